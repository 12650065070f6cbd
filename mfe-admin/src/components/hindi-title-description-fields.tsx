import { Field } from '@society/web-kit/staff';
import type { TextsFieldsState } from './texts-edit-dialog';

interface HindiTexts {
  titleHi: string;
  descriptionHi: string;
}

/** Under the optional Hindi fields: what a blank one does. */
const HINDI_HINT = 'Shown on the Hindi pages; left blank, they show the English.';

/**
 * The optional Hindi title and description of a gallery photo or a publication (issue 32), under the
 * English ones: on the add forms and in the Edit dialogs alike.
 */
export function HindiTitleAndDescriptionFields<T extends HindiTexts>({ idFor, texts, errors, onChange, wideTitle = false }: TextsFieldsState<T> & { wideTitle?: boolean }) {
  return (
    <>
      <Field id={idFor('titleHi')} label="Title in Hindi (optional)" hint={HINDI_HINT} error={errors.titleHi} className={wideTitle ? 'wk-form__wide' : undefined}>
        {(control) => <input {...control} lang="hi" value={texts.titleHi} onChange={(event) => onChange('titleHi', event.target.value)} />}
      </Field>
      <Field id={idFor('descriptionHi')} label="Description in Hindi (optional)" error={errors.descriptionHi} className="wk-form__wide">
        {(control) => <textarea {...control} lang="hi" rows={3} value={texts.descriptionHi} onChange={(event) => onChange('descriptionHi', event.target.value)} />}
      </Field>
    </>
  );
}
