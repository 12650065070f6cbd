import { useLocale } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';
import { formatMonth } from '../../../utils/format-month';
import type { FiguresRow } from './figures-table';
import { Percent } from './percent';

/** Attendance by month, a column a month, for the society and each centre. */
export function AttendanceMonths({ rows }: { rows: readonly FiguresRow[] }) {
  const t = useTeamText();
  const locale = useLocale();
  const months = [...new Set(rows.flatMap((row) => row.attendanceByMonth.map((entry) => entry.month)))].sort();
  if (months.length === 0) return null;
  const cell = (row: FiguresRow, month: string) => {
    const value = row.attendanceByMonth.find((entry) => entry.month === month)?.percent;
    return value === undefined ? '-' : <Percent value={value} />;
  };
  return (
    <div className="wk-table-wrap" role="region" aria-label={t('attendanceByMonth')} tabIndex={0}>
      <table className="wk-table wk-table--one-line">
        <caption className="team-caption">{t('attendanceByMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colName')}</th>
            {months.map((month) => (
              <th key={month} scope="col" className="wk-table__num">
                {formatMonth(month, locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {months.map((month) => (
                <td key={month} className="wk-table__num">
                  {cell(row, month)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
