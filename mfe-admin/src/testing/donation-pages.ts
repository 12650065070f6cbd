import { DONATION_SORT_DEFAULT, indiaMonth, type DonationFigures } from '@society/contracts';
import { fakePage } from '@society/web-kit/src/testing/fake-page';
import type { AdminDonation } from '../features/donations/api/get-donations';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { onSavedInThisTest } from './api-mock';

/** Figures as the server would sum them for the financial year starting in April of `startYear`. */
export function figuresOf(donations: readonly AdminDonation[], startYear = 2025): DonationFigures {
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(startYear, 3 + index, 1)).toISOString().slice(0, 7);
    return { month, total: donations.filter((donation) => indiaMonth(donation.date) === month).reduce((sum, donation) => sum + donation.amount, 0) };
  });
  return {
    financialYear: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
    received: months.reduce((sum, month) => sum + month.total, 0),
    pendingReceipts: donations.filter((donation) => !donation.receiptGenerated).length,
    count: donations.length,
    months,
  };
}

/**
 * A fake GET /api/public/donations that pages, searches, filters and sorts like the API (the plain array
 * without a query), over `initial` with every donation the fake API saved since (see onSaved).
 */
export function donationPages(initial: readonly object[]): (init: RequestInit, url: string) => FakeReply {
  let rows = [...initial] as AdminDonation[];
  onSavedInThisTest((body) => {
    const saved = body as Partial<AdminDonation> | undefined;
    if (saved && typeof saved._id === 'string') rows = rows.map((row) => (row._id === saved._id ? { ...row, ...saved } : row));
  });
  return (_init, url) => {
    const all = rows;
    const query = new URL(url, 'http://site').searchParams;
    if ([...query.keys()].length === 0) return { body: all };
    const receipt = query.get('receipt') ?? 'all';
    const shown = all.filter((donation) => receipt === 'all' || donation.receiptGenerated === (receipt === 'generated'));
    const page = fakePage(shown, url, { searchIn: (donation) => [donation.name, donation.email, donation.utr], defaultSort: DONATION_SORT_DEFAULT });
    return { body: { ...page, figures: figuresOf(all) } };
  };
}
