import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONCERN_RULES } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import { Pager, StatusChip, usePage } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDate, formatDateTime } from '../../../utils/format';
import { getConcernPage } from '../api/safeguarding';
import { ConcernDetailView } from './concern-detail';
import { deadlineChip, STEP_LABELS } from './concern-labels';

/** The address parameter naming the concern on screen. */
const CONCERN_PARAM = 'concern';

/** The concerns register: newest first, each with its step and its report's deadline; one concern when the address names it. */
export function ConcernsSection() {
  const [params, setParams] = useSearchParams();
  const [paging, setPaging] = useState({ page: '1', pageSize: '25' });
  const { data, loading, error, reload } = usePage(getConcernPage, paging);
  const openId = params.get(CONCERN_PARAM);
  const show = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(CONCERN_PARAM, id);
        else next.delete(CONCERN_PARAM);
        return next;
      }),
    [setParams],
  );

  return (
    <section className="adm-sg__section" aria-labelledby="sg-concerns-heading">
      <h3 id="sg-concerns-heading">Concerns register</h3>
      <p className="adm-sg__muted">
        Under POCSO s.19 an offence against a child must be reported to the Special Juvenile Police Unit or the local police: the register gives {CONCERN_RULES.reportWithinHours} hours from when a concern is raised. Nothing in it is
        ever deleted, and each reading is on the activity log.
      </p>
      {openId ? (
        <ConcernDetailView id={openId} onBack={() => show(null)} onChanged={reload} />
      ) : (
        <>
          {!data && loading ? <PageSpinner label="Loading the concerns register" /> : null}
          {error ? <ErrorView message={serverMessageOr(error, 'The concerns register could not be loaded.')} onRetry={reload} /> : null}
          {data && data.items.length === 0 ? <p className="wk-empty">No concerns raised.</p> : null}
          {data && data.items.length > 0 ? (
            <div className="wk-table-wrap">
              <table className="wk-table adm-sg__stack" aria-label="Concerns">
                <thead>
                  <tr>
                    <th scope="col">Child</th>
                    <th scope="col">Happened</th>
                    <th scope="col">Raised</th>
                    <th scope="col">Step</th>
                    <th scope="col">Report due</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((concern) => {
                    const chip = deadlineChip(concern);
                    return (
                      <tr key={concern._id} className={concern.overdue ? 'is-overdue' : undefined}>
                        <td data-label="Child" className="wk-table__strong">
                          <button type="button" className="adm-row-open" onClick={() => show(concern._id)}>
                            {concern.childName}
                          </button>
                        </td>
                        <td data-label="Happened">{formatDate(concern.happenedOn)}</td>
                        <td data-label="Raised">
                          {formatDateTime(concern.raisedAt)} · {concern.raisedBy.name}
                        </td>
                        <td data-label="Step">
                          <StatusChip tone={concern.status === 'closed' ? 'neutral' : 'warning'} label={STEP_LABELS[concern.status]} />
                        </td>
                        <td data-label="Report due">
                          <span className="adm-sg__due">
                            {formatDateTime(concern.dueAt)} <StatusChip tone={chip.tone} label={chip.label} />
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
          {data && data.total > 0 ? (
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              noun="concerns"
              busy={loading}
              onPage={(page) => setPaging((now) => ({ ...now, page: String(page) }))}
              onPageSize={(pageSize) => setPaging({ page: '1', pageSize: String(pageSize) })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
