import { PUBLICATION_TYPES } from '@society/contracts';
import { Field } from '@society/web-kit/staff';
import { HindiTitleAndDescriptionFields } from '../../../components/hindi-title-description-fields';
import type { TextsFieldsState } from '../../../components/texts-edit-dialog';
import { toDateInput } from '../../../utils/format';
import { isHttpUrl } from '../../../utils/validation';
import type { AdminPublication } from '../api/add-publication';
import type { PublicationTexts } from '../api/update-publication';
import { PUBLICATION_TYPE_LABELS } from './publication-types';

export type PublicationErrors = Partial<Record<keyof PublicationTexts, string>>;

export const EMPTY_PUBLICATION: PublicationTexts = { title: '', type: 'newsletter', publishDate: '', fileUrl: '', flipbookUrl: '', description: '', titleHi: '', descriptionHi: '' };

/** A publication's fields as the form edits them (a missing Hindi text is a blank field). */
export function publicationTextsOf(item: AdminPublication): PublicationTexts {
  return {
    title: item.title,
    type: item.type,
    publishDate: toDateInput(item.publishDate),
    fileUrl: item.fileUrl,
    flipbookUrl: item.flipbookUrl,
    description: item.description,
    titleHi: item.titleHi ?? '',
    descriptionHi: item.descriptionHi ?? '',
  };
}

/**
 * The field rules. On the add form a missing file link is reported with the cover image (SPEC §5), so only
 * a malformed one is a field error; an edit keeps its cover and asks for the link itself (`fileUrlRequired`).
 */
export function validatePublication(texts: PublicationTexts, { fileUrlRequired }: { fileUrlRequired: boolean }): PublicationErrors {
  const errors: PublicationErrors = {};
  if (!texts.title.trim()) errors.title = 'Title is required';
  if (!texts.publishDate) errors.publishDate = 'Publish date is required';
  if (!texts.fileUrl.trim()) {
    if (fileUrlRequired) errors.fileUrl = 'File link is required';
  } else if (!isHttpUrl(texts.fileUrl)) errors.fileUrl = 'Enter a valid URL (https://...)';
  if (!texts.flipbookUrl.trim()) errors.flipbookUrl = 'Flipbook link is required';
  else if (!isHttpUrl(texts.flipbookUrl)) errors.flipbookUrl = 'Enter a valid URL (https://...)';
  if (!texts.description.trim()) errors.description = 'Description is required';
  return errors;
}

/** The fields as sent: trimmed, so spaces alone are a blank (a blank Hindi text clears it on an edit). */
export function trimmedPublication(texts: PublicationTexts): PublicationTexts {
  return {
    ...texts,
    title: texts.title.trim(),
    fileUrl: texts.fileUrl.trim(),
    flipbookUrl: texts.flipbookUrl.trim(),
    description: texts.description.trim(),
    titleHi: texts.titleHi.trim(),
    descriptionHi: texts.descriptionHi.trim(),
  };
}

/** A publication's fields, English and Hindi, but its cover: the add form's and the Edit dialog's. */
export function PublicationFields({ idFor, texts, errors, onChange }: TextsFieldsState<PublicationTexts>) {
  const set = (key: keyof PublicationTexts) => (event: { target: { value: string } }) => onChange(key, event.target.value);
  const urlField = (key: 'fileUrl' | 'flipbookUrl', label: string, hint: string) => (
    <Field id={idFor(key)} label={label} required hint={hint} error={errors[key]}>
      {(control) => <input {...control} type="url" placeholder="https://" value={texts[key]} onChange={set(key)} />}
    </Field>
  );
  return (
    <>
      <Field id={idFor('title')} label="Title" required error={errors.title} className="wk-form__wide">
        {(control) => <input {...control} value={texts.title} onChange={set('title')} />}
      </Field>
      <Field id={idFor('type')} label="Type" required>
        {(control) => (
          <select {...control} value={texts.type} onChange={set('type')}>
            {PUBLICATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {PUBLICATION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={idFor('publishDate')} label="Publish Date" required error={errors.publishDate}>
        {(control) => <input {...control} type="date" value={texts.publishDate} onChange={set('publishDate')} />}
      </Field>
      {urlField('fileUrl', 'File Link', 'Link to the PDF (Download).')}
      {urlField('flipbookUrl', 'Flipbook Link', 'Link to the online flipbook (Read).')}
      <Field id={idFor('description')} label="Description" required error={errors.description} className="wk-form__wide">
        {(control) => <textarea {...control} rows={3} value={texts.description} onChange={set('description')} />}
      </Field>
      <HindiTitleAndDescriptionFields idFor={idFor} texts={texts} errors={errors} onChange={onChange} wideTitle />
    </>
  );
}
