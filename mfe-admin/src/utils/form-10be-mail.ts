import type { Form10beMailState } from '@society/contracts';
import type { ChipTone } from '@society/web-kit/staff';

/** A Form 10BE certificate's mailing, as the 10BE tab's chip and the donor history's line name it. */
export const FORM_10BE_MAIL: Record<Form10beMailState, { tone: ChipTone; label: string }> = {
  'not-sent': { tone: 'neutral', label: 'Not mailed yet' },
  pending: { tone: 'warning', label: 'Mail queued' },
  sent: { tone: 'success', label: 'Mailed' },
  failed: { tone: 'danger', label: 'Mail failed' },
  cancelled: { tone: 'neutral', label: 'Mail cancelled' },
  unknown: { tone: 'neutral', label: 'Mailed (no copy kept)' },
};
