import type { ReactNode } from 'react';

/** Read-only label/value pairs of a record; an empty value reads '-'. */
export function DetailList({ items }: { items: ReadonlyArray<[label: string, value: ReactNode]> }) {
  return (
    <dl className="wk-details">
      {items.map(([label, value]) => (
        <div key={label} className="wk-details__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
