import { REGISTER_API, type Term } from '@society/contracts';
import { downloadFile } from '@society/web-kit';

/** The batch's progress cards of a term as one PDF, for a parents' meeting. */
export function downloadBatchCards(batchId: string, academicYear: string, term: Term): Promise<void> {
  const query = new URLSearchParams({ academicYear, term });
  return downloadFile(`${REGISTER_API}/batches/${encodeURIComponent(batchId)}/progress-cards?${query}`, `progress-cards-${academicYear}-${term}.pdf`);
}
