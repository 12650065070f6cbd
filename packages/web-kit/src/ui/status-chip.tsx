import { webkitText, type CertificateStatus, type RequestStatus, type WEBKIT_UI_EN } from '@society/contracts';
import { useText } from '@society/web-kit';

// A state's word in the page's language (the volunteer sees theirs in Hindi); the English is REQUEST_STATUS_LABELS'.
const LABEL_KEYS: Record<RequestStatus | CertificateStatus, keyof typeof WEBKIT_UI_EN> = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  cancelled: 'statusCancelled',
  valid: 'statusValid',
  revoked: 'statusRevoked',
};

/** The colours a chip may take for states of its own (a breach's step, a deadline): each means what a request's does. */
export type ChipTone = 'warning' | 'success' | 'danger' | 'neutral';

export type StatusChipProps = { status: RequestStatus | CertificateStatus } | { tone: ChipTone; label: string };

/** A state as a labelled chip: always its word, the colour only repeats it (BRAND.md). */
export function StatusChip(props: StatusChipProps) {
  const t = useText(webkitText);
  if ('tone' in props) return <span className={`wk-chip wk-chip--${props.tone}`}>{props.label}</span>;
  return <span className={`wk-chip wk-chip--${props.status}`}>{t(LABEL_KEYS[props.status])}</span>;
}
