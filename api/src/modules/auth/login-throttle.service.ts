import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { MESSAGES } from '@society/contracts';
import { LOGIN_LIMITS } from '../../config/rate-limits';
import { RateLimiter } from '../../security/rate-limiter';

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
 * the database (RateLimiter), so the limits hold across API replicas. Each attempt is counted before its
 * password is checked, in one atomic increment per bucket, so attempts sent all at once cannot all see room
 * for one more: a failure simply stays counted. The pair's limit is the tight one: a stranger's failures lock only
 * the stranger out, while the email's own limit, much higher, stops guesses spread over many addresses.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts the attempt; 429 (and it is not counted) when the pair, the email or the address is over its limit. */
  async begin(email: string, ip: string, at = new Date()): Promise<LoginAttempt> {
    const { windowMs, maxFailuresPerEmailAndIp, maxFailuresPerEmail, maxFailuresPerIp } = LOGIN_LIMITS;
    const counts = await this.limiter.takeAll(
      [
        { bucket: LOGIN_EMAIL_IP_BUCKET, key: loginPairKey(email, ip), max: maxFailuresPerEmailAndIp },
        { bucket: LOGIN_EMAIL_BUCKET, key: email, max: maxFailuresPerEmail },
        { bucket: LOGIN_IP_BUCKET, key: ip, max: maxFailuresPerIp },
      ],
      windowMs,
      at,
    );
    if (!counts) throw new HttpException(MESSAGES.tooManyLoginAttempts, HttpStatus.TOO_MANY_REQUESTS);
    return { email, ip, at, forEmail: counts[1] };
  }

  /**
   * The password was right: neither the email nor the address counts this attempt, and this client's failures
   * on the email are forgiven (the others' stay counted: an owner signing in gives a guesser no new room).
   */
  async succeeded({ email, ip, at }: LoginAttempt): Promise<void> {
    const { windowMs } = LOGIN_LIMITS;
    await Promise.all([
      this.limiter.forget(LOGIN_EMAIL_IP_BUCKET, loginPairKey(email, ip), windowMs, at),
      this.limiter.giveBack(LOGIN_EMAIL_BUCKET, email, windowMs, at),
      this.limiter.giveBack(LOGIN_IP_BUCKET, ip, windowMs, at),
    ]);
  }

  /**
   * The password was wrong (the failure stays counted). True when the account's owner should now be told of a
   * burst of failures: the email has reached the alert's count, and nobody was told within the window.
   */
  async failed({ email, at, forEmail }: LoginAttempt): Promise<boolean> {
    const { windowMs, alertAtFailuresPerEmail } = LOGIN_LIMITS;
    return forEmail >= this.limiter.scaled(alertAtFailuresPerEmail) && this.limiter.firstInWindow(LOGIN_ALERT_BUCKET, email, windowMs, at);
  }
}
