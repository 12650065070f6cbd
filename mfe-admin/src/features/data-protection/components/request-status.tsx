import type { DataRequestStatus } from '@society/contracts';

const STATUS_LABELS: Record<DataRequestStatus, string> = { unconfirmed: 'Unconfirmed', open: 'Open', done: 'Done', declined: 'Declined' };
/** The web kit's chip colours: waiting, served, refused (the word always shows, BRAND.md). */
const STATUS_CHIPS: Record<DataRequestStatus, string> = { unconfirmed: 'cancelled', open: 'pending', done: 'approved', declined: 'rejected' };

/** A data-rights request's state as a labelled chip. */
export function RequestStatus({ status }: { status: DataRequestStatus }) {
  return <span className={`wk-chip wk-chip--${STATUS_CHIPS[status]}`}>{STATUS_LABELS[status]}</span>;
}
