import type { ConcernReportedTo, ConcernStep, ConcernSummary } from '@society/contracts';
import type { ChipTone } from '@society/web-kit/staff';

export const STEP_LABELS: Record<ConcernStep, string> = { raised: 'Raised', assessed: 'Assessed', reported: 'Reported', closed: 'Closed' };
export const REPORTED_TO_LABELS: Record<ConcernReportedTo, string> = { police: 'Local police', sjpu: 'Special Juvenile Police Unit (SJPU)' };

/** The report's deadline as a chip: overdue in red, due in amber, done in green. */
export function deadlineChip(concern: Pick<ConcernSummary, 'overdue' | 'reportedAt'>): { tone: ChipTone; label: string } {
  if (concern.reportedAt) return { tone: 'success', label: 'Reported' };
  if (concern.overdue) return { tone: 'danger', label: 'Report overdue' };
  return { tone: 'warning', label: 'Report due' };
}
