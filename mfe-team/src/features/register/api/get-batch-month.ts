import { REGISTER_API, type BatchMonthView } from '@society/contracts';
import { api } from '@society/web-kit';

/** A batch's month (YYYY-MM): each class day and each child's mark on it. */
export function getBatchMonth(batchId: string, month: string): Promise<BatchMonthView> {
  return api.get<BatchMonthView>(`${REGISTER_API}/batches/${encodeURIComponent(batchId)}/months/${month}`);
}
