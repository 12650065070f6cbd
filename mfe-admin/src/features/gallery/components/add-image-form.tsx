import { useId, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@society/contracts';
import { Button } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { ImagePicker } from '../../../components/image-picker';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { statusErrorMessage } from '../../../utils/api-data';
import { isAllowedImage } from '../../../utils/validation';
import { addGalleryImage, type GalleryImage } from '../api/add-gallery-image';
import type { GalleryImageTexts } from '../api/update-gallery-image';
import { EMPTY_GALLERY_TEXTS, GalleryTextFields, trimmedGalleryTexts, validateGalleryTexts, type GalleryTextErrors } from './gallery-text-fields';

type Errors = GalleryTextErrors & { photo?: string };

function checkImage(file: File): string | null {
  if (!isAllowedImage(file)) return ADMIN_MESSAGES.galleryBadType;
  if (file.size > UPLOAD_LIMITS.galleryImage.bytes) return ADMIN_MESSAGES.galleryTooLarge;
  return null;
}

/** 'Add New Image' (SPEC §2): the upload shows its progress. */
export function AddImageForm({ onAdded }: { onAdded: (item: GalleryImage | undefined) => void }) {
  const formId = useId();
  const [values, setValues] = useState<GalleryImageTexts>(EMPTY_GALLERY_TEXTS);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const set = (key: keyof GalleryImageTexts, value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = validateGalleryTexts(values);
    if (!photo) found.photo = 'Choose an image to upload';
    setErrors(found);
    if (Object.keys(found).length > 0 || !photo) return;

    setProgress(0);
    try {
      const item = await addGalleryImage({ ...trimmedGalleryTexts(values), photo }, setProgress);
      toast.success(ADMIN_MESSAGES.galleryAdded);
      setValues(EMPTY_GALLERY_TEXTS);
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
        <GalleryTextFields idFor={idFor} texts={values} errors={errors} onChange={set} />
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
