import type { ApplicantType } from '@society/contracts';
import { TYPE_LABELS } from '../utils/labels';

/** Volunteer in green, intern in blue, always with the word. */
export function TypeBadge({ type }: { type: ApplicantType }) {
  return <span className={`hr-badge hr-badge--${type}`}>{TYPE_LABELS[type] ?? type}</span>;
}
