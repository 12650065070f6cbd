import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AADHAAR_REVEAL_LIMIT } from '../../config/rate-limits';
import { ThrottleHitRepository } from '../../database/repositories/throttle-hit.repository';
import { UserRepository } from '../../database/repositories/user.repository';
import { MailOutbox } from '../../mail/mail-outbox';
import { revealLimitMail } from '../../mail/mail-texts';
import type { Actor } from '../../security/auth-user';
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
  private readonly factor: number;

  constructor(
    private readonly hits: ThrottleHitRepository,
    private readonly users: UserRepository,
    private readonly mail: MailOutbox,
    config: AppConfig,
  ) {
    this.factor = config.rateLimitFactor;
  }

  /** Counts a reveal by `actor`; 429 (not counted) past the limit, the admins told the first time in the window. */
  async count(actor: Actor, now = new Date()): Promise<void> {
    const { max, windowMs } = AADHAAR_REVEAL_LIMIT;
    if ((await this.hits.hitAndCount(REVEAL_BUCKET, actor.id, windowMs, now)) <= max * this.factor) return;
    await this.hits.unhit(REVEAL_BUCKET, actor.id, windowMs, now);
    if (await this.hits.firstInWindow(REVEAL_ALERT_BUCKET, actor.id, windowMs, now)) await this.tellAdmins(actor, max * this.factor);
    throw new HttpException(STUDENT_MESSAGES.tooManyReveals, HttpStatus.TOO_MANY_REQUESTS);
  }

  private async tellAdmins(actor: Actor, revealed: number): Promise<void> {
    const mail = revealLimitMail({ email: actor.email, role: actor.role, address: actor.address, revealed, minutes: AADHAAR_REVEAL_LIMIT.windowMs / 60_000 });
    for (const admin of await this.users.enabledEmailsOf('admin')) await this.mail.queueSecurityAlert(admin, mail);
  }
}
