import type { ApprovedHoursTotal, Certificate, CertificatePerson, NewCertificate, Page } from '@society/contracts';
import { api, downloadFile } from '@society/web-kit';

/** GET /api/hr/certificates?page=…: one page of certificates, searched by holder or code, filtered and sorted by the server. */
export async function getCertificatePage(params: Record<string, string>): Promise<Page<Certificate>> {
  const page = await api.get<Page<Certificate>>(`/hr/certificates?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/certificates did not return a page');
  return page;
}

/** GET /api/hr/certificates/people → the first `pageSize`, by name, of those a certificate can be issued to who match. */
export function getCertificatePeople(search: string, pageSize: number): Promise<Page<CertificatePerson>> {
  return api.get<Page<CertificatePerson>>(`/hr/certificates/people?${new URLSearchParams({ search, pageSize: String(pageSize) })}`);
}

/** POST /api/hr/certificates → the issued certificate (its PDF is mailed to the holder). */
export function issueCertificate(body: NewCertificate): Promise<Certificate> {
  return api.post<Certificate>('/hr/certificates', body);
}

/** POST /api/hr/certificates/{id}/revoke → revoked; its check page says so from now on. */
export function revokeCertificate(id: string, reason: string): Promise<Certificate> {
  return api.post<Certificate>(`/hr/certificates/${encodeURIComponent(id)}/revoke`, { reason });
}

/** GET /api/hr/certificates/{id}/pdf as a browser download. */
export function downloadCertificate(certificate: Certificate): Promise<void> {
  return downloadFile(`/hr/certificates/${encodeURIComponent(certificate._id)}/pdf`, `certificate-${certificate.code}.pdf`);
}

/** GET /api/hr/hours/approved-total?applicantId=&from=&to= → the person's approved hours in the period (issue 45), in whole hours as a certificate prints them. */
export async function getApprovedHours(applicantId: string, from: string, to: string): Promise<number> {
  const answer = await api.get<ApprovedHoursTotal>(`/hr/hours/approved-total?${new URLSearchParams({ applicantId, from, to })}`);
  return typeof answer?.hours === 'number' ? Math.round(answer.hours) : 0;
}
