import type { Form10beCertificate, Form10beRematchResult, Form10beSendResult, Form10beUploadResult, MessageResponse } from '@society/contracts';
import { api, fetchFile, type FetchedFile } from '@society/web-kit';

const BASE = '/admin/form-10be';
const year = (financialYear: string) => `fy=${encodeURIComponent(financialYear)}`;

/** GET /api/admin/form-10be?fy=2025-26: the year's certificates by donor name, each matched or not, with its mailing. */
export function getForm10beCertificates(financialYear: string): Promise<Form10beCertificate[]> {
  return api.get<Form10beCertificate[]>(`${BASE}?${year(financialYear)}`);
}

/** POST /api/admin/form-10be (multipart: file = one PDF or a zip of them; fy = the year each must be for) → 201; 400 naming a bad file. */
export function uploadForm10be(file: File, financialYear: string): Promise<Form10beUploadResult> {
  const form = new FormData();
  form.append('fy', financialYear);
  form.append('file', file);
  return api.post<Form10beUploadResult>(BASE, form);
}

/** POST /api/admin/form-10be/send?fy=: mails every matched certificate of the year never mailed before → 202. */
export function sendForm10beCertificates(financialYear: string): Promise<Form10beSendResult> {
  return api.post<Form10beSendResult>(`${BASE}/send?${year(financialYear)}`);
}

/** POST /api/admin/form-10be/rematch?fy=: matches the year's certificates never mailed again (a PAN corrected since the upload) → 201. */
export function rematchForm10be(financialYear: string): Promise<Form10beRematchResult> {
  return api.post<Form10beRematchResult>(`${BASE}/rematch?${year(financialYear)}`);
}

/** POST /api/admin/form-10be/{id}/resend: mails this certificate (again) → 202; 409 when unmatched or mail is off. */
export function resendForm10be(id: string): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>(`${BASE}/${encodeURIComponent(id)}/resend`);
}

/** GET /api/admin/form-10be/{id}/pdf: the certificate as uploaded (private, admin token). */
export function getForm10bePdf(certificate: Pick<Form10beCertificate, 'id' | 'financialYear' | 'uniqueId'>): Promise<FetchedFile> {
  return fetchFile(`${BASE}/${encodeURIComponent(certificate.id)}/pdf`, `form-10be-${certificate.financialYear}-${certificate.uniqueId}.pdf`);
}

/** GET /api/admin/donations/form-10bd-follow-up.csv?fy=: the year's donors without PAN, to ask before filing Form 10BD. */
export function getForm10bdFollowUpCsv(financialYear: string): Promise<FetchedFile> {
  return fetchFile(`/admin/donations/form-10bd-follow-up.csv?${year(financialYear)}`, `form-10bd_${financialYear}_donors-without-pan.csv`);
}
