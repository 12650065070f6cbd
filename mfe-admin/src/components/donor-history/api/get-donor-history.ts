import type { DonorHistory } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/admin/donors/of-donation/{id}: the donor of this donation (by PAN, else email) with every gift, receipt and Form 10BE by year. */
export function getDonorHistory(donationId: string): Promise<DonorHistory> {
  return api.get<DonorHistory>(`/admin/donors/of-donation/${encodeURIComponent(donationId)}`);
}
