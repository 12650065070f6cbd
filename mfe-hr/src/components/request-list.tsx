import { useState, type ReactNode } from 'react';
import {
  MESSAGES,
  REQUEST_SORT_DEFAULT,
  REQUEST_SORTS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type DecisionRequest,
  type Page,
  type RequestCounts,
  type RequestDecision,
  type RequestSort,
} from '@society/contracts';
import { EmptyState, ErrorView, PageSpinner } from '@society/web-kit';
import { Pager, SearchBox, toast, ToolbarSelect, useListQuery, usePage, type ListQueryOptions } from '@society/web-kit/staff';
import { DecisionDialog } from './decision-dialog';
import { RequestCard, type RequestCardProps } from './request-card';

type HrRequest = RequestCardProps['request'] & { _id: string };

const LIST_OPTIONS: ListQueryOptions<'status'> = {
  sorts: REQUEST_SORTS,
  defaultSort: REQUEST_SORT_DEFAULT,
  filters: { status: { choices: ['', ...REQUEST_STATUSES], fallback: '' } },
};
// '' is every request, the pending ones first (no status parameter).
const STATUS_CHOICES = [['', 'All, waiting first'] as const, ...REQUEST_STATUSES.map((status) => [status, REQUEST_STATUS_LABELS[status]] as const)];
const SORT_CHOICES: ReadonlyArray<readonly [RequestSort, string]> = [
  ['-createdAt', 'Newest first'],
  ['createdAt', 'Oldest first'],
];

export interface RequestListProps<R extends HrRequest> {
  /** The tab's heading, and the plural its counts and empty states name ('leave requests'). */
  title: string;
  noun: string;
  load: (params: Record<string, string>) => Promise<Page<R> & { counts: RequestCounts }>;
  decide: (id: string, body: DecisionRequest) => Promise<unknown>;
  /** What is asked, on the card; and the request in a sentence, in the decision dialog. */
  what: (request: R) => ReactNode;
  subject: (request: R) => string;
  decided: Record<RequestDecision, string>;
  approveNote?: string;
  onDecided?: () => void;
}

/**
 * HR's Leave and Exits tabs: a page of requests from the server (pending first unless a status is chosen;
 * search, status, sort and page kept in the address), how many wait, and the decision dialog.
 */
export function RequestList<R extends HrRequest>({ title, noun, load, decide, what, subject, decided, approveNote, onDecided }: RequestListProps<R>) {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload } = usePage(load, list.params);
  const [deciding, setDeciding] = useState<{ request: R; decision: RequestDecision } | null>(null);
  const requests = data?.items ?? [];
  const titleId = `hr-${noun.replace(/\W+/g, '-')}-title`;
  const narrowed = list.query.search !== '' || list.query.status !== '';

  return (
    <section className="hr-panel" aria-labelledby={titleId}>
      <div className="hr-panel__head">
        <h2 id={titleId}>{title}</h2>
        {data ? <p>{data.counts.pending === 0 ? 'Nothing waiting.' : `${data.counts.pending} waiting for a decision.`}</p> : null}
      </div>
      <div className="wk-toolbar">
        <SearchBox label="Search" placeholder="Name, email or phone" value={list.query.search} onSearch={list.setSearch} />
        <ToolbarSelect label="Status" value={list.query.status} options={STATUS_CHOICES} onChange={(status) => list.setFilter('status', status)} />
        <ToolbarSelect label="Sort" value={list.query.sort as RequestSort} options={SORT_CHOICES} onChange={list.setSort} />
      </div>
      {!data && loading ? <PageSpinner label={`Loading ${noun}`} /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data && requests.length === 0 ? (
        <EmptyState>{data.total > 0 ? `No ${noun} on this page.` : narrowed ? `No ${noun} match this search or status.` : `No ${noun} yet.`}</EmptyState>
      ) : null}
      {requests.length > 0 ? (
        <ul className="hr-cards">
          {requests.map((request) => (
            <RequestCard key={request._id} request={request} what={what(request)} onDecide={(decision) => setDeciding({ request, decision })} />
          ))}
        </ul>
      ) : null}
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun={noun} busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
      ) : null}
      {deciding ? (
        <DecisionDialog
          decision={deciding.decision}
          subject={subject(deciding.request)}
          approveNote={approveNote}
          onClose={() => setDeciding(null)}
          onDecide={async (reply) => {
            await decide(deciding.request._id, { decision: deciding.decision, reply });
            toast.success(decided[deciding.decision]);
            reload();
            onDecided?.();
          }}
        />
      ) : null}
    </section>
  );
}
