import { useId, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@society/contracts';
import { Button, isApiError } from '@society/web-kit';
import { FormError, toast } from '@society/web-kit/staff';
import { ImagePicker } from '../../../components/image-picker';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr } from '../../../utils/api-data';
import { isAllowedImage } from '../../../utils/validation';
import { addPublication, type AdminPublication } from '../api/add-publication';
import type { PublicationTexts } from '../api/update-publication';
import { EMPTY_PUBLICATION, PublicationFields, trimmedPublication, validatePublication, type PublicationErrors } from './publication-fields';

function checkCover(file: File): string | null {
  if (!isAllowedImage(file)) return ADMIN_MESSAGES.publicationBadType;
  if (file.size > UPLOAD_LIMITS.publicationCover.bytes) return ADMIN_MESSAGES.publicationTooLarge;
  return null;
}

function addFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 413) return ADMIN_MESSAGES.publicationTooLarge;
  return serverMessageOr(error, ADMIN_MESSAGES.publicationAddFailed);
}

/** The add form of the Publications tab, with every rule and message of SPEC §5 and §8. */
export function AddPublicationForm({ onAdded }: { onAdded: (item: AdminPublication | undefined) => void }) {
  const formId = useId();
  const [values, setValues] = useState<PublicationTexts>(EMPTY_PUBLICATION);
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<PublicationErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (key: keyof PublicationTexts, value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // A missing file link is reported with the cover image (SPEC §5), below.
    const found = validatePublication(values, { fileUrlRequired: false });
    setErrors(found);
    const missingFileOrCover = !values.fileUrl.trim() || !cover;
    setFormError(missingFileOrCover ? ADMIN_MESSAGES.publicationNeedsFileAndCover : '');
    if (Object.keys(found).length > 0 || missingFileOrCover || !cover) return;

    setBusy(true);
    try {
      const item = await addPublication({ ...trimmedPublication(values), coverImage: cover });
      toast.success(ADMIN_MESSAGES.publicationAdded);
      setValues(EMPTY_PUBLICATION);
      setCover(null);
      onAdded(item);
    } catch (error) {
      toast.error(addFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const idFor = (key: string) => `${formId}-${key}`;

  return (
    <section className="wk-card adm-form-card" aria-labelledby={idFor('heading')}>
      <h2 id={idFor('heading')}>Add Publication</h2>
      <form noValidate onSubmit={onSubmit} className="wk-form wk-form--grid">
        {formError ? <FormError message={formError} /> : null}
        <PublicationFields idFor={idFor} texts={values} errors={errors} onChange={set} />
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
