import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { MESSAGES } from '@society/contracts';
import { LOGIN_LIMITS } from '../../config/rate-limits';
import { ThrottleHitRepository } from '../../database/repositories/throttle-hit.repository';

export const LOGIN_EMAIL_BUCKET = 'login-email';
export const LOGIN_IP_BUCKET = 'login-ip';

/** Counts failed logins in the database, so the limit holds across API replicas. */
@Injectable()
export class LoginThrottle {
  constructor(private readonly hits: ThrottleHitRepository) {}

  async assertAllowed(email: string, ip: string, now = new Date()): Promise<void> {
    const [forEmail, forIp] = await Promise.all([
      this.hits.count(LOGIN_EMAIL_BUCKET, email, LOGIN_LIMITS.windowMs, now),
      this.hits.count(LOGIN_IP_BUCKET, ip, LOGIN_LIMITS.windowMs, now),
    ]);
    if (forEmail >= LOGIN_LIMITS.maxFailuresPerEmail || forIp >= LOGIN_LIMITS.maxFailuresPerIp) {
      throw new HttpException(MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  async recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
    await Promise.all([
      this.hits.hit(LOGIN_EMAIL_BUCKET, email, LOGIN_LIMITS.windowMs, now),
      this.hits.hit(LOGIN_IP_BUCKET, ip, LOGIN_LIMITS.windowMs, now),
    ]);
  }

  /** A successful login forgives that email's failures (the address's count stays). */
  recordSuccess(email: string, now = new Date()): Promise<void> {
    return this.hits.clear(LOGIN_EMAIL_BUCKET, email, LOGIN_LIMITS.windowMs, now);
  }
}
