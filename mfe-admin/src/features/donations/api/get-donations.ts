import type { DonationFigures, DonationMail, DonationRecord, Page } from '@society/contracts';
import { api, ApiError } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { expectList } from '../../../utils/api-data';

/**
 * A receipt request as the admin list gives it (the screenshot and receipt PDF are fetched on demand).
 * `mail` is optional: an API without mail leaves it out, and the screens then show nothing about email.
 */
export type AdminDonation = Omit<DonationRecord, 'mail'> & { mail?: DonationMail };

export type DonationPage = Page<AdminDonation> & { figures: DonationFigures };

/** GET /api/public/donations (admin only), newest first: every donation (SPEC §7). */
export async function getDonations(): Promise<AdminDonation[]> {
  return expectList<AdminDonation>(await api.get('/public/donations'));
}

/** GET /api/public/donations?page=… (admin only): one page, searched, filtered and sorted by the server, with the tab's figures. */
export async function getDonationPage(params: Record<string, string>): Promise<DonationPage> {
  const page = await api.get<DonationPage>(`/public/donations?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items) || !page.figures) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return page;
}
