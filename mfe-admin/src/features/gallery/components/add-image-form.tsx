import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, UPLOAD_LIMITS, type GalleryCategory } from '@society/contracts';
import { Button } from '@society/web-kit';
import { Field, toast } from '@society/web-kit/staff';
import { ImagePicker } from '../../../components/image-picker';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { statusErrorMessage } from '../../../utils/api-data';
import { isAllowedImage } from '../../../utils/validation';
import { addGalleryImage, type AdminGalleryItem } from '../api/add-gallery-image';

interface Values {
  title: string;
  category: GalleryCategory;
  description: string;
  titleHi: string;
  descriptionHi: string;
}
type Errors = Partial<Record<keyof Values | 'photo', string>>;

const EMPTY: Values = { title: '', category: DEFAULT_GALLERY_CATEGORY, description: '', titleHi: '', descriptionHi: '' };

/** Under the optional Hindi fields: what a blank one does. */
const HINDI_HINT = 'Shown on the Hindi pages; left blank, they show the English.';

function checkImage(file: File): string | null {
  if (!isAllowedImage(file)) return ADMIN_MESSAGES.galleryBadType;
  if (file.size > UPLOAD_LIMITS.galleryImage.bytes) return ADMIN_MESSAGES.galleryTooLarge;
  return null;
}

/** 'Add New Image' (SPEC §2): the upload shows its progress. */
export function AddImageForm({ onAdded }: { onAdded: (item: AdminGalleryItem | undefined) => void }) {
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!values.title.trim()) found.title = 'Title is required';
    if (!values.description.trim()) found.description = 'Description is required';
    if (!photo) found.photo = 'Choose an image to upload';
    setErrors(found);
    if (Object.keys(found).length > 0 || !photo) return;

    setProgress(0);
    try {
      const item = await addGalleryImage(
        {
          title: values.title.trim(),
          description: values.description.trim(),
          category: values.category,
          photo,
          titleHi: values.titleHi.trim(),
          descriptionHi: values.descriptionHi.trim(),
        },
        setProgress,
      );
      toast.success(ADMIN_MESSAGES.galleryAdded);
      setValues(EMPTY);
      setPhoto(null);
      onAdded(item);
    } catch (error) {
      toast.error(statusErrorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  const idFor = (key: string) => `${formId}-${key}`;
  return (
    <section className="wk-card adm-form-card" aria-labelledby={idFor('heading')}>
      <h2 id={idFor('heading')}>Add New Image</h2>
      <form noValidate onSubmit={onSubmit} className="wk-form wk-form--grid">
        <Field id={idFor('title')} label="Title" required error={errors.title}>
          {(control) => <input {...control} value={values.title} onChange={set('title')} />}
        </Field>
        <Field id={idFor('category')} label="Category" required>
          {(control) => (
            <select {...control} value={values.category} onChange={set('category')}>
              {GALLERY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={idFor('description')} label="Description" required error={errors.description} className="wk-form__wide">
          {(control) => <textarea {...control} rows={3} value={values.description} onChange={set('description')} />}
        </Field>
        <Field id={idFor('titleHi')} label="Title in Hindi (optional)" hint={HINDI_HINT}>
          {(control) => <input {...control} lang="hi" value={values.titleHi} onChange={set('titleHi')} />}
        </Field>
        <Field id={idFor('descriptionHi')} label="Description in Hindi (optional)" className="wk-form__wide">
          {(control) => <textarea {...control} lang="hi" rows={3} value={values.descriptionHi} onChange={set('descriptionHi')} />}
        </Field>
        <div className="wk-form__wide">
          <ImagePicker
            id={idFor('photo')}
            label={`Image (Max size: ${UPLOAD_LIMITS.galleryImage.label})`}
            required
            file={photo}
            onChange={(file) => {
              setPhoto(file);
              if (file) setErrors(({ photo: _cleared, ...rest }) => rest);
            }}
            check={checkImage}
            error={errors.photo}
          />
        </div>
        <div className="wk-form__wide wk-form__actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Adding Image...' : 'Add Image'}
          </Button>
          {busy ? (
            <div className="adm-progress">
              <progress id={idFor('progress')} max={100} value={progress} aria-label="Upload progress" />
              <span aria-hidden="true">{progress}%</span>
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
