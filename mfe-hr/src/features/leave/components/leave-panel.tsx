import { useState } from 'react';
import { LEAVE_TYPE_LABELS, type LeaveRequest, type RequestDecision } from '@society/contracts';
import { ErrorView, PageSpinner, toast } from '@society/web-kit';
import { DecisionDialog } from '../../../components/decision-dialog';
import { RequestCard } from '../../../components/request-card';
import { useList } from '../../../hooks/use-list';
import { formatDate } from '../../../utils/format';
import { decideLeaveRequest, getLeaveRequests } from '../api/leave-requests';

const period = (request: LeaveRequest) => (request.from === request.to ? formatDate(request.from) : `${formatDate(request.from)} to ${formatDate(request.to)}`);

/** HR's Leave tab: volunteers' and interns' leave requests, pending first; approve or reject with a reply. */
export function LeavePanel() {
  const { state, reload } = useList(getLeaveRequests);
  const [deciding, setDeciding] = useState<{ request: LeaveRequest; decision: RequestDecision } | null>(null);
  const pending = state.status === 'ready' ? state.items.filter((request) => request.status === 'pending').length : 0;

  return (
    <section className="hr-panel" aria-labelledby="hr-leave-title">
      <div className="hr-panel__head">
        <h2 id="hr-leave-title">Leave requests</h2>
        {state.status === 'ready' ? <p>{pending === 0 ? 'Nothing waiting.' : `${pending} waiting for a decision.`}</p> : null}
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading leave requests" /> : null}
      {state.status === 'failed' ? <ErrorView message="Leave requests could not be loaded." onRetry={reload} /> : null}
      {state.status === 'ready' && state.items.length === 0 ? <p className="wk-empty">No leave requests yet.</p> : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <ul className="hr-cards">
          {state.items.map((request) => (
            <RequestCard
              key={request._id}
              request={request}
              what={
                <>
                  <strong>{LEAVE_TYPE_LABELS[request.type]}</strong>: {period(request)}
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
          subject={`${deciding.request.person?.name ?? 'Unknown person'}: ${LEAVE_TYPE_LABELS[deciding.request.type].toLowerCase()} leave, ${period(deciding.request)}`}
          onClose={() => setDeciding(null)}
          onDecide={async (reply) => {
            await decideLeaveRequest(deciding.request._id, { decision: deciding.decision, reply });
            toast.success(deciding.decision === 'approved' ? 'Leave approved' : 'Leave rejected');
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
