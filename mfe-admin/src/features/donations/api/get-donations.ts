import type { DonationMail, DonationRecord } from '@society/contracts';
import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';

/**
 * A receipt request as the admin list gives it (the screenshot and receipt PDF are fetched on demand).
 * `mail` is optional: an API without mail leaves it out, and the screens then show nothing about email.
 */
export type AdminDonation = Omit<DonationRecord, 'mail'> & { mail?: DonationMail };

/** GET /api/public/donations (admin only), newest first. */
export async function getDonations(): Promise<AdminDonation[]> {
  return expectList<AdminDonation>(await api.get('/public/donations'));
}
