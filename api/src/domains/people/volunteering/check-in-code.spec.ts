import { SESSION_RULES } from '@society/contracts';
import { checkCheckInCode, checkInCodeKey, currentCheckInCode } from './check-in-code';

const key = checkInCodeKey('s'.repeat(32));
const session = '65f000000000000000000001';
const at = new Date('2026-12-05T04:30:00.000Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

describe('check-in code', () => {
  it('is accepted in its window and the next one, then refused as expired', () => {
    const { code, validUntil } = currentCheckInCode(key, session, at);
    expect(validUntil.getTime()).toBeGreaterThan(at.getTime());
    expect(checkCheckInCode(key, session, code, at)).toBe('ok');
    expect(checkCheckInCode(key, session, code, minutes(SESSION_RULES.checkInCodeMinutes))).toBe('ok');
    // A photo of it forwarded an hour later.
    expect(checkCheckInCode(key, session, code, minutes(60))).toBe('stale');
  });

  it('changes with the window and differs between sessions and secrets', () => {
    const now = currentCheckInCode(key, session, at).code;
    expect(currentCheckInCode(key, session, minutes(60)).code).not.toBe(now);
    expect(checkCheckInCode(key, '65f000000000000000000002', now, at)).toBe('wrong');
    expect(checkCheckInCode(checkInCodeKey('t'.repeat(32)), session, now, at)).toBe('wrong');
    expect(checkCheckInCode(key, session, 'not-a-code', at)).toBe('wrong');
  });
});
