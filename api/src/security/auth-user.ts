import type { Role } from '@society/contracts';

/** Claims our tokens carry. `pwdAt` is the user's passwordChangedAt (ms, 0 if never) when the token was issued. */
export interface TokenPayload {
  sub: string;
  role: Role;
  jti: string;
  pwdAt: number;
  /** Absent from tokens issued before role versions existed: read as 0. */
  roleAt?: number;
  /** The account's sessionsEndedAt when issued; absent from tokens issued before it existed: read as 0. */
  endedAt?: number;
  iat?: number;
  exp?: number;
}

/** What the guard puts on the request for a valid token. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  jti: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
}

/** Who makes a change, as the activity log records it: the signed-in user and the address they call from. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
  address: string;
}
