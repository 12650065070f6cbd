import type { ExitRequest } from '@society/contracts';
import { RequestList } from '../../../components/request-list';
import { formatDate } from '../../../utils/format';
import { decideExitRequest, getExitRequestPage } from '../api/exit-requests';

/** HR's Exits tab: notices of leaving, pending first. Approving ends the engagement (inactive, date of leaving). */
export function ExitsPanel({ onDecided }: { onDecided: () => void }) {
  return (
    <RequestList<ExitRequest>
      title="Exit requests"
      noun="exit requests"
      load={getExitRequestPage}
      decide={decideExitRequest}
      what={(request) => (
        <>
          <strong>Last working day</strong>: {formatDate(request.lastWorkingDay)}
        </>
      )}
      subject={(request) => `${request.person?.name ?? 'Unknown person'}: last working day ${formatDate(request.lastWorkingDay)}`}
      decided={{ approved: 'Exit approved', rejected: 'Exit rejected' }}
      approveNote="Approving marks the person inactive with this date of leaving, and closes their portal account."
      onDecided={onDecided}
    />
  );
}
