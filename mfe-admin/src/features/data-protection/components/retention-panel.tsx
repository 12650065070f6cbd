import { ErrorView, PageSpinner } from '@society/web-kit';
import type { RetentionDueGroup, RetentionOverview } from '@society/contracts';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDate, formatDateTime } from '../../../utils/format';
import { useRetention } from '../api/get-retention';
import './data-protection.css';

const period = (days: number) => (days % 365 === 0 ? `${days / 365} ${days === 365 ? 'year' : 'years'}` : `${days} ${days === 1 ? 'day' : 'days'}`);

function DueGroup({ group, now }: { group: RetentionDueGroup; now: number }) {
  const headingId = `due-${group.kind}`;
  return (
    <section className="adm-dp__group" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {group.label} <span className="adm-dp__count">{group.total}</span>
      </h4>
      <ul className="adm-dp__items">
        {group.items.map((item) => (
          <li key={item.id}>
            <span className="adm-dp__label">{item.label}</span>
            <span className="adm-dp__due">{new Date(item.dueAt).getTime() <= now ? 'at the next run' : formatDate(item.dueAt)}</span>
          </li>
        ))}
      </ul>
      {group.total > group.items.length ? <p className="adm-dp__more">and {group.total - group.items.length} more</p> : null}
    </section>
  );
}

function Retention({ overview }: { overview: RetentionOverview }) {
  const now = Date.now();
  const due = overview.due.filter((group) => group.total > 0);
  const run = overview.lastRun;
  return (
    <>
      <h4 id="retention-schedule-title" className="adm-dp__caption">
        What is kept, and for how long
      </h4>
      <div className="wk-table-wrap">
        <table className="wk-table adm-dp__stack" aria-labelledby="retention-schedule-title">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Kept for</th>
              <th scope="col">Counted from</th>
            </tr>
          </thead>
          <tbody>
            {overview.schedule.map((entry) => (
              <tr key={entry.kind}>
                <td data-label="Data" className="wk-table__wrap">{entry.label}</td>
                <td data-label="Kept for" className="wk-table__nowrap">{period(entry.days)}</td>
                <td data-label="Counted from" className="wk-table__wrap">{entry.countedFrom}</td>
              </tr>
            ))}
            <tr>
              <td data-label="Data" className="wk-table__wrap">Donation records and 80G receipts</td>
              <td data-label="Kept for" className="wk-table__nowrap">{period(overview.donationRecordsYears * 365)}</td>
              <td data-label="Counted from" className="wk-table__wrap">the donation (income tax records; never deleted by the schedule sooner)</td>
            </tr>
          </tbody>
        </table>
      </div>

      <h3 className="adm-dp__subhead">Due for deletion in the next {overview.previewDays} days</h3>
      <p className="adm-dp__note">
        {run
          ? `The daily run deletes what is due. Last run: ${formatDateTime(run.finishedAt ?? run.startedAt)}, ${Object.values(run.deleted).reduce((sum, count) => sum + (count ?? 0), 0)} deleted.`
          : 'The daily run deletes what is due. It has not run yet.'}
      </p>
      {due.length === 0 ? <p className="wk-empty">Nothing falls due in the next {overview.previewDays} days.</p> : due.map((group) => <DueGroup key={group.kind} group={group} now={now} />)}
    </>
  );
}

/** The retention schedule in force and what the daily run deletes in the coming month. */
export function RetentionPanel() {
  const { state, reload } = useRetention();
  return (
    <section className="adm-dp__section" aria-labelledby="retention-heading">
      <h3 id="retention-heading">Retention schedule</h3>
      {state.status === 'loading' ? <PageSpinner label="Loading the retention schedule" /> : null}
      {state.status === 'failed' ? <ErrorView message={serverMessageOr(state.error, ADMIN_MESSAGES.retentionLoadFailed)} onRetry={reload} /> : null}
      {state.status === 'loaded' ? <Retention overview={state.data} /> : null}
    </section>
  );
}
