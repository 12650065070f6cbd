import { api } from '../api/api-client';
import { navigateTo } from '../navigation';
import { useSession } from './session-store';

/**
 * Ends the session: asks the API to revoke the token, then clears the stored user and token and
 * goes to /login — the last two happen even if the call fails (SPEC §4).
 */
export async function logout(): Promise<void> {
  try {
    if (useSession.getState().token) await api.post('/auth/logout', undefined, { redirectOn401: false });
  } catch (error) {
    console.warn('Logout call failed; the session is cleared locally anyway.', error);
  } finally {
    useSession.getState().clear();
    navigateTo('/login');
  }
}
