import { useId } from 'react';

export interface ToolbarSelectProps<V extends string> {
  label: string;
  value: V;
  /** In the order shown: the value sent and the words the person reads. */
  options: ReadonlyArray<readonly [value: V, label: string]>;
  onChange: (value: V) => void;
}

/** A list's labelled choice above its table (show, role, status, sort). */
export function ToolbarSelect<V extends string>({ label, value, options, onChange }: ToolbarSelectProps<V>) {
  const id = useId();
  return (
    <div className="wk-toolbar__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
