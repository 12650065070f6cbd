import { fetchAdminFile, type AdminFile } from '../../../utils/fetch-admin-file';

/** GET /api/admin/donations/{id}/receipt: the current receipt's PDF (private, admin token). */
export function getReceiptPdf(id: string, receiptNumber: string): Promise<AdminFile> {
  return fetchAdminFile(`/admin/donations/${encodeURIComponent(id)}/receipt`, `receipt-${receiptNumber.replace('/', '-')}.pdf`);
}
