import { REQUEST_STATUS_LABELS, type CertificateStatus, type RequestStatus } from '@society/contracts';

const LABELS: Record<RequestStatus | CertificateStatus, string> = { ...REQUEST_STATUS_LABELS, valid: 'Valid', revoked: 'Revoked' };

/** The colours a chip may take for states of its own (a breach's step, a deadline): each means what a request's does. */
export type ChipTone = 'warning' | 'success' | 'danger' | 'neutral';

export type StatusChipProps = { status: RequestStatus | CertificateStatus } | { tone: ChipTone; label: string };

/** A state as a labelled chip: always its word, the colour only repeats it (BRAND.md). */
export function StatusChip(props: StatusChipProps) {
  if ('tone' in props) return <span className={`wk-chip wk-chip--${props.tone}`}>{props.label}</span>;
  return <span className={`wk-chip wk-chip--${props.status}`}>{LABELS[props.status]}</span>;
}
