import { api } from '../api/api-client';
import { navigateTo } from '../navigation';
import { useSession } from './session-store';

/**
 * Asks the API to revoke `token` (POST /api/auth/logout with it). Not awaited by callers and its
 * failure ignored: the token is already forgotten locally, and a 401 means it had already ended.
 */
export function revokeToken(token: string): void {
  void api
    .post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, redirectOn401: false })
    .catch(() => undefined);
}

/**
 * Ends the session: clears the stored user and token and goes to /login at once, then revokes that
 * token on the server, so a stalled or broken network cannot keep the user signed in (SPEC §4).
 */
export async function logout(): Promise<void> {
  const { token, clear } = useSession.getState();
  clear();
  navigateTo('/login');
  if (token) revokeToken(token);
}
