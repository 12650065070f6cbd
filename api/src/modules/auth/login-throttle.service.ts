import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { MESSAGES } from '@society/contracts';
import { AppConfig } from '../../config/app-config';
import { LOGIN_LIMITS } from '../../config/rate-limits';
import { ThrottleHitRepository } from '../../database/repositories/throttle-hit.repository';

export const LOGIN_EMAIL_BUCKET = 'login-email';
export const LOGIN_EMAIL_IP_BUCKET = 'login-email-ip';
export const LOGIN_IP_BUCKET = 'login-ip';
/** One hit per mail telling an account's owner of a burst of failures (see failed()). */
export const LOGIN_ALERT_BUCKET = 'login-alert';

/** A login attempt counted by LoginThrottle.begin; settle it with succeeded() or failed(). */
export interface LoginAttempt {
  email: string;
  ip: string;
  at: Date;
  /** The email's attempts in the window, from every address, this one included. */
  forEmail: number;
}

/** The key of one email tried from one client address. */
export const loginPairKey = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Counts login attempts per email and client address together, per email alone and per client address, in
 * the database, so the limits hold across API replicas. Each attempt is counted before its password is
 * checked, in one atomic increment per bucket, so attempts sent all at once cannot all see room for one
 * more: a failure simply stays counted. The pair's limit is the tight one: a stranger's failures lock only
 * the stranger out, while the email's own limit, much higher, stops guesses spread over many addresses.
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

  /** Counts the attempt; 429 (and it is not counted) when the pair, the email or the address is over its limit. */
  async begin(email: string, ip: string, at = new Date()): Promise<LoginAttempt> {
    const { windowMs, maxFailuresPerEmailAndIp, maxFailuresPerEmail, maxFailuresPerIp } = LOGIN_LIMITS;
    const counted: Array<[bucket: string, key: string, max: number]> = [
      [LOGIN_EMAIL_IP_BUCKET, loginPairKey(email, ip), maxFailuresPerEmailAndIp],
      [LOGIN_EMAIL_BUCKET, email, maxFailuresPerEmail],
      [LOGIN_IP_BUCKET, ip, maxFailuresPerIp],
    ];
    const counts = await Promise.all(counted.map(([bucket, key]) => this.hits.hitAndCount(bucket, key, windowMs, at)));
    if (counted.some(([, , max], i) => counts[i] > max * this.factor)) {
      await Promise.all(counted.map(([bucket, key]) => this.hits.unhit(bucket, key, windowMs, at)));
      throw new HttpException(MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    return { email, ip, at, forEmail: counts[1] };
  }

  /**
   * The password was right: neither the email nor the address counts this attempt, and this client's failures
   * on the email are forgiven (the others' stay counted: an owner signing in gives a guesser no new room).
   */
  async succeeded({ email, ip, at }: LoginAttempt): Promise<void> {
    const { windowMs } = LOGIN_LIMITS;
    await Promise.all([
      this.hits.clear(LOGIN_EMAIL_IP_BUCKET, loginPairKey(email, ip), windowMs, at),
      this.hits.unhit(LOGIN_EMAIL_BUCKET, email, windowMs, at),
      this.hits.unhit(LOGIN_IP_BUCKET, ip, windowMs, at),
    ]);
  }

  /**
   * The password was wrong (the failure stays counted). True when the account's owner should now be told of a
   * burst of failures: the email has reached the alert's count, and nobody was told within the window.
   */
  async failed({ email, at, forEmail }: LoginAttempt): Promise<boolean> {
    const { windowMs, alertAtFailuresPerEmail } = LOGIN_LIMITS;
    return forEmail >= alertAtFailuresPerEmail * this.factor && this.hits.firstInWindow(LOGIN_ALERT_BUCKET, email, windowMs, at);
  }
}
