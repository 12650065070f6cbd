import { REQUEST_STATUS_LABELS, type CertificateStatus, type RequestStatus } from '@society/contracts';

const LABELS: Record<RequestStatus | CertificateStatus, string> = { ...REQUEST_STATUS_LABELS, valid: 'Valid', revoked: 'Revoked' };

/** A request's or certificate's state as a labelled chip (the colour only repeats the word). */
export function RequestStatusChip({ status }: { status: RequestStatus | CertificateStatus }) {
  return <span className={`hr-chip hr-chip--${status}`}>{LABELS[status]}</span>;
}
