import type { ReactNode } from 'react';
import type { PersonSummary, RequestDecision, RequestStatus } from '@society/contracts';
import { Button } from '@society/web-kit';
import { StatusChip } from '@society/web-kit/staff';
import { formatDate } from '../utils/format';

export interface RequestCardProps {
  request: { person?: PersonSummary; status: RequestStatus; reason: string; hrReply: string; createdAt: string; decidedAt: string | null };
  /** What is asked: the leave's type and days, or the last working day. */
  what: ReactNode;
  onDecide: (decision: RequestDecision) => void;
}

/** One leave or exit request on HR's tabs: who, what, why, HR's reply; Approve and Reject while pending. */
export function RequestCard({ request, what, onDecide }: RequestCardProps) {
  return (
    <li className="hr-card">
      <div className="hr-card__head">
        <p className="hr-card__title">
          {request.person?.name ?? 'Unknown person'} <span className="hr-muted">({request.person?.type ?? '-'})</span>
        </p>
        <StatusChip status={request.status} />
      </div>
      <p>{what}</p>
      <p className="hr-card__text">{request.reason}</p>
      {request.hrReply ? <p className="hr-card__reply">Reply: {request.hrReply}</p> : null}
      <p className="hr-muted">
        Sent on {formatDate(request.createdAt)}
        {request.decidedAt ? ` · decided on ${formatDate(request.decidedAt)}` : ''}
      </p>
      {request.status === 'pending' ? (
        <div className="hr-actions">
          <Button size="sm" onClick={() => onDecide('approved')}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide('rejected')}>
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}
