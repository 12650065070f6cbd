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
      this.hits.countActive(LOGIN_EMAIL_BUCKET, email, now),
      this.hits.countActive(LOGIN_IP_BUCKET, ip, now),
    ]);
    if (forEmail >= LOGIN_LIMITS.maxFailuresPerEmail || forIp >= LOGIN_LIMITS.maxFailuresPerIp) {
      throw new HttpException(MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  async recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
    const expiresAt = new Date(now.getTime() + LOGIN_LIMITS.windowMs);
    await Promise.all([this.hits.record(LOGIN_EMAIL_BUCKET, email, expiresAt), this.hits.record(LOGIN_IP_BUCKET, ip, expiresAt)]);
  }

  /** A successful login forgives that email's failures (the address's count stays). */
  recordSuccess(email: string): Promise<void> {
    return this.hits.clear(LOGIN_EMAIL_BUCKET, email);
  }
}
