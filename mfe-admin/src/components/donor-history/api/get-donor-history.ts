import type { DonationForm10be, DonorHistory } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/admin/donors/of-donation/{id}: the donor of this donation (by PAN, else email) with every gift, receipt and Form 10BE by year. */
export function getDonorHistory(donationId: string): Promise<DonorHistory> {
  return api.get<DonorHistory>(`/admin/donors/of-donation/${encodeURIComponent(donationId)}`);
}

/** GET /api/admin/form-10be/of-donations?ids=a,b: the Form 10BE (and its mailing) of each of these donations (≤ 100) that has one. */
export function getDonationsForm10be(donationIds: string[]): Promise<DonationForm10be[]> {
  return api.get<DonationForm10be[]>(`/admin/form-10be/of-donations?ids=${donationIds.map(encodeURIComponent).join(',')}`);
}
