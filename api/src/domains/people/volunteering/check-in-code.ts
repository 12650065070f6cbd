import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { SESSION_RULES } from '@society/contracts';

// The code a teacher's screen shows for a session's check-in: an HMAC of the session id and the current time
// window, so it changes every few minutes and a photo forwarded later stops working. Only the current and
// the previous window are accepted (a code scanned just as it changes still works).

const WINDOW_MS = SESSION_RULES.checkInCodeMinutes * 60_000;
const CODE_LENGTH = 10;

/** Its own key, derived from the server's JWT secret: no new secret to keep, and a token key never signs a code. */
export function checkInCodeKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'session-check-in', 'volunteer-session-check-in-code', 32));
}

function windowOf(now: Date): number {
  return Math.floor(now.getTime() / WINDOW_MS);
}

function codeFor(key: Buffer, sessionId: string, window: number): string {
  return createHmac('sha256', key).update(`${sessionId}:${window}`).digest('base64url').slice(0, CODE_LENGTH);
}

/** The code to show now, and when the screen should fetch the next one. */
export function currentCheckInCode(key: Buffer, sessionId: string, now: Date): { code: string; validUntil: Date } {
  const window = windowOf(now);
  return { code: codeFor(key, sessionId, window), validUntil: new Date((window + 1) * WINDOW_MS) };
}

/**
 * 'ok' for the current or the previous window's code; 'stale' for a code of this session from an earlier
 * window (within the last day, so the answer can say it expired); 'wrong' for anything else.
 */
export function checkCheckInCode(key: Buffer, sessionId: string, code: string, now: Date): 'ok' | 'stale' | 'wrong' {
  const window = windowOf(now);
  const matches = (w: number) => {
    const expected = Buffer.from(codeFor(key, sessionId, w));
    const given = Buffer.from(code);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (matches(window) || matches(window - 1)) return 'ok';
  const dayOfWindows = Math.ceil(86_400_000 / WINDOW_MS);
  for (let back = 2; back <= dayOfWindows; back += 1) if (matches(window - back)) return 'stale';
  return 'wrong';
}
