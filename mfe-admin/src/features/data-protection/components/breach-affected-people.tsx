import { useCallback } from 'react';
import { BREACH_DATA_KIND_LABELS, type BreachAffectedPerson, type BreachNoticeStatus, type BreachRecord } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import { Pager, SearchBox, useListQuery, usePage } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDate } from '../../../utils/format';
import { getBreachAffected } from '../api/get-breach-affected';

const NOTICE_WORDS: Record<BreachNoticeStatus, string> = { 'not-sent': 'Not sent', queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const LIST_OPTIONS = { sorts: ['recorded'], defaultSort: 'recorded' };

/** The people the incident touched, a page at a time, with their notice's state. */
export function AffectedPeople({ breach }: { breach: BreachRecord }) {
  const list = useListQuery(LIST_OPTIONS);
  const fetcher = useCallback((params: Record<string, string>) => getBreachAffected(breach._id, params), [breach._id]);
  const { data, loading, error, reload } = usePage(fetcher, list.params);
  const rows: BreachAffectedPerson[] = data?.items ?? [];
  return (
    <section className="adm-breach__section" aria-labelledby="breach-people-heading">
      <h4 id="breach-people-heading">People affected</h4>
      <ul className="adm-dp__items adm-breach__counts">
        {breach.affected.map((kind) => (
          <li key={kind.kind}>
            <span>{BREACH_DATA_KIND_LABELS[kind.kind]}</span>
            <span>
              {kind.records} {kind.records === 1 ? 'record' : 'records'}
              {kind.kind === 'students' ? '' : `, ${kind.emails} ${kind.emails === 1 ? 'address' : 'addresses'}`}
            </span>
          </li>
        ))}
      </ul>
      {breach.kinds.includes('students') ? (
        <p className="adm-dp__note">Children are informed through their parents or guardians. Aadhaar numbers are never shown here.</p>
      ) : null}
      <div className="wk-toolbar">
        <SearchBox label="Search" placeholder="Name, email or phone" value={list.query.search} onSearch={list.setSearch} />
      </div>
      {error ? <ErrorView message={serverMessageOr(error, 'The people affected could not be loaded.')} onRetry={reload} /> : null}
      {!data && loading ? <PageSpinner label="Loading the people affected" /> : null}
      {data && rows.length === 0 ? <p className="wk-empty">{list.query.search ? 'No one matches this search.' : 'No records of these kinds in this range.'}</p> : null}
      {rows.length > 0 ? (
        <div className="wk-table-wrap">
          <table className="wk-table adm-dp__stack">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Data</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Parent or guardian</th>
                <th scope="col">Recorded</th>
                <th scope="col">Notice</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((person) => (
                <tr key={`${person.kind}-${person.recordId}`}>
                  <td data-label="Name" className="wk-table__strong">{person.name || '(no name on record)'}</td>
                  <td data-label="Data">{BREACH_DATA_KIND_LABELS[person.kind]}</td>
                  <td data-label="Email" className="adm-breach__wrap">{person.email || '-'}</td>
                  <td data-label="Phone" className="wk-table__nowrap">{person.phone || '-'}</td>
                  <td data-label="Parent or guardian">{person.guardian || '-'}</td>
                  <td data-label="Recorded" className="wk-table__nowrap">{formatDate(person.recordedAt)}</td>
                  <td data-label="Notice">{person.email ? NOTICE_WORDS[person.notice] : 'By phone or in person'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="records" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} /> : null}
    </section>
  );
}
