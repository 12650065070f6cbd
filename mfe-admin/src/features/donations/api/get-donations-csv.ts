import { type FetchedFile, fetchFile } from '@society/web-kit';

export interface DateRange {
  /** YYYY-MM-DD, inclusive; '' for no bound. */
  from: string;
  to: string;
}

/** GET /api/admin/donations/export.csv?from=&to=: every field, for the society's own books. */
export function getDonationsCsv({ from, to }: DateRange): Promise<FetchedFile> {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return fetchFile(`/admin/donations/export.csv${search ? `?${search}` : ''}`, 'donations.csv');
}
