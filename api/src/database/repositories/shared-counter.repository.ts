import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { ThrottleHit } from '../schemas/throttle-hit.schema';
import { windowsAt } from './throttle-hit.repository';

/** How often this process writes its new counts to the database (one $inc per window touched). */
export const FLUSH_MS = 500;
/** How old a window's count read from the database may be before a check reads it again. */
export const REFRESH_MS = 1000;

interface WindowCount {
  bucket: string;
  key: string;
  windowStart: number;
  windowMs: number;
  /** The count as the database last gave it (every replica's hits). */
  stored: number;
  /** Hits of this process being written right now (not yet in `stored`). */
  writing: number;
  /** Hits of this process not yet written. */
  pending: number;
  readAt: number;
  /** Bumped by every write, so a read that raced one does not put back an older count. */
  writes: number;
  reading?: Promise<void>;
}

/**
 * The public forms' counters: the same sliding windows as ThrottleHitRepository, in the same records, so
 * every replica shares them; but a check reads the database at most once a second per window, and hits
 * are added up in memory and written every FLUSH_MS as one $inc per window. A flood of submissions,
 * refused or not, therefore costs the engine almost nothing: a refusal needs no write at all.
 *
 * The price: another replica's hits are seen up to about a second late, so across replicas a limit can be
 * passed by what arrives within that second. Within one process every count is exact.
 */
@Injectable()
export class SharedCounterRepository implements OnApplicationShutdown {
  private readonly logger = new Logger(SharedCounterRepository.name);
  private readonly windows = new Map<string, WindowCount>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(@InjectModel(ThrottleHit.name) private readonly hits: Model<ThrottleHit>) {}

  /** The sliding-window count over the last `windowMs` (rounded up, so it never lets more through). */
  async count(bucket: string, key: string, windowMs: number, now = new Date()): Promise<number> {
    return (await this.freshWindows(bucket, key, windowMs, now))();
  }

  /**
   * Counts one hit and returns the count including it. The hit is added in the same tick as the count is
   * taken, so hits arriving together in this process each see a different count.
   */
  async hitAndCount(bucket: string, key: string, windowMs: number, now = new Date()): Promise<number> {
    const countNow = await this.freshWindows(bucket, key, windowMs, now);
    this.add(bucket, key, windowMs, 1, now);
    return countNow();
  }

  /** Adds `hits` (negative to take some back) to the current window; written with the next flush. */
  add(bucket: string, key: string, windowMs: number, hits: number, now = new Date()): void {
    const { currentId, windowStart } = windowsAt(bucket, key, windowMs, now);
    this.window(currentId, bucket, key, windowStart, windowMs).pending += hits;
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Brings both windows up to date, then gives a synchronous reader of the sliding count. */
  private async freshWindows(bucket: string, key: string, windowMs: number, now: Date): Promise<() => number> {
    const { currentId, previousId, windowStart, previousWeight } = windowsAt(bucket, key, windowMs, now);
    const [current, previous] = await Promise.all([
      this.fresh(currentId, bucket, key, windowStart, windowMs, now.getTime()),
      this.fresh(previousId, bucket, key, windowStart - windowMs, windowMs, now.getTime()),
    ]);
    return () => total(current) + Math.ceil(total(previous) * previousWeight);
  }

  /** Writes every pending count now (tests; shutdown). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.flushing = this.writePending().finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private window(id: string, bucket: string, key: string, windowStart: number, windowMs: number): WindowCount {
    let window = this.windows.get(id);
    if (!window) {
      window = { bucket, key, windowStart, windowMs, stored: 0, writing: 0, pending: 0, readAt: -Infinity, writes: 0 };
      this.windows.set(id, window);
    }
    return window;
  }

  /** The window, read again from the database when what we know of it is older than REFRESH_MS. */
  private async fresh(id: string, bucket: string, key: string, windowStart: number, windowMs: number, now: number): Promise<WindowCount> {
    const window = this.window(id, bucket, key, windowStart, windowMs);
    // Counts only grow inside a window, and a write in flight brings the stored count back with it.
    if (now - window.readAt > REFRESH_MS && window.writing === 0) {
      const writes = window.writes;
      window.reading ??= this.hits
        .findById(id, { count: 1 })
        .lean<Pick<ThrottleHit, 'count'>>()
        .exec()
        .then((record) => {
          if (window.writing === 0 && window.writes === writes) window.stored = record?.count ?? 0;
          window.readAt = Date.now();
        })
        .finally(() => (window.reading = undefined));
      await window.reading;
    }
    return window;
  }

  private async writePending(): Promise<void> {
    const now = Date.now();
    for (const [id, window] of this.windows) {
      if (window.pending === 0) {
        // Forget windows that no longer count (two windows on) so memory stays bounded.
        if (window.windowStart + 2 * window.windowMs < now && !window.reading) this.windows.delete(id);
        continue;
      }
      window.writing = window.pending;
      window.pending = 0;
      try {
        window.stored = await this.increment(id, window);
        window.readAt = Date.now();
        window.writes += 1;
      } catch (error) {
        window.pending += window.writing;
        this.logger.warn(`Could not write a form counter (kept for the next try): ${(error as Error).message}`);
      } finally {
        window.writing = 0;
      }
    }
  }

  private async increment(id: string, window: WindowCount): Promise<number> {
    const { bucket, key, windowStart, windowMs, writing } = window;
    const write = () =>
      this.hits
        .findOneAndUpdate(
          { _id: id },
          {
            $inc: { count: writing },
            $setOnInsert: { bucket, key, windowStart: new Date(windowStart), expiresAt: new Date(windowStart + 2 * windowMs) },
          },
          { upsert: true, new: true },
        )
        .lean<Pick<ThrottleHit, 'count'>>()
        .exec();
    try {
      return (await write())?.count ?? writing;
    } catch (error) {
      // Two replicas creating the window's record at once: the loser adds to the winner's.
      if (!isDuplicateKey(error)) throw error;
      return (await write())?.count ?? writing;
    }
  }
}

function total(window: WindowCount): number {
  return window.stored + window.writing + window.pending;
}
