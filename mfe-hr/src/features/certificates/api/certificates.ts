import { MESSAGES, type Certificate, type NewCertificate } from '@society/contracts';
import { ApiError, api, apiUrl, endSessionOn401, useSession } from '@society/web-kit';

/** GET /api/hr/certificates → every certificate, newest first. */
export function getCertificates(): Promise<Certificate[]> {
  return api.get<Certificate[]>('/hr/certificates');
}

/** POST /api/hr/certificates → the issued certificate (its PDF is mailed to the holder). */
export function issueCertificate(body: NewCertificate): Promise<Certificate> {
  return api.post<Certificate>('/hr/certificates', body);
}

/** POST /api/hr/certificates/{id}/revoke → revoked; its check page says so from now on. */
export function revokeCertificate(id: string, reason: string): Promise<Certificate> {
  return api.post<Certificate>(`/hr/certificates/${encodeURIComponent(id)}/revoke`, { reason });
}

/**
 * GET /api/hr/certificates/{id}/pdf as a browser download. The web kit's client reads JSON or text, so this
 * fetches itself with the same rules (bearer token; a 401 ends the session).
 */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const token = useSession.getState().token;
  const response = await fetch(apiUrl(`/hr/certificates/${encodeURIComponent(certificate._id)}/pdf`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  }).catch(() => {
    throw new ApiError(0, MESSAGES.networkError);
  });
  if (!response.ok) {
    if (response.status === 401) endSessionOn401(token);
    throw new ApiError(response.status, MESSAGES.genericError);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `certificate-${certificate.code}.pdf`, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
