import { fetchAdminFile, type AdminFile } from '../../../utils/fetch-admin-file';

export interface DateRange {
  /** YYYY-MM-DD, inclusive; '' for no bound. */
  from: string;
  to: string;
}

/** GET /api/admin/donations/export.csv?from=&to=: every field, for the society's own books. */
export function getDonationsCsv({ from, to }: DateRange): Promise<AdminFile> {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return fetchAdminFile(`/admin/donations/export.csv${search ? `?${search}` : ''}`, 'donations.csv');
}
