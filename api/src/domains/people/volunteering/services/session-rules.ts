import { HttpStatus } from '@nestjs/common';
import type { SafeguardingGap } from '@society/contracts';
import { MessageError } from '../../../../i18n/message-error';

/** Refuses a sign-up (`self`) or an assignment by HR when the safeguarding check found something missing. */
export function assertNoGaps(gaps: readonly SafeguardingGap[], day: string, who: 'self' | 'person'): void {
  if (gaps.length === 0) return;
  const both = gaps.includes('policy') && gaps.includes('verification');
  if (who === 'self') {
    if (both) throw new MessageError(HttpStatus.FORBIDDEN, 'sessionsSafeguardingBoth', { day });
    if (gaps.includes('policy')) throw new MessageError(HttpStatus.FORBIDDEN, 'sessionsSafeguardingPolicy');
    throw new MessageError(HttpStatus.FORBIDDEN, 'sessionsSafeguardingVerification', { day });
  }
  if (both) throw new MessageError(HttpStatus.CONFLICT, 'sessionsPersonSafeguardingBoth', { day });
  if (gaps.includes('policy')) throw new MessageError(HttpStatus.CONFLICT, 'sessionsPersonSafeguardingPolicy');
  throw new MessageError(HttpStatus.CONFLICT, 'sessionsPersonSafeguardingVerification', { day });
}

export const sessionNotFound = () => new MessageError(HttpStatus.NOT_FOUND, 'sessionsNotFound');
