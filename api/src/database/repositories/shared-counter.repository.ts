import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { ThrottleHit } from '../schemas/throttle-hit.schema';
import { windowsAt } from './throttle-hit.repository';

/** How often this process writes its new counts to the database (one $inc per window touched). */
export const FLUSH_MS = 500;

interface WindowCount {
  bucket: string;
  key: string;
  windowStart: number;
  windowMs: number;
  /** The count as the database last gave it back (every replica's hits). */
  stored: number;
  /** Hits of this process being written right now (not yet in `stored`). */
  writing: number;
  /** Hits of this process not yet written. */
  pending: number;
}

/**
 * The public forms' counters: the same sliding windows as ThrottleHitRepository, in the same records, so
 * every replica shares them. A check never waits for the database: hits are counted in memory and written
 * every FLUSH_MS as one $inc per window touched, and that write brings back the count of every replica.
 * A flood of submissions therefore costs the engine at most one write per sender per half second, and a
 * refusal none at all.
 *
 * The price: a replica learns another's hits on a counter with its own next write of that counter, so
 * across replicas a limit can be passed by what one replica accepts within that half second. Within one
 * process every count is exact.
 */
@Injectable()
export class SharedCounterRepository implements OnApplicationShutdown {
  private readonly logger = new Logger(SharedCounterRepository.name);
  private readonly windows = new Map<string, WindowCount>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(@InjectModel(ThrottleHit.name) private readonly hits: Model<ThrottleHit>) {}

  /** The sliding-window count over the last `windowMs` (rounded up, so it never lets more through). */
  count(bucket: string, key: string, windowMs: number, now = new Date()): number {
    const { currentId, previousId, previousWeight } = windowsAt(bucket, key, windowMs, now);
    const current = this.windows.get(currentId);
    const previous = this.windows.get(previousId);
    return (current ? total(current) : 0) + Math.ceil((previous ? total(previous) : 0) * previousWeight);
  }

  /** Counts one hit and returns the count including it. */
  hitAndCount(bucket: string, key: string, windowMs: number, now = new Date()): number {
    this.add(bucket, key, windowMs, 1, now);
    return this.count(bucket, key, windowMs, now);
  }

  /** Adds `hits` (negative to take some back) to the current window; written with the next flush. */
  add(bucket: string, key: string, windowMs: number, hits: number, now = new Date()): void {
    const { currentId, windowStart } = windowsAt(bucket, key, windowMs, now);
    let window = this.windows.get(currentId);
    if (!window) {
      window = { bucket, key, windowStart, windowMs, stored: 0, writing: 0, pending: 0 };
      this.windows.set(currentId, window);
    }
    window.pending += hits;
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, FLUSH_MS);
      this.timer.unref();
    }
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

  private async writePending(): Promise<void> {
    const now = Date.now();
    for (const [id, window] of this.windows) {
      if (window.pending === 0) {
        // Forget windows that no longer count (two windows on) so memory stays bounded.
        if (window.windowStart + 2 * window.windowMs < now) this.windows.delete(id);
        continue;
      }
      window.writing = window.pending;
      window.pending = 0;
      try {
        window.stored = await this.increment(id, window);
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
