import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, mongo } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { writeErrorsOf } from '../group-commit';
import { ThrottleHit } from '../schemas/throttle-hit.schema';
import { windowsAt } from './throttle-hit.repository';

/** How often this process writes its new counts to the database (see SharedCounterRepository). */
export const FLUSH_MS = 500;

/** After a write that took d ms, the next timed write waits at least FLUSH_PACE × d. */
export const FLUSH_PACE = 4;

/** Most new windows one insertMany creates. */
const INSERT_GROUP = 500;

interface WindowCount {
  id: string;
  /** Whether the window's record is known to exist (this process created or incremented it). */
  recorded: boolean;
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
 * every FLUSH_MS. The windows this process has not written yet (a new sender: most are seen once) are
 * created together, with one insert; the others get one $inc each, which brings back the count of every
 * replica. A flood of submissions therefore costs the engine at most one write per sender per half second
 * (a few for a thousand new senders), and a refusal none at all; a write that took long is followed by a
 * pause FLUSH_PACE times as long, so counting never keeps the engine busy most of the time.
 *
 * The price: a replica learns another's hits on a counter with its own next write of that counter, so
 * across replicas a limit can be passed by what one replica accepts within that half second (or that
 * pause). Within one process every count is exact.
 */
@Injectable()
export class SharedCounterRepository implements OnApplicationShutdown {
  private readonly logger = new Logger(SharedCounterRepository.name);
  private readonly windows = new Map<string, WindowCount>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** Whether hits were added since the last write began. */
  private unwritten = false;
  /** No timed write before this (ms since the epoch): see FLUSH_PACE. */
  private pauseUntil = 0;
  private closed = false;

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
      window = { id: currentId, recorded: false, bucket, key, windowStart, windowMs, stored: 0, writing: 0, pending: 0 };
      this.windows.set(currentId, window);
    }
    window.pending += hits;
    this.unwritten = true;
    this.schedule();
  }

  /** Writes every pending count now (tests; shutdown). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    const started = Date.now();
    this.unwritten = false;
    this.flushing = this.writePending().finally(() => {
      // A long write (a flood from many senders, each a counter of its own) is followed by a longer pause,
      // so counting never keeps the engine busy more than 1/(FLUSH_PACE + 1) of the time.
      this.pauseUntil = Date.now() + FLUSH_PACE * (Date.now() - started);
      this.flushing = undefined;
      if (this.unwritten) this.schedule();
    });
    await this.flushing;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** The next write, FLUSH_MS from now (or after the pause a long write asks for); one at a time. */
  private schedule(): void {
    if (this.timer || this.flushing || this.closed) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.flush();
      },
      Math.max(FLUSH_MS, this.pauseUntil - Date.now()),
    );
    this.timer.unref();
  }

  private async writePending(): Promise<void> {
    const now = Date.now();
    const fresh: WindowCount[] = [];
    const recorded: WindowCount[] = [];
    for (const [id, window] of this.windows) {
      if (window.pending === 0) {
        // Forget windows that no longer count (two windows on) so memory stays bounded.
        if (window.windowStart + 2 * window.windowMs < now) this.windows.delete(id);
        continue;
      }
      window.writing = window.pending;
      window.pending = 0;
      (window.recorded ? recorded : fresh).push(window);
    }
    for (let start = 0; start < fresh.length; start += INSERT_GROUP) {
      recorded.push(...(await this.create(fresh.slice(start, start + INSERT_GROUP))));
    }
    for (const window of recorded) {
      try {
        window.stored = await this.increment(window);
        window.recorded = true;
      } catch (error) {
        this.keepForNextTry([window], error);
      } finally {
        window.writing = 0;
      }
    }
  }

  /**
   * Creates the records of windows this process has not written yet, all in one insert: a window's first
   * write is its only one for most senders (a new address, a new person), and the engine takes a group of
   * inserts for the price of a few single writes. Returns the windows whose record another replica created
   * first: those are incremented instead.
   */
  private async create(windows: WindowCount[]): Promise<WindowCount[]> {
    const records = windows.map(({ id, bucket, key, windowStart, windowMs, writing }) => ({
      _id: id,
      bucket,
      key,
      windowStart: new Date(windowStart),
      count: writing,
      expiresAt: new Date(windowStart + 2 * windowMs),
    }));
    let failures: Map<number, unknown>;
    try {
      // The collection's own insert: the records are complete, and their _id is a string, not an ObjectId.
      await this.hits.collection.insertMany(records as unknown as mongo.OptionalId<mongo.Document>[], { ordered: false });
      failures = new Map();
    } catch (error) {
      const failed = writeErrorsOf(error);
      if (!failed) {
        this.keepForNextTry(windows, error);
        windows.forEach((window) => (window.writing = 0));
        return [];
      }
      failures = new Map(failed.map((failure) => [failure.index, failure]));
    }
    const existing: WindowCount[] = [];
    windows.forEach((window, index) => {
      const failure = failures.get(index);
      if (failure === undefined) {
        // Nobody had counted this window: the record holds exactly this process's hits.
        window.stored = window.writing;
        window.recorded = true;
      } else if (isDuplicateKey(failure)) {
        existing.push(window);
        return;
      } else {
        this.keepForNextTry([window], failure);
      }
      window.writing = 0;
    });
    return existing;
  }

  /** Puts back the hits a write could not store, for the next flush (one warning per failed write). */
  private keepForNextTry(windows: WindowCount[], error: unknown): void {
    for (const window of windows) window.pending += window.writing;
    // A driver's error has a message; one document's failure out of an insert (a WriteError), an errmsg.
    const { message, errmsg } = (error ?? {}) as { message?: unknown; errmsg?: unknown };
    this.logger.warn(`Could not write ${windows.length} form counter(s) (kept for the next try): ${String(message ?? errmsg ?? error)}`);
  }

  private async increment(window: WindowCount): Promise<number> {
    const { id, bucket, key, windowStart, windowMs, writing } = window;
    // The collection's own findOneAndUpdate: a flood's counters are written many at a time, and a Mongoose
    // query around each would cost the API more than the write.
    const write = () =>
      this.hits.collection.findOneAndUpdate(
        { _id: id as unknown as mongo.ObjectId },
        {
          $inc: { count: writing },
          $setOnInsert: { bucket, key, windowStart: new Date(windowStart), expiresAt: new Date(windowStart + 2 * windowMs) },
        },
        // No projection: FerretDB's findAndModify does not take one.
        { upsert: true, returnDocument: 'after' },
      );
    try {
      return ((await write()) as Pick<ThrottleHit, 'count'> | null)?.count ?? writing;
    } catch (error) {
      // Two replicas creating the window's record at once: the loser adds to the winner's.
      if (!isDuplicateKey(error)) throw error;
      return ((await write()) as Pick<ThrottleHit, 'count'> | null)?.count ?? writing;
    }
  }
}

function total(window: WindowCount): number {
  return window.stored + window.writing + window.pending;
}
