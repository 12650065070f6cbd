import { useState } from 'react';
import type { ExitRequest, RequestDecision } from '@society/contracts';
import { ErrorView, PageSpinner, toast } from '@society/web-kit';
import { DecisionDialog } from '../../../components/decision-dialog';
import { RequestCard } from '../../../components/request-card';
import { useList } from '../../../hooks/use-list';
import { formatDate } from '../../../utils/format';
import { decideExitRequest, getExitRequests } from '../api/exit-requests';

/** HR's Exits tab: notices of leaving, pending first. Approving ends the engagement (inactive, date of leaving). */
export function ExitsPanel({ onDecided }: { onDecided: () => void }) {
  const { state, reload } = useList(getExitRequests);
  const [deciding, setDeciding] = useState<{ request: ExitRequest; decision: RequestDecision } | null>(null);

  return (
    <section className="hr-panel" aria-labelledby="hr-exits-title">
      <div className="hr-panel__head">
        <h2 id="hr-exits-title">Exit requests</h2>
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading exit requests" /> : null}
      {state.status === 'failed' ? <ErrorView message="Exit requests could not be loaded." onRetry={reload} /> : null}
      {state.status === 'ready' && state.items.length === 0 ? <p className="wk-empty">No exit requests yet.</p> : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <ul className="hr-cards">
          {state.items.map((request) => (
            <RequestCard
              key={request._id}
              request={request}
              what={
                <>
                  <strong>Last working day</strong>: {formatDate(request.lastWorkingDay)}
                </>
              }
              onDecide={(decision) => setDeciding({ request, decision })}
            />
          ))}
        </ul>
      ) : null}
      {deciding ? (
        <DecisionDialog
          decision={deciding.decision}
          subject={`${deciding.request.person?.name ?? 'Unknown person'}: last working day ${formatDate(deciding.request.lastWorkingDay)}`}
          approveNote="Approving marks the person inactive with this date of leaving, and closes their portal account."
          onClose={() => setDeciding(null)}
          onDecide={async (reply) => {
            await decideExitRequest(deciding.request._id, { decision: deciding.decision, reply });
            toast.success(deciding.decision === 'approved' ? 'Exit approved' : 'Exit rejected');
            reload();
            onDecided();
          }}
        />
      ) : null}
    </section>
  );
}
