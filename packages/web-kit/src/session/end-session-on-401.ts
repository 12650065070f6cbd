import { navigateTo } from '../navigation';
import { useSession } from './session-store';

/**
 * A 401 to a request sent with `tokenUsed` (null: sent without one): the session ends and the
 * browser goes to /login (SPEC §8), unless the user signed in afresh meanwhile — a late 401 of an
 * older token must not end the new session.
 */
export function endSessionOn401(tokenUsed: string | null): void {
  if (useSession.getState().token !== tokenUsed) return;
  useSession.getState().clear();
  navigateTo('/login');
}
