import { MESSAGES } from '@society/contracts';
import { ApiError, apiUrl, navigateTo, useSession } from '@society/web-kit';
import { messageOfBody } from '../../../utils/api-data';

/**
 * GET /api/admin/donations/{id}/screenshot as image bytes. The web kit's client reads JSON or text,
 * so this one call fetches itself; it keeps the client's rules (bearer token, 401 ends the session).
 */
export async function getDonationScreenshot(id: string): Promise<Blob> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(`/admin/donations/${encodeURIComponent(id)}/screenshot`), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch (error) {
    console.error('The screenshot could not be fetched: no response.', error);
    throw new ApiError(0, MESSAGES.networkError);
  }
  if (!response.ok) {
    if (response.status === 401) {
      useSession.getState().clear();
      navigateTo('/login');
    }
    const serverMessage = messageOfBody(await response.json().catch(() => undefined));
    throw new ApiError(response.status, serverMessage ?? MESSAGES.genericError, serverMessage);
  }
  const blob = await response.blob();
  // Shown only as an <img>; anything that is not an image is refused rather than opened.
  if (!blob.type.startsWith('image/')) throw new ApiError(415, 'The stored screenshot is not an image.');
  return blob;
}
