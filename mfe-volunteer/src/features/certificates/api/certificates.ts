import { MESSAGES, type Certificate } from '@society/contracts';
import { ApiError, api, apiUrl, endSessionOn401, useSession } from '@society/web-kit';

/** GET /api/volunteer/certificates → their certificates, newest first (revoked ones marked). */
export function getCertificates(): Promise<Certificate[]> {
  return api.get<Certificate[]>('/volunteer/certificates');
}

/**
 * GET /api/volunteer/certificates/{id}/pdf, handed to the browser as a download. The web kit's client
 * reads JSON or text, so this call fetches itself, keeping its rules (bearer token, 401 ends the session).
 */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(`/volunteer/certificates/${encodeURIComponent(certificate._id)}/pdf`), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, MESSAGES.networkError);
  }
  if (!response.ok) {
    if (response.status === 401) endSessionOn401(token);
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : undefined;
    throw new ApiError(response.status, message ?? MESSAGES.genericError, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificate-${certificate.code}.pdf`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
