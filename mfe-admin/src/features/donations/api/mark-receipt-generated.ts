import { api } from '@society/web-kit';
import type { AdminDonation } from './get-donations';

/** PUT /api/public/donations/{id}/status — Pending → Done only; the server refuses the way back. */
export function markReceiptGenerated(id: string): Promise<AdminDonation> {
  return api.put<AdminDonation>(`/public/donations/${encodeURIComponent(id)}/status`, { receiptGenerated: true });
}
