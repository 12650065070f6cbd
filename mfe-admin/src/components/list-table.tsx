import type { ReactNode } from 'react';

/** A column's heading; an object for a column with a class of its own (numbers sit right: 'wk-table__num'). */
export type ListColumn = string | { label: string; className: string };

export interface ListTableProps {
  /** The headings before the last column, Actions. */
  columns: readonly ListColumn[];
  /** Classes beside the table's own (the donations table's column widths). */
  className?: string;
  /** The rows, each ending with its actions cell. */
  children: ReactNode;
}

/** A panel's table of records, one line a row, scrolling sideways on a narrow screen, its last column the row's actions. */
export function ListTable({ columns, className, children }: ListTableProps) {
  return (
    <div className="wk-table-wrap">
      <table className={['wk-table wk-table--one-line', className].filter(Boolean).join(' ')}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
            <th scope="col" className="wk-table__actions-head">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
