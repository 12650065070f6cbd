import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { MESSAGES } from '@society/contracts';
import { LoginAttemptRepository } from '../../database/repositories/login-attempt.repository';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed inside the window; the next attempt is refused with 429. */
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Counts failed logins in the database, so the limit holds across API replicas. */
@Injectable()
export class LoginThrottle {
  constructor(private readonly attempts: LoginAttemptRepository) {}

  async assertAllowed(email: string, ip: string, now = new Date()): Promise<void> {
    const [forEmail, forIp] = await Promise.all([
      this.attempts.countActiveForEmail(email, now),
      this.attempts.countActiveForIp(ip, now),
    ]);
    if (forEmail >= MAX_FAILURES_PER_EMAIL || forIp >= MAX_FAILURES_PER_IP) {
      throw new HttpException(MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
    return this.attempts.recordFailure(email, ip, new Date(now.getTime() + LOGIN_WINDOW_MS));
  }

  recordSuccess(email: string): Promise<void> {
    return this.attempts.clearForEmail(email);
  }
}
