import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { KeyedLock } from '../keyed-lock';
import { ThrottleHit } from '../schemas/throttle-hit.schema';


interface Windows {
  currentId: string;
  previousId: string;
  windowStart: number;
  /** How much of the previous window still lies inside the sliding window ending now (0..1]. */
  previousWeight: number;
}

export function windowsAt(bucket: string, key: string, windowMs: number, now: Date): Windows {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    currentId: `${bucket}|${key}|${windowStart}`,
    previousId: `${bucket}|${key}|${windowStart - windowMs}`,
    windowStart,
    previousWeight: 1 - (now.getTime() - windowStart) / windowMs,
  };
}

/**
 * Sliding-window counters built from two fixed windows: the count over the last `windowMs` is the current
 * window's hits plus the share of the previous window's that still falls inside it (rounded up, so the
 * estimate never lets more through than the limit).
 */
@Injectable()
export class ThrottleHitRepository {
  /**
   * FerretDB applies findAndModify and $inc as a read then a write, so simultaneous hits on one window
   * lose counts (measured: 100 at once counted about half). Within one process they go one at a time;
   * on MongoDB the operators are atomic across replicas too.
   */
  private readonly increments = new KeyedLock();

  constructor(@InjectModel(ThrottleHit.name) private readonly hits: Model<ThrottleHit>) {}

  async count(bucket: string, key: string, windowMs: number, now = new Date()): Promise<number> {
    const { currentId, previousId, previousWeight } = windowsAt(bucket, key, windowMs, now);
    const [current, previous] = await Promise.all([
      this.hits.findById(currentId, { count: 1 }).lean<Pick<ThrottleHit, 'count'>>().exec(),
      this.hits.findById(previousId, { count: 1 }).lean<Pick<ThrottleHit, 'count'>>().exec(),
    ]);
    return (current?.count ?? 0) + Math.ceil((previous?.count ?? 0) * previousWeight);
  }

  /**
   * Counts this hit and returns the sliding-window count including it, in one atomic increment (read
   * together with the previous window), so concurrent requests can never all see room for one more.
   */
  async hitAndCount(bucket: string, key: string, windowMs: number, now = new Date()): Promise<number> {
    const { previousId, previousWeight } = windowsAt(bucket, key, windowMs, now);
    const [current, previous] = await Promise.all([
      this.incrementCurrent(bucket, key, windowMs, now),
      this.hits.findById(previousId, { count: 1 }).lean<Pick<ThrottleHit, 'count'>>().exec(),
    ]);
    return current + Math.ceil((previous?.count ?? 0) * previousWeight);
  }

  /**
   * True the first time it is asked within the sliding window (then false until the window holds no hit): for
   * a mail that must go at most once a window. Counts only when true, so a flood adds no records.
   */
  async firstInWindow(bucket: string, key: string, windowMs: number, now = new Date()): Promise<boolean> {
    if ((await this.count(bucket, key, windowMs, now)) > 0) return false;
    // Atomic within the process: of calls arriving together, one sees 1.
    return (await this.hitAndCount(bucket, key, windowMs, now)) === 1;
  }

  /** Takes back a hit counted by hitAndCount (a refused request does not count). */
  async unhit(bucket: string, key: string, windowMs: number, now = new Date()): Promise<void> {
    const { currentId } = windowsAt(bucket, key, windowMs, now);
    await this.increments.run(currentId, () => this.hits.updateOne({ _id: currentId }, { $inc: { count: -1 } }).exec());
  }

  /** Adds one to the current window's count (creating its record) and returns the new count. */
  private async incrementCurrent(bucket: string, key: string, windowMs: number, now: Date): Promise<number> {
    const { currentId, windowStart } = windowsAt(bucket, key, windowMs, now);
    const increment = () =>
      this.hits
        .findOneAndUpdate(
          { _id: currentId },
          {
            $inc: { count: 1 },
            $setOnInsert: { bucket, key, windowStart: new Date(windowStart), expiresAt: new Date(windowStart + 2 * windowMs) },
          },
          { upsert: true, new: true },
        )
        .lean<Pick<ThrottleHit, 'count'>>()
        .exec();
    return this.increments.run(currentId, async () => {
      try {
        return (await increment())?.count ?? 1;
      } catch (error) {
        // Two first hits (from two replicas) racing to create the window's record: the loser increments the winner's.
        if (!isDuplicateKey(error)) throw error;
        return (await increment())?.count ?? 1;
      }
    });
  }

  async clear(bucket: string, key: string, windowMs: number, now = new Date()): Promise<void> {
    const { currentId, previousId } = windowsAt(bucket, key, windowMs, now);
    await Promise.all([this.hits.deleteOne({ _id: currentId }).exec(), this.hits.deleteOne({ _id: previousId }).exec()]);
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.hits.deleteMany({ expiresAt: { $lte: now } }).exec()).deletedCount;
  }
}
