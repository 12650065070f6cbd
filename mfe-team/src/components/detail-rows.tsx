import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a read-only record; a missing value reads '-'. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="team-details">
      {rows.map(({ label, value }) => (
        <div className="team-details__row" key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
