import type { OutcomeFigures } from '@society/contracts';
import { useTeamText } from '../../../hooks/use-team-text';
import { Percent } from './percent';

export interface FiguresRow extends OutcomeFigures {
  key: string;
  name: string;
}

/** Enrolled, rose a level, chronic absentees, one row a centre or batch; 'Too few children' where a figure is withheld. */
export function FiguresTable({ caption, rows }: { caption: string; rows: readonly FiguresRow[] }) {
  const t = useTeamText();
  return (
    <div className="wk-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="wk-table team-fit">
        <caption className="team-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colName')}</th>
            <th scope="col" className="wk-table__num">
              {t('colEnrolled')}
            </th>
            <th scope="col" className="wk-table__num">
              {t('colRose')}
            </th>
            <th scope="col" className="wk-table__num">
              {t('colChronic')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td className="wk-table__num">{row.childrenEnrolled}</td>
              <td className="wk-table__num"><Percent value={row.roseALevelPercent} /></td>
              <td className="wk-table__num">{row.chronicAbsentees}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
