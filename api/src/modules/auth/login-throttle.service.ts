import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { MESSAGES } from '@society/contracts';
import { AppConfig } from '../../config/app-config';
import { LOGIN_LIMITS } from '../../config/rate-limits';
import { ThrottleHitRepository } from '../../database/repositories/throttle-hit.repository';

export const LOGIN_EMAIL_BUCKET = 'login-email';
export const LOGIN_IP_BUCKET = 'login-ip';

/** A login attempt counted by LoginThrottle.begin; settle it with succeeded() when the password was right. */
export interface LoginAttempt {
  email: string;
  ip: string;
  at: Date;
}

/**
 * Counts login attempts per email and per client address in the database, so the limits hold across API
 * replicas. Each attempt is counted before its password is checked, in one atomic increment per bucket,
 * so attempts sent all at once cannot all see room for one more: a failure simply stays counted.
 */
@Injectable()
export class LoginThrottle {
  private readonly factor: number;

  constructor(
    private readonly hits: ThrottleHitRepository,
    config: AppConfig,
  ) {
    this.factor = config.rateLimitFactor;
  }

  /** Counts the attempt; 429 (and it is not counted) when the email or the address is over its limit. */
  async begin(email: string, ip: string, at = new Date()): Promise<LoginAttempt> {
    const { windowMs, maxFailuresPerEmail, maxFailuresPerIp } = LOGIN_LIMITS;
    const [forEmail, forIp] = await Promise.all([
      this.hits.hitAndCount(LOGIN_EMAIL_BUCKET, email, windowMs, at),
      this.hits.hitAndCount(LOGIN_IP_BUCKET, ip, windowMs, at),
    ]);
    if (forEmail > maxFailuresPerEmail * this.factor || forIp > maxFailuresPerIp * this.factor) {
      await Promise.all([this.hits.unhit(LOGIN_EMAIL_BUCKET, email, windowMs, at), this.hits.unhit(LOGIN_IP_BUCKET, ip, windowMs, at)]);
      throw new HttpException(MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    return { email, ip, at };
  }

  /** The password was right: the address does not count this attempt, and the email's failures are forgiven. */
  async succeeded({ email, ip, at }: LoginAttempt): Promise<void> {
    await Promise.all([
      this.hits.clear(LOGIN_EMAIL_BUCKET, email, LOGIN_LIMITS.windowMs, at),
      this.hits.unhit(LOGIN_IP_BUCKET, ip, LOGIN_LIMITS.windowMs, at),
    ]);
  }
}
