import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LocalLink, useLocalPath } from '@society/web-kit';
import { NetworkView, useNetworkLoad } from '../../../components/network-view';
import { dayPath, monthPath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { MARK_SHORT_WORDS, MARK_WORDS } from '../../../utils/register-words';
import { getBatchMonth } from '../api/get-batch-month';

/** A batch's month from the server (it needs the network): each child's marks and present / class days. */
export function MonthScreen() {
  const { batchId = '', month = '' } = useParams();
  const t = useTeamText();
  const local = useLocalPath();
  const navigate = useNavigate();
  const load = useNetworkLoad(useCallback(() => getBatchMonth(batchId, month), [batchId, month]));
  return (
    <section className="team-panel" aria-labelledby="month-heading">
      <LocalLink className="team-back" to={dayPath(batchId, `${month}-01`)}>
        ← {t('backToDay')}
      </LocalLink>
      <h2 id="month-heading">{t('monthLink')}</h2>
      <div className="wk-field team-day__date">
        <label htmlFor="register-month">{t('monthLabel')}</label>
        <input id="register-month" type="month" value={month} onChange={(event) => event.target.value && navigate(local(monthPath(batchId, event.target.value)))} />
      </div>
      <NetworkView load={load} label={t('loading')}>
        {(view) =>
          view.days.length === 0 ? (
            <p className="wk-empty">{t('noClassDays')}</p>
          ) : (
            <>
              <p className="team-hint">{t('monthLegend')}</p>
              <div className="wk-table-wrap" role="region" aria-label={t('monthLink')} tabIndex={0}>
                <table className="wk-table wk-table--one-line">
                  <thead>
                    <tr>
                      <th scope="col">{t('colChild')}</th>
                      <th scope="col" className="wk-table__num">
                        {t('colDays')}
                      </th>
                      {view.days.map((day) => (
                        <th key={day.day} scope="col" className="wk-table__num">
                          <LocalLink to={dayPath(batchId, day.day)}>{Number(day.day.slice(8))}</LocalLink>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {view.children.map((child) => (
                      <tr key={child.studentId}>
                        <th scope="row">{child.name}</th>
                        <td className="wk-table__num">
                          {child.present} / {child.held}
                        </td>
                        {view.days.map((day) => {
                          const mark = child.marks[day.day];
                          return (
                            <td key={day.day} className="wk-table__num" title={mark ? t(MARK_WORDS[mark]) : undefined}>
                              {mark ? t(MARK_SHORT_WORDS[mark]) : day.kind === 'held' ? '·' : '–'}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </NetworkView>
    </section>
  );
}
