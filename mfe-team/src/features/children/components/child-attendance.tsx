import type { ChildProgressView } from '@society/contracts';
import { useLocale } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';
import { formatMonth } from '../../../utils/format-month';

const COLUMNS = [
  ['present', 'colPresent'],
  ['late', 'colLate'],
  ['absent', 'colAbsent'],
  ['excused', 'colExcused'],
  ['held', 'colHeld'],
] as const;

/** A child's attendance month by month. */
export function ChildAttendance({ months }: { months: ChildProgressView['attendance'] }) {
  const t = useTeamText();
  const locale = useLocale();
  if (months.length === 0) return <p className="wk-empty">{t('noAttendance')}</p>;
  return (
    <div className="wk-table-wrap" role="region" aria-label={t('childAttendance')} tabIndex={0}>
      <table className="wk-table team-fit">
        <thead>
          <tr>
            <th scope="col">{t('colMonth')}</th>
            {COLUMNS.map(([field, word]) => (
              <th key={field} scope="col" className="wk-table__num">
                {t(word)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{formatMonth(row.month, locale)}</th>
              {COLUMNS.map(([field]) => (
                <td key={field} className="wk-table__num">
                  {row[field]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
