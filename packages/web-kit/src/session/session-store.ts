import { create } from 'zustand';
import type { SessionUser } from '@society/contracts';

/** localStorage keys of SPEC §3: the user and the token are stored separately. */
export const SESSION_KEYS = { user: 'user', token: 'token' } as const;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** Store a fresh login (memory and browser storage). */
  login: (user: SessionUser, token: string) => void;
  /** Forget the session locally; `logout()` also ends it on the server. */
  clear: () => void;
}

function readUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEYS.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'role' in parsed && 'email' in parsed) return parsed as SessionUser;
  } catch {
    // A corrupt value is treated as no session.
  }
  return null;
}

function readSession(): Pick<SessionState, 'user' | 'token'> {
  const user = readUser();
  const token = window.localStorage.getItem(SESSION_KEYS.token);
  // Half a session (a user without a token or the reverse) is no session.
  return user && token ? { user, token } : { user: null, token: null };
}

// Hand-written persistence: zustand's persist middleware keeps one JSON blob under one key, but the
// spec (and anything else reading the storage) expects `user` and `token` as two keys.
export const useSession = create<SessionState>()((set) => ({
  ...readSession(),
  login: (user, token) => {
    const stored: SessionUser = { _id: user._id, email: user.email, role: user.role };
    window.localStorage.setItem(SESSION_KEYS.user, JSON.stringify(stored));
    window.localStorage.setItem(SESSION_KEYS.token, token);
    set({ user: stored, token });
  },
  clear: () => {
    window.localStorage.removeItem(SESSION_KEYS.user);
    window.localStorage.removeItem(SESSION_KEYS.token);
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
