import type { ReactNode } from 'react';
import { formsKitText } from '@society/contracts';
import { useText } from '@society/web-kit';
import './form-kit.css';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the label; the check itself is the form's. */
  required?: boolean;
  /** Whether an optional field says so after its label (off when the label must read exactly as given). */
  markOptional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label above, control, then hint and error, all linked for screen readers. */
export function FormField({ id, label, hint, error, required, markOptional = true, children }: FormFieldProps) {
  const t = useText(formsKitText);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="wk-field pub-form__field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="pub-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : markOptional ? (
          <span className="pub-form__optional"> ({t('optional')})</span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
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

export interface SelectChoice {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<FormFieldProps, 'children'> {
  /** The empty first option ('Select one'). */
  placeholder: string;
  choices: readonly SelectChoice[];
  /** name, value and onChange of the form's value. */
  control: { name: string; value: string; onChange: (event: { target: { value: string } }) => void };
}

/** A FormField holding a select with an empty first option. */
export function SelectField({ placeholder, choices, control, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      {(aria) => (
        <select {...aria} {...control}>
          <option value="">{placeholder}</option>
          {choices.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
