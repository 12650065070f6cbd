import { type FetchedFile, fetchFile } from '@society/web-kit';

/** GET /api/admin/donations/{id}/receipt: the current receipt's PDF (private, admin token). */
export function getReceiptPdf(id: string, receiptNumber: string): Promise<FetchedFile> {
  return fetchFile(`/admin/donations/${encodeURIComponent(id)}/receipt`, `receipt-${receiptNumber.replace('/', '-')}.pdf`);
}
