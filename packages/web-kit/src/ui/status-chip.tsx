import { REQUEST_STATUS_LABELS, type CertificateStatus, type RequestStatus } from '@society/contracts';

const LABELS: Record<RequestStatus | CertificateStatus, string> = { ...REQUEST_STATUS_LABELS, valid: 'Valid', revoked: 'Revoked' };

/** A request's or certificate's state as a labelled chip: always its word, the colour only repeats it (BRAND.md). */
export function StatusChip({ status }: { status: RequestStatus | CertificateStatus }) {
  return <span className={`wk-chip wk-chip--${status}`}>{LABELS[status]}</span>;
}
