import type { ReactNode } from 'react';

/** What a form control needs to be tied to its label and hint. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form field (the web kit's .wk-field look) with its hint read with the control. */
export function Field({ id, label, required, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['wk-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={required ? 'hr-required' : undefined}>
        {label}
      </label>
      {children({ id, 'aria-describedby': hintId, ...(required ? { 'aria-required': true as const } : {}) })}
      {hint ? (
        <span id={hintId} className="wk-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
