import type { DonationUpdateRequest } from '@society/contracts';
import { api } from '@society/web-kit';
import type { AdminDonation } from './get-donations';

/** PUT /api/admin/donations/{id}: corrections. 409 when a receipt locks the amount, name or PAN. */
export function updateDonation(id: string, changes: DonationUpdateRequest): Promise<AdminDonation> {
  return api.put<AdminDonation>(`/admin/donations/${encodeURIComponent(id)}`, changes);
}
