import { useState, type FormEvent } from 'react';
import type { BotCheckFields } from '@society/contracts';
import { useBotCheck } from './bot-check';
import type { FormOutcome } from './form-outcome';
import { serverFieldErrors } from './form-submit-error';
import { focusFirstInvalid } from './form-validation';
import type { BoundValue } from './personal-details-fields';

/** What the form's own check found: the marks beside fields and the one line above the button. */
export interface FormProblem<V> {
  errors: Partial<Record<keyof V, string>>;
  summary: string;
}

export interface ApplicationFormOptions<V> {
  empty: V;
  /** Null when the answers may be sent. */
  validate: (values: V) => FormProblem<V> | null;
  /** Sends the answers with the bot-check fields (see useBotCheck). */
  send: (values: V, botCheck: BotCheckFields) => Promise<unknown>;
  successText: string;
  /** The SPEC §8 line for a failed send. */
  errorText: (error: unknown) => string;
}

/**
 * The submit cycle both application forms share (SPEC §5): check, focus the first bad field, send,
 * show 'Submitting...', clear on success, keep the answers and mark the server's fields on failure.
 */
export function useApplicationForm<V extends object>({ empty, validate, send, successText, errorText }: ApplicationFormOptions<V>) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { honeypot, botCheckFields } = useBotCheck();

  /** Binds a text input or select to one value. */
  const bind = (field: keyof V & string): BoundValue => ({
    name: field,
    value: values[field] as string,
    onChange: (e) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  const setValue = <K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(values);
    setErrors(problem?.errors ?? {});
    if (problem) {
      focusFirstInvalid(event.currentTarget);
      setOutcome({ kind: 'error', text: problem.summary });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      await send(values, botCheckFields());
      setValues(empty);
      setOutcome({ kind: 'success', text: successText });
    } catch (error) {
      setErrors(serverFieldErrors(error) as Partial<Record<keyof V, string>>);
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, outcome, bind, setValue, onSubmit, honeypot };
}
