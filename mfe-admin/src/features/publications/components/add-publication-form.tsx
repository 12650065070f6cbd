import { useId, useState, type FormEvent } from 'react';
import { PUBLICATION_TYPES, UPLOAD_LIMITS, type PublicationType } from '@society/contracts';
import { Button, isApiError } from '@society/web-kit';
import { Field, FormError, toast } from '@society/web-kit/staff';
import { ImagePicker } from '../../../components/image-picker';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr } from '../../../utils/api-data';
import { isAllowedImage, isHttpUrl } from '../../../utils/validation';
import { addPublication, type AdminPublication } from '../api/add-publication';
import { PUBLICATION_TYPE_LABELS } from './publication-types';

interface Values {
  title: string;
  type: PublicationType;
  publishDate: string;
  fileUrl: string;
  flipbookUrl: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { title: '', type: 'newsletter', publishDate: '', fileUrl: '', flipbookUrl: '', description: '', titleHi: '', descriptionHi: '' };
/** Under the optional Hindi fields: what a blank one does. */
const HINDI_HINT = 'Shown on the Hindi pages; left blank, they show the English.';

function checkCover(file: File): string | null {
  if (!isAllowedImage(file)) return ADMIN_MESSAGES.publicationBadType;
  if (file.size > UPLOAD_LIMITS.publicationCover.bytes) return ADMIN_MESSAGES.publicationTooLarge;
  return null;
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.publishDate) errors.publishDate = 'Publish date is required';
  // A missing file link is reported with the cover image (SPEC §5); a malformed one here.
  if (values.fileUrl.trim() && !isHttpUrl(values.fileUrl)) errors.fileUrl = 'Enter a valid URL (https://...)';
  if (!values.flipbookUrl.trim()) errors.flipbookUrl = 'Flipbook link is required';
  else if (!isHttpUrl(values.flipbookUrl)) errors.flipbookUrl = 'Enter a valid URL (https://...)';
  if (!values.description.trim()) errors.description = 'Description is required';
  return errors;
}

function addFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 413) return ADMIN_MESSAGES.publicationTooLarge;
  return serverMessageOr(error, ADMIN_MESSAGES.publicationAddFailed);
}

/** The add form of the Publications tab, with every rule and message of SPEC §5 and §8. */
export function AddPublicationForm({ onAdded }: { onAdded: (item: AdminPublication | undefined) => void }) {
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    const missingFileOrCover = !values.fileUrl.trim() || !cover;
    setFormError(missingFileOrCover ? ADMIN_MESSAGES.publicationNeedsFileAndCover : '');
    if (Object.keys(found).length > 0 || missingFileOrCover || !cover) return;

    setBusy(true);
    try {
      const item = await addPublication({
        title: values.title.trim(),
        type: values.type,
        publishDate: values.publishDate,
        fileUrl: values.fileUrl.trim(),
        flipbookUrl: values.flipbookUrl.trim(),
        description: values.description.trim(),
        coverImage: cover,
        titleHi: values.titleHi.trim(),
        descriptionHi: values.descriptionHi.trim(),
      });
      toast.success(ADMIN_MESSAGES.publicationAdded);
      setValues(EMPTY);
      setCover(null);
      onAdded(item);
    } catch (error) {
      toast.error(addFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const idFor = (key: string) => `${formId}-${key}`;
  const urlField = (key: 'fileUrl' | 'flipbookUrl', label: string, hint: string) => (
    <Field id={idFor(key)} label={label} required hint={hint} error={errors[key]}>
      {(control) => <input {...control} type="url" placeholder="https://" value={values[key]} onChange={set(key)} />}
    </Field>
  );

  return (
    <section className="wk-card adm-form-card" aria-labelledby={idFor('heading')}>
      <h2 id={idFor('heading')}>Add Publication</h2>
      <form noValidate onSubmit={onSubmit} className="wk-form wk-form--grid">
        {formError ? <FormError message={formError} /> : null}
        <Field id={idFor('title')} label="Title" required error={errors.title} className="wk-form__wide">
          {(control) => <input {...control} value={values.title} onChange={set('title')} />}
        </Field>
        <Field id={idFor('type')} label="Type" required>
          {(control) => (
            <select {...control} value={values.type} onChange={set('type')}>
              {PUBLICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PUBLICATION_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={idFor('publishDate')} label="Publish Date" required error={errors.publishDate}>
          {(control) => <input {...control} type="date" value={values.publishDate} onChange={set('publishDate')} />}
        </Field>
        {urlField('fileUrl', 'File Link', 'Link to the PDF (Download).')}
        {urlField('flipbookUrl', 'Flipbook Link', 'Link to the online flipbook (Read).')}
        <Field id={idFor('description')} label="Description" required error={errors.description} className="wk-form__wide">
          {(control) => <textarea {...control} rows={3} value={values.description} onChange={set('description')} />}
        </Field>
        <Field id={idFor('titleHi')} label="Title in Hindi (optional)" hint={HINDI_HINT} className="wk-form__wide">
          {(control) => <input {...control} lang="hi" value={values.titleHi} onChange={set('titleHi')} />}
        </Field>
        <Field id={idFor('descriptionHi')} label="Description in Hindi (optional)" className="wk-form__wide">
          {(control) => <textarea {...control} lang="hi" rows={3} value={values.descriptionHi} onChange={set('descriptionHi')} />}
        </Field>
        <div className="wk-form__wide">
          <ImagePicker
            id={idFor('cover')}
            label={`Cover Image (Max size: ${UPLOAD_LIMITS.publicationCover.label})`}
            required
            file={cover}
            onChange={setCover}
            check={checkCover}
          />
        </div>
        <div className="wk-form__wide wk-form__actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Adding Publication...' : 'Add Publication'}
          </Button>
        </div>
      </form>
    </section>
  );
}
