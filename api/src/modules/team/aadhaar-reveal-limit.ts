import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AADHAAR_REVEAL_LIMIT } from '../../config/rate-limits';
import { UserRepository } from '../../database/repositories/user.repository';
import { MailOutbox } from '../../mail/mail-outbox';
import { revealLimitMail } from '../../mail/mail-texts';
import type { Actor } from '../../security/auth-user';
import { RateLimiter } from '../../security/rate-limiter';
import { STUDENT_MESSAGES } from './dtos/student.dto';

export const REVEAL_BUCKET = 'aadhaar-reveal';
/** One hit per mail to the admins about a person past the limit. */
export const REVEAL_ALERT_BUCKET = 'aadhaar-reveal-alert';

/**
 * A brake on revealing Aadhaar numbers: each person may reveal AADHAAR_REVEAL_LIMIT.max an hour (counted in the
 * database, so across replicas). Past it the reveal answers 429 without opening a number, and the admins are
 * mailed, once an hour per person: one token walking the register is stopped and seen.
 */
@Injectable()
export class AadhaarRevealLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly users: UserRepository,
    private readonly mail: MailOutbox,
  ) {}

  /** Counts a reveal by `actor`; 429 (not counted) past the limit, the admins told the first time in the window. */
  async count(actor: Actor, now = new Date()): Promise<void> {
    const { max, windowMs } = AADHAAR_REVEAL_LIMIT;
    if (await this.limiter.take(REVEAL_BUCKET, actor.id, AADHAAR_REVEAL_LIMIT, { at: now })) return;
    if (await this.limiter.firstInWindow(REVEAL_ALERT_BUCKET, actor.id, windowMs, now)) await this.tellAdmins(actor, this.limiter.scaled(max));
    throw new HttpException(STUDENT_MESSAGES.tooManyReveals, HttpStatus.TOO_MANY_REQUESTS);
  }

  private async tellAdmins(actor: Actor, revealed: number): Promise<void> {
    const mail = revealLimitMail({ email: actor.email, role: actor.role, address: actor.address, revealed, minutes: AADHAAR_REVEAL_LIMIT.windowMs / 60_000 });
    for (const admin of await this.users.enabledEmailsOf('admin')) await this.mail.queueSecurityAlert(admin, mail);
  }
}
