import { MESSAGES } from '@society/contracts';
import { ApiError, apiUrl, endSessionOn401, useSession } from '@society/web-kit';
import { messageOfBody } from './api-data';

export interface AdminFile {
  blob: Blob;
  /** From the server's Content-Disposition, else the caller's fallback. */
  fileName: string;
}

function fileNameOf(disposition: string | null): string | undefined {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1];
}

/**
 * A private file of the admin API (screenshot, receipt PDF, CSV). The web kit's client reads JSON or
 * text, so these calls fetch themselves; they keep the client's rules (bearer token, 401 ends the session).
 */
export async function fetchAdminFile(path: string, fallbackName: string): Promise<AdminFile> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch (error) {
    console.error(`The file ${path} could not be fetched: no response.`, error);
    throw new ApiError(0, MESSAGES.networkError);
  }
  if (!response.ok) {
    if (response.status === 401) endSessionOn401(token);
    const serverMessage = messageOfBody(await response.json().catch(() => undefined));
    throw new ApiError(response.status, serverMessage ?? MESSAGES.genericError, serverMessage);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}
