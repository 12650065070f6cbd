import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ThrottleHitRepository } from '../database/repositories/throttle-hit.repository';

/** A maximum of hits in a sliding window (config/rate-limits.ts holds every one). */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface TakeOptions {
  at?: Date;
  /**
   * Whether RATE_LIMIT_FACTOR multiplies the maximum (the default: limits on requests, which test runs raise).
   * The caps on mails to one recipient are not scaled: what they guard is a stranger's mailbox, in tests too.
   */
  scaled?: boolean;
}

/** One counter of a group taken together (LoginThrottle's pair, email and address). */
export interface TakenCounter {
  bucket: string;
  key: string;
  max: number;
}

/**
 * The API's limiter on counters every replica shares exactly: each hit is one atomic increment in the
 * database (ThrottleHitRepository's sliding windows), awaited before the decision, so hits sent all at once
 * to any replicas can never all see room for one more. A hit past its limit is taken back: a refused request
 * does not count. Used by the logins, the lookups of secrets, the Aadhaar reveals, the mail caps and the
 * visitor count. The public forms count on the same records through PublicFormLimits, in memory and written
 * every half second (SharedCounterRepository): their checks must cost no database round trip.
 */
@Injectable()
export class RateLimiter {
  private readonly factor: number;

  constructor(
    private readonly hits: ThrottleHitRepository,
    config: AppConfig,
  ) {
    this.factor = config.rateLimitFactor;
  }

  /** The maximum in force: `max` times RATE_LIMIT_FACTOR (1 in production). */
  scaled(max: number): number {
    return max * this.factor;
  }

  /** Counts a hit on `key`; false (and not counted) when it would pass the limit. */
  async take(bucket: string, key: string, { max, windowMs }: WindowLimit, { at = new Date(), scaled = true }: TakeOptions = {}): Promise<boolean> {
    if ((await this.hits.hitAndCount(bucket, key, windowMs, at)) <= (scaled ? this.scaled(max) : max)) return true;
    await this.hits.unhit(bucket, key, windowMs, at);
    return false;
  }

  /** take(), refusing with 429 and `message` past the limit. */
  async takeOr429(bucket: string, key: string, limit: WindowLimit, message: string, options?: TakeOptions): Promise<void> {
    if (!(await this.take(bucket, key, limit, options))) throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
  }

  /**
   * Counts a hit on every counter of the group, all or none: the counts (this hit included), or null, with
   * none counted, when any would pass its (scaled) maximum.
   */
  async takeAll(counters: TakenCounter[], windowMs: number, at = new Date()): Promise<number[] | null> {
    const counts = await Promise.all(counters.map(({ bucket, key }) => this.hits.hitAndCount(bucket, key, windowMs, at)));
    if (counters.every(({ max }, i) => counts[i] <= this.scaled(max))) return counts;
    await Promise.all(counters.map(({ bucket, key }) => this.hits.unhit(bucket, key, windowMs, at)));
    return null;
  }

  /** Takes back a hit counted by take() or takeAll() (the attempt turned out not to count). */
  giveBack(bucket: string, key: string, windowMs: number, at = new Date()): Promise<void> {
    return this.hits.unhit(bucket, key, windowMs, at);
  }

  /** Forgets every hit of `key` in the window. */
  forget(bucket: string, key: string, windowMs: number, at = new Date()): Promise<void> {
    return this.hits.clear(bucket, key, windowMs, at);
  }

  /** True once a window per key (a mail that must go at most once a window, a visit counted once an hour). */
  firstInWindow(bucket: string, key: string, windowMs: number, at = new Date()): Promise<boolean> {
    return this.hits.firstInWindow(bucket, key, windowMs, at);
  }
}
