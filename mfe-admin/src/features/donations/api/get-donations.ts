import type { PaymentMode } from '@society/contracts';
import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';

/** A receipt request as the admin list gives it (the screenshot itself is fetched on demand). */
export interface AdminDonation {
  _id: string;
  name: string;
  email: string;
  amount: number;
  mode: PaymentMode;
  utr: string;
  hasScreenshot: boolean;
  /** When the donation was made (ISO). */
  date: string;
  receiptGenerated: boolean;
  createdAt: string;
}

/** GET /api/public/donations (admin only), newest first. */
export async function getDonations(): Promise<AdminDonation[]> {
  return expectList<AdminDonation>(await api.get('/public/donations'));
}
