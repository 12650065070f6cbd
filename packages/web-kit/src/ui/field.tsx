import type { ReactNode } from 'react';

/** What a form control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Marks the label with a red asterisk (drawn by CSS, so it is not part of the label's text). */
  required?: boolean;
  /** Help shown under the control, always read with it. */
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Renders the control; spread the given props on it. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled staff form field (.wk-field look) with its hint and error read with the control. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['wk-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={required ? 'wk-required' : undefined}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <span id={hintId} className="wk-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="wk-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
