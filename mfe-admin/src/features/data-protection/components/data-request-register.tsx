import { useState } from 'react';
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_REGISTER_STATUSES, type DataRequestItem } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Pager, SearchBox, useListQuery, usePage } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import { getDataRequestPage, REGISTER_ALL } from '../api/data-requests';
import { DataRequestDialog } from './data-request-dialog';
import { RequestStatus } from './request-status';
import './data-protection.css';

const LIST_OPTIONS = {
  sorts: ['dueAt'],
  defaultSort: 'dueAt',
  filters: { status: { choices: [...DATA_REQUEST_REGISTER_STATUSES, REGISTER_ALL], fallback: 'open' } },
};

/**
 * The register of data-rights requests: those confirmed by their email link, soonest due first, a page at a
 * time, with the due date the published response period sets; an open request past it is marked Overdue.
 */
export function DataRequestRegister() {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload } = usePage(getDataRequestPage, list.params);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="adm-dp__section" aria-labelledby="data-requests-title">
      <h3 id="data-requests-title">Data-rights requests</h3>
      <p className="adm-dp__note">
        Requests from the public “Your data” page, once the person confirmed them through the link we emailed.
        {data ? ` Each is due ${data.responseDays} days after it was confirmed (DATA_REQUEST_RESPONSE_DAYS).` : ''}
      </p>
      {data && data.overdue > 0 ? (
        <p className="adm-dp__overdue-note" role="status">
          {data.overdue} {data.overdue === 1 ? 'request is' : 'requests are'} past due. Answer {data.overdue === 1 ? 'it' : 'them'} first.
        </p>
      ) : null}
      <div className="wk-toolbar">
        <SearchBox label="Search requests" placeholder="Name or email" value={list.query.search} onSearch={list.setSearch} />
        <label className="adm-dp__filter">
          Show{' '}
          <select value={list.query.status} onChange={(event) => list.setFilter('status', event.target.value)}>
            <option value="open">Open</option>
            <option value="done">Done</option>
            <option value="declined">Declined</option>
            <option value={REGISTER_ALL}>All</option>
          </select>
        </label>
      </div>
      {!data && loading ? <PageSpinner label="Loading data-rights requests" /> : null}
      {error ? <ErrorView message="Failed to fetch the data-rights requests" onRetry={reload} /> : null}
      {data && data.total === 0 ? <p className="wk-empty">No requests here.</p> : null}
      {data && data.items.length > 0 ? (
        <div className="wk-table-wrap">
          <table className="wk-table adm-dp__stack">
            <caption className="wk-visually-hidden">Data-rights requests, soonest due first</caption>
            <thead>
              <tr>
                <th scope="col">Due</th>
                <th scope="col">Request</th>
                <th scope="col">Person</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="wk-visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item: DataRequestItem) => (
                <tr key={item._id} className={item.overdue ? 'adm-dp__row--overdue' : undefined}>
                  <td data-label="Due" className="wk-table__nowrap">
                    {formatDate(item.dueAt)}
                    {item.overdue ? <span className="adm-dp__overdue"> Overdue</span> : null}
                  </td>
                  <td data-label="Request">
                    {DATA_REQUEST_KIND_LABELS[item.kind]}
                    <span className="adm-dp__sub">received {formatDate(item.receivedAt)}</span>
                  </td>
                  <td data-label="Person" className="wk-table__wrap">
                    {item.name}
                    <span className="adm-dp__sub">{item.email}</span>
                  </td>
                  <td data-label="Status">
                    <RequestStatus status={item.status} />
                  </td>
                  <td>
                    <Button variant="secondary" size="sm" onClick={() => setOpen(item._id)}>
                      {item.status === 'open' ? 'Answer' : 'View'}
                      <span className="wk-visually-hidden"> the request of {item.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="requests" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
      ) : null}
      {open ? (
        <DataRequestDialog
          id={open}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
