import type { CertificateVerification } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/public/certificates/{code}: what the certificate says and whether it stands; 404 for an unknown code. */
export function getVerification(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return api.get<CertificateVerification>(`/public/certificates/${encodeURIComponent(code)}`, { signal });
}
