import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from '@society/contracts';
import { Field } from '@society/web-kit/staff';
import { HindiTitleAndDescriptionFields } from '../../../components/hindi-title-description-fields';
import type { TextsFieldsState } from '../../../components/texts-edit-dialog';
import type { GalleryImage } from '../api/add-gallery-image';
import type { GalleryImageTexts } from '../api/update-gallery-image';

export type GalleryTextErrors = Partial<Record<keyof GalleryImageTexts, string>>;

export const EMPTY_GALLERY_TEXTS: GalleryImageTexts = { title: '', category: DEFAULT_GALLERY_CATEGORY, description: '', titleHi: '', descriptionHi: '' };

/** An item's texts as the form edits them (a missing Hindi text is a blank field). */
export function galleryTextsOf(item: GalleryImage): GalleryImageTexts {
  return { title: item.title, category: item.category, description: item.description, titleHi: item.titleHi ?? '', descriptionHi: item.descriptionHi ?? '' };
}

export function validateGalleryTexts(texts: GalleryImageTexts): GalleryTextErrors {
  const errors: GalleryTextErrors = {};
  if (!texts.title.trim()) errors.title = 'Title is required';
  if (!texts.description.trim()) errors.description = 'Description is required';
  return errors;
}

/** The texts as sent: trimmed, so spaces alone are a blank (a blank Hindi text clears it on an edit). */
export function trimmedGalleryTexts(texts: GalleryImageTexts): GalleryImageTexts {
  return { ...texts, title: texts.title.trim(), description: texts.description.trim(), titleHi: texts.titleHi.trim(), descriptionHi: texts.descriptionHi.trim() };
}

/** The texts of a gallery photo, English and Hindi: the 'Add New Image' form's and the Edit dialog's. */
export function GalleryTextFields({ idFor, texts, errors, onChange }: TextsFieldsState<GalleryImageTexts>) {
  const set = (key: keyof GalleryImageTexts) => (event: { target: { value: string } }) => onChange(key, event.target.value);
  return (
    <>
      <Field id={idFor('title')} label="Title" required error={errors.title}>
        {(control) => <input {...control} value={texts.title} onChange={set('title')} />}
      </Field>
      <Field id={idFor('category')} label="Category" required>
        {(control) => (
          <select {...control} value={texts.category} onChange={set('category')}>
            {GALLERY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={idFor('description')} label="Description" required error={errors.description} className="wk-form__wide">
        {(control) => <textarea {...control} rows={3} value={texts.description} onChange={set('description')} />}
      </Field>
      <HindiTitleAndDescriptionFields idFor={idFor} texts={texts} errors={errors} onChange={onChange} />
    </>
  );
}
