import { useState, type FormEvent } from 'react';
import { addDays, HOURS_STATUSES, indiaDay, MESSAGES, weekMonday, type HoursEntryView, type HoursStatus } from '@society/contracts';
import { Button, EmptyState, ErrorView, PageSpinner } from '@society/web-kit';
import { FormDialog, Pager, StatusChip, toast, ToolbarSelect, useListQuery, usePage, type ChipTone, type ListQueryOptions } from '@society/web-kit/staff';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useSave } from '../../../hooks/use-save';
import { formatDate } from '../../../utils/format';
import { approveHours, approveWeek, getHoursPage, rejectHours } from '../api/hours';

const STATUS_WORDS: Record<HoursStatus, { label: string; tone: ChipTone }> = {
  waiting: { label: 'Waiting', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};
const LIST_OPTIONS: ListQueryOptions<'status'> = { sorts: [''], defaultSort: '', filters: { status: { choices: [...HOURS_STATUSES], fallback: 'waiting' } } };
const STATUS_CHOICES = HOURS_STATUSES.map((status) => [status, STATUS_WORDS[status].label] as const);
const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

function load(params: Record<string, string>) {
  const { sort: _sort, search: _search, ...rest } = params;
  return getHoursPage(rest);
}

/** HR's Hours tab: a week's hours by status; approve or reject one, or approve the whole week's waiting hours in one step. */
export function HoursPanel() {
  const list = useListQuery(LIST_OPTIONS);
  const [week, setWeek] = useState(() => weekMonday(indiaDay(new Date())));
  const { data, loading, error, reload } = usePage(load, { ...list.params, status: list.query.status, week });
  const [rejecting, setRejecting] = useState<HoursEntryView | null>(null);
  const [confirmingWeek, setConfirmingWeek] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const entries = data?.items ?? [];
  const waiting = list.query.status === 'waiting';
  const total = data?.totalHours ?? entries.reduce((sum, entry) => sum + entry.hours, 0);

  async function approve(entry: HoursEntryView) {
    setBusy(entry.id);
    try {
      await approveHours(entry.id);
      toast.success(`${hoursText(entry.hours)} of ${entry.name} approved`);
      reload();
    } catch (failure) {
      toast.error((failure as { serverMessage?: string }).serverMessage ?? 'The hours could not be approved.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="hr-panel" aria-labelledby="hr-hours-title">
      <div className="hr-panel__head">
        <h2 id="hr-hours-title">Hours</h2>
        {data ? (
          <p>
            {waiting ? `${data.total} ${data.total === 1 ? 'entry' : 'entries'} waiting this week` : `${STATUS_WORDS[list.query.status as HoursStatus].label} this week: ${hoursText(total)}`}
          </p>
        ) : null}
      </div>
      <div className="wk-toolbar">
        <div className="hr-week" role="group" aria-label="Week">
          <Button size="sm" variant="ghost" onClick={() => setWeek(addDays(week, -7))}>
            ← Previous week
          </Button>
          <label className="hr-inline-field">
            Week of <input type="date" value={week} onChange={(event) => event.target.value && setWeek(weekMonday(event.target.value))} />
          </label>
          <Button size="sm" variant="ghost" onClick={() => setWeek(addDays(week, 7))}>
            Next week →
          </Button>
        </div>
        <ToolbarSelect label="Status" value={list.query.status} options={STATUS_CHOICES} onChange={(status) => list.setFilter('status', status)} />
        {waiting && data && data.total > 0 ? <Button onClick={() => setConfirmingWeek(true)}>Approve the week</Button> : null}
      </div>
      <p className="hr-muted">
        {formatDate(week)} to {formatDate(addDays(week, 6))}
      </p>
      {!data && loading ? <PageSpinner label="Loading hours" /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data && entries.length === 0 ? <EmptyState>{waiting ? 'No hours waiting for approval this week.' : `No ${STATUS_WORDS[list.query.status as HoursStatus].label.toLowerCase()} hours this week.`}</EmptyState> : null}
      {entries.length > 0 ? (
        <ul className="hr-cards" aria-label="Hours">
          {entries.map((entry) => (
            <li key={entry.id} className="hr-card" aria-label={`${entry.name}, ${formatDate(entry.day)}`}>
              <div className="hr-card__head">
                <p className="hr-card__title">
                  {entry.name} <span className="hr-muted">· {hoursText(entry.hours)}</span>
                </p>
                <StatusChip tone={STATUS_WORDS[entry.status].tone} label={STATUS_WORDS[entry.status].label} />
              </div>
              <p>
                {formatDate(entry.day)} · {entry.sessionTitle ? `at ${entry.sessionTitle}` : 'logged by the volunteer'}
              </p>
              {entry.note ? <p className="hr-card__text">{entry.note}</p> : null}
              {entry.rejectReason ? <p className="hr-card__reply">Reason: {entry.rejectReason}</p> : null}
              {entry.status === 'waiting' ? (
                <div className="hr-actions">
                  <Button size="sm" disabled={busy === entry.id} onClick={() => void approve(entry)}>
                    Approve
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setRejecting(entry)}>
                    Reject
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.total > 0 ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="entries" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} /> : null}
      {rejecting ? (
        <ReasonDialog
          title="Reject the hours"
          submitLabel="Reject"
          busyLabel="Rejecting..."
          missing="Please give the reason: the volunteer sees it."
          failureMessage="The hours could not be rejected."
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => rejectHours(rejecting.id, reason)}
          onDone={() => {
            toast.success('Hours rejected');
            setRejecting(null);
            reload();
          }}
        >
          <p className="hr-decision__subject">
            {rejecting.name}: {hoursText(rejecting.hours)} on {formatDate(rejecting.day)}
          </p>
        </ReasonDialog>
      ) : null}
      {confirmingWeek && data ? (
        <ApproveWeekDialog
          week={week}
          count={data.total}
          onClose={() => setConfirmingWeek(false)}
          onApproved={(approved) => {
            toast.success(`${approved} ${approved === 1 ? 'entry' : 'entries'} approved`);
            setConfirmingWeek(false);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

function ApproveWeekDialog({ week, count, onClose, onApproved }: { week: string; count: number; onClose: () => void; onApproved: (approved: number) => void }) {
  const { saving, failure, run } = useSave();
  async function confirm(event: FormEvent) {
    event.preventDefault();
    const result = await run(() => approveWeek(week), 'The week could not be approved.');
    if (result) onApproved(result.saved.approved);
  }
  const entries = `${count} ${count === 1 ? 'entry' : 'entries'}`;
  return (
    <FormDialog title="Approve the week?" size="sm" onClose={onClose} onSubmit={confirm} submitLabel={`Approve ${entries}`} busyLabel="Approving..." busy={saving} failure={failure} actionsClassName="hr-actions">
      <p>
        Every waiting entry of the week of {formatDate(week)} to {formatDate(addDays(week, 6))} is approved: {entries}. They count towards each person&apos;s certificate.
      </p>
    </FormDialog>
  );
}
