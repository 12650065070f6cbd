import type { RecordVerificationRequest, VerificationListPage, VerificationView } from '@society/contracts';
import { api, downloadFile } from '@society/web-kit';

/** GET /api/hr/verifications?status=&expiringWithinDays=&page=&pageSize=: team members and volunteers with their police verification. */
export async function getVerificationPage(params: Record<string, string>): Promise<VerificationListPage> {
  const page = await api.get<VerificationListPage>(`/hr/verifications?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/verifications did not return a page');
  return page;
}

/** PUT /api/hr/verifications/:userId, multipart: the record, with the certificate's scan when one is chosen. */
export function recordVerification(userId: string, fields: RecordVerificationRequest, scan: File | null): Promise<VerificationView> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  if (scan) form.append('scan', scan);
  return api.put<VerificationView>(`/hr/verifications/${encodeURIComponent(userId)}`, form);
}

/** GET /api/hr/verifications/:userId/scan as a download (private storage). */
export function downloadScan(userId: string, name: string): Promise<void> {
  return downloadFile(`/hr/verifications/${encodeURIComponent(userId)}/scan`, `police-verification-${name.replace(/\W+/g, '-')}`);
}
