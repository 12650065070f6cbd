import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@society/web-kit';
import { FormDialog, toast } from '@society/web-kit/staff';
import { serverMessageOr } from '../utils/api-data';

/** What the dialog hands its fields: the texts, their errors, and how to change one. */
export interface TextsFieldsState<T> {
  idFor: (key: keyof T & string) => string;
  texts: T;
  errors: Partial<Record<keyof T, string>>;
  onChange: (key: keyof T, value: string) => void;
}

export interface TextsEditDialogProps<T extends object, Saved> {
  title: string;
  /** The record's texts as the form shows them at first. */
  initial: T;
  validate: (texts: T) => Partial<Record<keyof T, string>>;
  /** Sends the texts; resolves with the saved record. */
  save: (texts: T) => Promise<Saved>;
  successMessage: string;
  /** Shown when the server gives no reason of its own. */
  failureMessage: string;
  onSaved: (saved: Saved) => void;
  onClose: () => void;
  /** The form's fields (the add form's own, without its file). */
  children: (state: TextsFieldsState<T>) => ReactNode;
}

/**
 * Edits the texts of a record already listed (a gallery photo's, a publication's): the server's refusal shows
 * in the dialog, on the fields it names and above them, and what was typed stays.
 */
export function TextsEditDialog<T extends object, Saved>({ title, initial, validate, save, successMessage, failureMessage, onSaved, onClose, children }: TextsEditDialogProps<T, Saved>) {
  const [texts, setTexts] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const onChange = (key: keyof T, value: string) => setTexts((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(texts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure('');
    setBusy(true);
    try {
      const saved = await save(texts);
      toast.success(successMessage);
      onSaved(saved);
    } catch (error) {
      const fromServer: Partial<Record<keyof T, string>> = {};
      for (const [field, messages] of Object.entries((isApiError(error) && error.fieldErrors) || {})) {
        if (field in texts && messages[0]) fromServer[field as keyof T] = messages[0];
      }
      setErrors(fromServer);
      setFailure(serverMessageOr(error, failureMessage));
      setBusy(false);
    }
  }

  return (
    <FormDialog
      size="lg"
      title={title}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={busy}
      failure={failure ? { message: failure } : null}
      formClassName="wk-form wk-form--grid"
    >
      {(formId) => children({ idFor: (key) => `${formId}-${key}`, texts, errors, onChange })}
    </FormDialog>
  );
}
