import type { ReceiptVoidRequest } from '@society/contracts';
import { api } from '@society/web-kit';
import type { AdminDonation } from './get-donations';

/** POST /api/admin/donations/{id}/receipt/void: the donation comes back Pending, the receipt kept as voided. */
export function voidReceipt(id: string, body: ReceiptVoidRequest): Promise<AdminDonation> {
  return api.post<AdminDonation>(`/admin/donations/${encodeURIComponent(id)}/receipt/void`, body);
}
