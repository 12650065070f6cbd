import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { SharedCounterRepository } from '../database/repositories/shared-counter.repository';
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

/** One counter of a group the fast counts take together (a form's address, email and phone), each with its limit. */
export interface FastCounter {
  bucket: string;
  key: string;
  limit: WindowLimit;
}

/**
 * The API's one limiter, on sliding windows every replica shares (the throttle-hit records), counted two ways:
 * - exact (take, takeAll, ...): each hit is one atomic increment in the database, awaited before the
 *   decision, so hits sent all at once to any replicas can never all see room for one more. The logins, the
 *   lookups of secrets, the Aadhaar reveals, the mail caps and the visitor count.
 * - fast (fast...): counted in this process's memory and written every half second (SharedCounterRepository),
 *   so a decision costs no database round trip and a flood of refusals leaves the engine alone; across
 *   replicas a limit can be passed by what one replica accepts within that half second. The public forms.
 * Either way a hit past its limit is taken back (a refused request does not count) unless said otherwise,
 * and RATE_LIMIT_FACTOR multiplies the maxima here and nowhere else.
 */
@Injectable()
export class RateLimiter {
  private readonly factor: number;

  constructor(
    private readonly hits: ThrottleHitRepository,
    private readonly counters: SharedCounterRepository,
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

  /** Fast: whether `key` has used up its (scaled) limit, without counting a hit. */
  fastIsUsedUp(bucket: string, key: string, { max, windowMs }: WindowLimit, now = Date.now()): boolean {
    return this.counters.count(bucket, key, windowMs, now) >= this.scaled(max);
  }

  /** Fast: counts a hit on every counter of the group, all or none; the limit that refused it, or null when taken. */
  fastTakeAll(counters: FastCounter[], now = Date.now()): WindowLimit | null {
    const counts = counters.map(({ bucket, key, limit }) => this.counters.hitAndCount(bucket, key, limit.windowMs, now));
    const over = counters.find(({ limit }, i) => counts[i] > this.scaled(limit.max));
    if (!over) return null;
    this.fastGiveBack(counters, now);
    return over.limit;
  }

  /** Fast: takes back a hit of fastTakeAll (what it was counted for did not happen). */
  fastGiveBack(counters: FastCounter[], now = Date.now()): void {
    for (const { bucket, key, limit } of counters) this.counters.add(bucket, key, limit.windowMs, -1, now);
  }

  /** Fast: counts a hit that stays counted even past the limit (refusals of refused things); false once past it. */
  fastCountWithin(bucket: string, key: string, { max, windowMs }: WindowLimit, now = Date.now()): boolean {
    return this.counters.hitAndCount(bucket, key, windowMs, now) <= this.scaled(max);
  }

  /** Seconds until a count over the limit falls back under it at the latest: the end of the current window. */
  static retryAfterSeconds(windowMs: number, now = Date.now()): number {
    return Math.max(1, Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000));
  }
}
