import { type FetchedFile, fetchFile } from '@society/web-kit';

/** GET /api/admin/donations/form-10bd.csv?fy=2026-27: the Form 10BD rows of one financial year. */
export function getForm10bdCsv(financialYear: string): Promise<FetchedFile> {
  return fetchFile(`/admin/donations/form-10bd.csv?fy=${encodeURIComponent(financialYear)}`, `form-10bd-${financialYear}.csv`);
}
