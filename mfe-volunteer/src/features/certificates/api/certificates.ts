import type { Certificate } from '@society/contracts';
import { api, downloadFile } from '@society/web-kit';

/** GET /api/volunteer/certificates → their certificates, newest first (revoked ones marked). */
export function getCertificates(): Promise<Certificate[]> {
  return api.get<Certificate[]>('/volunteer/certificates');
}

/** GET /api/volunteer/certificates/{id}/pdf, handed to the browser as a download. */
export function downloadCertificate(certificate: Certificate): Promise<void> {
  return downloadFile(`/volunteer/certificates/${encodeURIComponent(certificate._id)}/pdf`, `certificate-${certificate.code}.pdf`);
}
