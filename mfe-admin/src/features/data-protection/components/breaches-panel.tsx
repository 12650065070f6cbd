import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BREACH_DATA_KIND_LABELS, type BreachRecord, type BreachSummary } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDateTime } from '../../../utils/format';
import { useBreaches } from '../api/get-breaches';
import { BreachDetail } from './breach-detail';
import { BreachFormDialog } from './breach-form-dialog';
import { BreachStateChip, DeadlineChip, useMinuteClock } from './breach-chips';
import './breaches.css';

/** The address parameter naming the incident on screen. */
const BREACH_PARAM = 'breach';
/** The detail's list parameters: left behind they would page the next incident's list. */
const DETAIL_PARAMS = [BREACH_PARAM, 'page', 'pageSize', 'search'];

function BreachList({ breaches, onOpen }: { breaches: BreachSummary[]; onOpen: (id: string) => void }) {
  const now = useMinuteClock();
  if (breaches.length === 0) return <p className="wk-empty">No breaches recorded. Record one as soon as the society becomes aware of it: the Board&apos;s report is due within 72 hours.</p>;
  return (
    <div className="wk-table-wrap">
      <table className="wk-table adm-dp__stack" aria-label="Recorded breaches">
        <thead>
          <tr>
            <th scope="col">Incident</th>
            <th scope="col">Found</th>
            <th scope="col">Whose data</th>
            <th scope="col">Step</th>
            <th scope="col">Board report</th>
          </tr>
        </thead>
        <tbody>
          {breaches.map((breach) => (
            <tr key={breach._id}>
              <td data-label="Incident" className="wk-table__strong">
                <button type="button" className="adm-row-open" onClick={() => onOpen(breach._id)}>
                  {breach.title}
                </button>
              </td>
              <td data-label="Found" className="wk-table__nowrap">{formatDateTime(breach.discoveredAt)}</td>
              <td data-label="Whose data">{breach.kinds.map((kind) => BREACH_DATA_KIND_LABELS[kind]).join('; ')}</td>
              <td data-label="Step">
                <BreachStateChip state={breach.state} />
              </td>
              <td data-label="Board report">
                <DeadlineChip facts={breach} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The breach register (DPDP Rules 2025, rule 7): the incidents, and one of them when the address names it. */
export function BreachesPanel() {
  const { state, reload } = useBreaches();
  const [params, setParams] = useSearchParams();
  const [recording, setRecording] = useState(false);
  const openId = params.get(BREACH_PARAM);

  const show = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of DETAIL_PARAMS) next.delete(name);
      if (id) next.set(BREACH_PARAM, id);
      return next;
    });
  const recorded = (breach: BreachRecord) => {
    setRecording(false);
    reload();
    show(breach._id);
  };

  return (
    <section className="adm-dp__section" aria-labelledby="breaches-heading">
      <div className="adm-breach__bar">
        <h3 id="breaches-heading">Breaches</h3>
        {openId ? null : <Button onClick={() => setRecording(true)}>Record a Breach</Button>}
      </div>
      {openId ? (
        <BreachDetail id={openId} onBack={() => show(null)} onChanged={reload} />
      ) : (
        <>
          {state.status === 'loading' ? <PageSpinner label="Loading the breach register" /> : null}
          {state.status === 'failed' ? <ErrorView message={serverMessageOr(state.error, 'The breach register could not be loaded.')} onRetry={reload} /> : null}
          {state.status === 'loaded' ? <BreachList breaches={state.data} onOpen={show} /> : null}
        </>
      )}
      {recording ? <BreachFormDialog onClose={() => setRecording(false)} onSaved={recorded} /> : null}
    </section>
  );
}
