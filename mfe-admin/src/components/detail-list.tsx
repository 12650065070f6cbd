import type { ReactNode } from 'react';

/** Read-only label/value pairs of a detail dialog; empty values read '-'. */
export function DetailList({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="adm-details">
      {items.map(([label, value]) => (
        <div key={label} className="adm-details__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
