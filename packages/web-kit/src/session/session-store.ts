import { create } from 'zustand';
import type { SessionUser } from '@society/contracts';

/** localStorage keys of SPEC §3: the user and the token are stored separately. */
export const SESSION_KEYS = { user: 'user', token: 'token' } as const;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** Store a fresh login (memory and, when the browser allows it, its storage). */
  login: (user: SessionUser, token: string) => void;
  /** Forget the session locally; `logout()` also ends it on the server. */
  clear: () => void;
}

// Browser storage may refuse any access (site data blocked, private mode, quota): every call is
// guarded, and the session then lives in memory only, for this tab.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function removeItems(): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage that cannot be reached holds nothing to remove.
    }
  }
}

function storeItems(user: SessionUser, token: string): void {
  try {
    window.localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    window.localStorage.setItem(SESSION_KEYS.token, token);
  } catch (error) {
    console.warn('The browser refused to store the session; it is kept for this tab only.', error);
    // No half-written session (this user with an older token) may be read back later.
    removeItems();
  }
}

function readUser(): SessionUser | null {
  try {
    const raw = readItem(SESSION_KEYS.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'role' in parsed && 'email' in parsed) return parsed as SessionUser;
  } catch {
    // A corrupt value is treated as no session.
  }
  return null;
}

function readSession(): Pick<SessionState, 'user' | 'token'> {
  const user = readUser();
  const token = readItem(SESSION_KEYS.token);
  // Half a session (a user without a token or the reverse) is no session.
  return user && token ? { user, token } : { user: null, token: null };
}

// Hand-written persistence: zustand's persist middleware keeps one JSON blob under one key, but the
// spec (and anything else reading the storage) expects `user` and `token` as two keys.
export const useSession = create<SessionState>()((set) => ({
  ...readSession(),
  login: (user, token) => {
    const stored: SessionUser = { _id: user._id, email: user.email, role: user.role };
    storeItems(stored, token);
    set({ user: stored, token });
  },
  clear: () => {
    removeItems();
    set({ user: null, token: null });
  },
}));

// Another tab logged in or out: follow it, so no tab keeps using a token that was ended.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_KEYS.user || event.key === SESSION_KEYS.token) {
      useSession.setState(readSession());
    }
  });
}
