import { REGISTER_API, type Term } from '@society/contracts';
import { downloadFile } from '@society/web-kit';

/** A child's one-page progress card of a term (PDF, in the guardian's language). */
export function downloadProgressCard(studentId: string, academicYear: string, term: Term): Promise<void> {
  const query = new URLSearchParams({ academicYear, term });
  return downloadFile(`${REGISTER_API}/children/${encodeURIComponent(studentId)}/progress-card?${query}`, `progress-card-${academicYear}-${term}.pdf`);
}
