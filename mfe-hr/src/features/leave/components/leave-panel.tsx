import { LEAVE_TYPE_LABELS, type LeaveRequest } from '@society/contracts';
import { RequestList } from '../../../components/request-list';
import { formatDate } from '../../../utils/format';
import { decideLeaveRequest, getLeaveRequestPage } from '../api/leave-requests';

const period = (request: LeaveRequest) => (request.from === request.to ? formatDate(request.from) : `${formatDate(request.from)} to ${formatDate(request.to)}`);

/** HR's Leave tab: volunteers' and interns' leave requests, pending first; approve or reject with a reply. */
export function LeavePanel() {
  return (
    <RequestList<LeaveRequest>
      title="Leave requests"
      noun="leave requests"
      load={getLeaveRequestPage}
      decide={decideLeaveRequest}
      what={(request) => (
        <>
          <strong>{LEAVE_TYPE_LABELS[request.type]}</strong>: {period(request)}
        </>
      )}
      subject={(request) => `${request.person?.name ?? 'Unknown person'}: ${LEAVE_TYPE_LABELS[request.type].toLowerCase()} leave, ${period(request)}`}
      decided={{ approved: 'Leave approved', rejected: 'Leave rejected' }}
    />
  );
}
