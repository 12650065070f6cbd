import { useState } from 'react';
import { indiaDay, MESSAGES, type SessionView } from '@society/contracts';
import { Button, EmptyState, ErrorView, PageSpinner } from '@society/web-kit';
import { Pager, StatusChip, toast, useListQuery, usePage, type ListQueryOptions } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import { getSessionPage, SKILL_LABELS } from '../api/sessions';
import { PublishSessionDialog } from './publish-session-dialog';
import { CancelSessionDialog, SessionDetailDialog } from './session-dialogs';

const LIST_OPTIONS: ListQueryOptions<never> = { sorts: [''], defaultSort: '' };

/** The sessions of a page, by day in the order the API gives them (soonest first). */
function byDay(sessions: SessionView[]): Array<[string, SessionView[]]> {
  const days = new Map<string, SessionView[]>();
  for (const session of sessions) days.set(session.day, [...(days.get(session.day) ?? []), session]);
  return [...days];
}

function load(params: Record<string, string>) {
  const { sort: _sort, search: _search, ...rest } = params;
  return getSessionPage(rest);
}

/** HR's Sessions tab: upcoming sessions by day; publish one or a weekly one, see the sign-ups, assign a person, cancel a date. */
export function SessionsPanel() {
  const list = useListQuery(LIST_OPTIONS);
  const [from, setFrom] = useState(() => indiaDay(new Date()));
  const { data, loading, error, reload } = usePage(load, { ...list.params, from });
  const [publishing, setPublishing] = useState(false);
  const [open, setOpen] = useState<SessionView | null>(null);
  const [cancelling, setCancelling] = useState<SessionView | null>(null);
  const sessions = data?.items ?? [];

  return (
    <section className="hr-panel" aria-labelledby="hr-sessions-title">
      <div className="hr-panel__head">
        <h2 id="hr-sessions-title">Sessions</h2>
        <Button onClick={() => setPublishing(true)}>Publish a session</Button>
      </div>
      <div className="wk-toolbar">
        <label className="hr-inline-field">
          From <input type="date" value={from} onChange={(event) => event.target.value && setFrom(event.target.value)} />
        </label>
      </div>
      {!data && loading ? <PageSpinner label="Loading sessions" /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data && sessions.length === 0 ? <EmptyState>No sessions from {formatDate(from)}. Publish one for volunteers to sign up.</EmptyState> : null}
      {byDay(sessions).map(([day, ofDay]) => (
        <section key={day} className="hr-day" aria-label={formatDate(day)}>
          <h3 className="hr-subhead">{formatDate(day)}</h3>
          <ul className="hr-cards">
            {ofDay.map((session) => (
              <li key={session.id} className="hr-card" aria-label={`${session.title}, ${formatDate(session.day)}`}>
                <div className="hr-card__head">
                  <p className="hr-card__title">
                    {session.title} <span className="hr-muted">· {session.start}–{session.end}</span>
                  </p>
                  {session.status === 'cancelled' ? <StatusChip tone="neutral" label="Cancelled" /> : session.withChildren ? <StatusChip tone="warning" label="With children" /> : null}
                </div>
                <p>
                  {session.place}
                  {` · ${SKILL_LABELS[session.skill]}`}
                </p>
                <p className="hr-muted">
                  {session.signedUp} of {session.volunteersWanted} volunteers signed up
                  {session.waiting ? ` · ${session.waiting} waiting` : ''}
                  {session.status === 'cancelled' && session.cancelReason ? ` · cancelled: ${session.cancelReason}` : ''}
                </p>
                <div className="hr-actions">
                  <Button size="sm" variant="secondary" onClick={() => setOpen(session)}>
                    Sign-ups
                  </Button>
                  {session.status !== 'cancelled' ? (
                    <Button size="sm" variant="ghost" onClick={() => setCancelling(session)}>
                      Cancel this date
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data && data.total > 0 ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="sessions" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} /> : null}
      {publishing ? (
        <PublishSessionDialog
          onClose={() => setPublishing(false)}
          onPublished={(published) => {
            toast.success(published.length === 1 ? `${published[0].title} published` : `${published.length} weekly sessions published`);
            setPublishing(false);
            reload();
          }}
        />
      ) : null}
      {open ? <SessionDetailDialog session={open} onClose={() => setOpen(null)} onChanged={reload} /> : null}
      {cancelling ? (
        <CancelSessionDialog
          session={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            toast.success(`${cancelling.title} on ${formatDate(cancelling.day)} cancelled; those signed up are mailed`);
            setCancelling(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
