import type { MessageResponse } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/admin/donations/{id}/receipt/resend: 202 'Receipt email queued.'; 409 without a receipt or without mail. */
export function resendReceiptEmail(id: string): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>(`/admin/donations/${encodeURIComponent(id)}/receipt/resend`);
}
