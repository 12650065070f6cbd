import type { ReactNode } from 'react';

/** The accessibility attributes that tie a control to its label's hint and error. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Help shown under the control (always read with it). */
  hint?: ReactNode;
  error?: string;
  wide?: boolean;
  /** Renders the control; spread the given props on it. */
  children: (control: FieldControl) => ReactNode;
}

/** One labelled control in the web kit's .wk-field look, with its hint and error below. */
export function FormField({ id, label, required, hint, error, wide, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  const control: FieldControl = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <div className={wide ? 'wk-field team-form__wide' : 'wk-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="team-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {error ? (
        <span id={errorId} className="wk-field__error">
          {error}
        </span>
      ) : null}
      {hint ? (
        <span id={hintId} className="wk-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
