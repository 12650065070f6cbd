import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_KINDS,
  AUDIT_KIND_LABELS,
  AUDIT_PAGING,
  AUDIT_SYSTEM_ACTOR,
  type AuditEntry,
  type AuditFilters,
  type AuditKind,
  type AuditValue,
} from '@society/contracts';
import { Button, ErrorView, PageSpinner, saveFile } from '@society/web-kit';
import { toast, useLoad } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDateTime } from '../../../utils/format';
import { getActivity } from '../api/get-activity';
import { getActivityCsv } from '../api/get-activity-csv';
import './activity.css';

const FILTER_KEYS = ['person', 'kind', 'from', 'to'] as const;

const isKind = (value: string | null): value is AuditKind => (AUDIT_KINDS as ReadonlyArray<string | null>).includes(value);

/** The filters and page kept in the address (?person=&kind=&from=&to=&page=), so a reload or a shared link keeps them. */
function readSearch(params: URLSearchParams): AuditFilters & { page: number } {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    person: params.get('person') ?? '',
    kind: isKind(kind) ? kind : undefined,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const shown = (value: AuditValue) => (value === null ? 'none' : String(value));

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="adm-activity__none">-</span>;
  return (
    <ul className="adm-activity__changes">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className="adm-activity__field">{change.field}</span>: <span className="adm-activity__before">{shown(change.before)}</span>
          {' → '}
          <span>{shown(change.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The Activity tab: who changed what, when and from where, newest first, with filters and a CSV export. */
export function ActivityPanel() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const { person, kind, from, to, page } = search;
  const [draft, setDraft] = useState<AuditFilters>({ person, kind, from, to });
  const [exporting, setExporting] = useState(false);

  const fetchPage = useCallback(
    () => getActivity({ person, kind, from, to, page, pageSize: AUDIT_PAGING.defaultPageSize }),
    [person, kind, from, to, page],
  );
  const { state, reload } = useLoad(fetchPage);

  function show(filters: AuditFilters, nextPage = 1) {
    const next = new URLSearchParams({ tab: 'activity' });
    for (const key of FILTER_KEYS) if (filters[key]) next.set(key, String(filters[key]));
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    show({ ...draft, person: draft.person?.trim() });
  }

  function onClear() {
    setDraft({ person: '', kind: undefined, from: '', to: '' });
    show({});
  }

  async function onExport() {
    setExporting(true);
    try {
      saveFile(await getActivityCsv({ person, kind, from, to }));
    } catch (error) {
      toast.error(serverMessageOr(error, ADMIN_MESSAGES.downloadFailed));
    } finally {
      setExporting(false);
    }
  }

  const pages = state.status === 'loaded' ? Math.max(1, Math.ceil(state.data.total / state.data.pageSize)) : 1;

  return (
    <section className="adm-panel" aria-labelledby="activity-heading">
      <div className="adm-panel__head">
        <h2 id="activity-heading">Activity</h2>
        <Button variant="secondary" size="sm" disabled={exporting} onClick={() => void onExport()}>
          {exporting ? 'Preparing...' : 'Download CSV'}
        </Button>
      </div>
      <p className="adm-activity__intro">Every change staff make and every login, newest first. Entries cannot be edited or deleted.</p>

      <form className="adm-activity__filters adm-well" role="search" aria-label="Filter the activity" onSubmit={onSubmit}>
        <div className="adm-activity__filter">
          <label htmlFor={`${id}-person`}>Person</label>
          <input
            id={`${id}-person`}
            type="search"
            placeholder="Email or part of it"
            value={draft.person ?? ''}
            onChange={(event) => setDraft({ ...draft, person: event.target.value })}
          />
        </div>
        <div className="adm-activity__filter">
          <label htmlFor={`${id}-kind`}>Record</label>
          <select id={`${id}-kind`} value={draft.kind ?? ''} onChange={(event) => setDraft({ ...draft, kind: isKind(event.target.value) ? event.target.value : undefined })}>
            <option value="">All records</option>
            {AUDIT_KINDS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-activity__filter">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={draft.from ?? ''} max={draft.to || undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </div>
        <div className="adm-activity__filter">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={draft.to ?? ''} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </div>
        <div className="adm-activity__actions">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
          <Button variant="secondary" size="sm" onClick={onClear}>
            Clear
          </Button>
        </div>
      </form>

      {state.status === 'loading' ? <PageSpinner label="Loading the activity" /> : null}
      {state.status === 'failed' ? <ErrorView message={serverMessageOr(state.error, ADMIN_MESSAGES.activityLoadFailed)} onRetry={reload} /> : null}
      {state.status === 'loaded' && state.data.items.length === 0 ? <p className="wk-empty">No activity matches these filters.</p> : null}
      {state.status === 'loaded' && state.data.items.length > 0 ? (
        <>
          <div className="wk-table-wrap">
            <table className="wk-table adm-activity__table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Person</th>
                  <th scope="col">Record</th>
                  <th scope="col">Action</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((entry) => (
                  <tr key={entry._id}>
                    <td data-label="When" className="wk-table__nowrap">{formatDateTime(entry.at)}</td>
                    <td data-label="Person" className="wk-table__wrap">
                      <span className="wk-table__strong">{entry.actorEmail}</span>
                      <span className="adm-activity__sub">
                        {entry.actorRole ?? (entry.actorEmail === AUDIT_SYSTEM_ACTOR.email ? 'automatic' : 'not signed in')} · {entry.address}
                      </span>
                    </td>
                    <td data-label="Record" className="wk-table__wrap">
                      <span className="wk-table__strong">{AUDIT_KIND_LABELS[entry.kind] ?? entry.kind}</span>
                      {entry.recordLabel ? <span className="adm-activity__sub">{entry.recordLabel}</span> : null}
                    </td>
                    <td data-label="Action" className="wk-table__nowrap">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td data-label="Changes" className="adm-activity__changes-cell">
                      <Changes entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="adm-activity__pager" aria-label="Activity pages">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => show(search, page - 1)}>
              Previous
            </Button>
            <p className="wk-toolbar__count">
              Page {page} of {pages} · {state.data.total} {state.data.total === 1 ? 'entry' : 'entries'}
            </p>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => show(search, page + 1)}>
              Next
            </Button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
