import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, mongo } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { writeErrorsOf } from '../group-commit';
import { ThrottleHit } from '../schemas/throttle-hit.schema';
import { windowsAt } from './throttle-hit.repository';

/** A counter record's _id, as ThrottleHitRepository names it (bucket|key|window start). */
function recordId({ bucket, windowStart, windowMs }: Window, key: string): string {
  return windowsAt(bucket, key, windowMs, new Date(windowStart)).currentId;
}

/** How often this process writes its new counts to the database (see SharedCounterRepository). */
export const FLUSH_MS = 500;

/** After a write that took d ms, the next timed write waits at least FLUSH_PACE × d. */
export const FLUSH_PACE = 4;

/** Most new windows one insertMany creates. */
const INSERT_GROUP = 500;

/** One sender's count in one fixed window. */
interface WindowCount {
  /** Whether the window's record is known to exist (this process created or incremented it). */
  recorded: boolean;
  /** The count as the database last gave it back (every replica's hits). */
  stored: number;
  /** Hits of this process being written right now (not yet in `stored`). */
  writing: number;
  /** Hits of this process not yet written. */
  pending: number;
}

/** One bucket's fixed window: every sender's count in it, by key. */
interface Window {
  bucket: string;
  windowStart: number;
  windowMs: number;
  counts: Map<string, WindowCount>;
}

/** A count being written, with what its record needs. */
interface Writing {
  window: Window;
  key: string;
  count: WindowCount;
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
  /**
   * bucket → window start → the window. Nested rather than one map by record id, so a check builds no
   * string and a sender costs a map entry and four numbers (a flood of senders is held two hours).
   */
  private readonly windows = new Map<string, Map<number, Window>>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** Whether hits were added since the last write began. */
  private unwritten = false;
  /** No timed write before this (ms since the epoch): see FLUSH_PACE. */
  private pauseUntil = 0;
  private closed = false;

  constructor(@InjectModel(ThrottleHit.name) private readonly hits: Model<ThrottleHit>) {}

  /** The sliding-window count over the last `windowMs` (rounded up, so it never lets more through). */
  count(bucket: string, key: string, windowMs: number, now = Date.now()): number {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const byStart = this.windows.get(bucket);
    const current = byStart?.get(windowStart)?.counts.get(key);
    const previous = byStart?.get(windowStart - windowMs)?.counts.get(key);
    // The share of the previous window still inside the sliding window ending now (as windowsAt).
    const previousWeight = 1 - (now - windowStart) / windowMs;
    return (current ? total(current) : 0) + Math.ceil((previous ? total(previous) : 0) * previousWeight);
  }

  /** Counts one hit and returns the count including it. */
  hitAndCount(bucket: string, key: string, windowMs: number, now = Date.now()): number {
    this.add(bucket, key, windowMs, 1, now);
    return this.count(bucket, key, windowMs, now);
  }

  /** Adds `hits` (negative to take some back) to the current window; written with the next flush. */
  add(bucket: string, key: string, windowMs: number, hits: number, now = Date.now()): void {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    let byStart = this.windows.get(bucket);
    if (!byStart) this.windows.set(bucket, (byStart = new Map()));
    let window = byStart.get(windowStart);
    if (!window) byStart.set(windowStart, (window = { bucket, windowStart, windowMs, counts: new Map() }));
    let count = window.counts.get(key);
    if (!count) window.counts.set(key, (count = { recorded: false, stored: 0, writing: 0, pending: 0 }));
    count.pending += hits;
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
    const fresh: Writing[] = [];
    const recorded: Writing[] = [];
    for (const byStart of this.windows.values()) {
      for (const [windowStart, window] of byStart) {
        let pending = false;
        for (const [key, count] of window.counts) {
          if (count.pending === 0) continue;
          pending = true;
          count.writing = count.pending;
          count.pending = 0;
          (count.recorded ? recorded : fresh).push({ window, key, count });
        }
        // Forget windows that no longer count (two windows on) so memory stays bounded.
        if (!pending && window.windowStart + 2 * window.windowMs < now) byStart.delete(windowStart);
      }
    }
    for (let start = 0; start < fresh.length; start += INSERT_GROUP) {
      recorded.push(...(await this.create(fresh.slice(start, start + INSERT_GROUP))));
    }
    for (const writing of recorded) {
      try {
        writing.count.stored = await this.increment(writing);
        writing.count.recorded = true;
      } catch (error) {
        this.keepForNextTry([writing], error);
      } finally {
        writing.count.writing = 0;
      }
    }
  }

  /**
   * Creates the records of windows this process has not written yet, all in one insert: a window's first
   * write is its only one for most senders (a new address, a new person), and the engine takes a group of
   * inserts for the price of a few single writes. Returns the windows whose record another replica created
   * first: those are incremented instead.
   */
  private async create(writings: Writing[]): Promise<Writing[]> {
    const records = writings.map(({ window, window: { bucket, windowStart, windowMs }, key, count }) => ({
      _id: recordId(window, key),
      bucket,
      key,
      windowStart: new Date(windowStart),
      count: count.writing,
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
        this.keepForNextTry(writings, error);
        writings.forEach(({ count }) => (count.writing = 0));
        return [];
      }
      failures = new Map(failed.map((failure) => [failure.index, failure]));
    }
    const existing: Writing[] = [];
    writings.forEach((writing, index) => {
      const failure = failures.get(index);
      if (failure === undefined) {
        // Nobody had counted this window: the record holds exactly this process's hits.
        writing.count.stored = writing.count.writing;
        writing.count.recorded = true;
      } else if (isDuplicateKey(failure)) {
        existing.push(writing);
        return;
      } else {
        this.keepForNextTry([writing], failure);
      }
      writing.count.writing = 0;
    });
    return existing;
  }

  /** Puts back the hits a write could not store, for the next flush (one warning per failed write). */
  private keepForNextTry(writings: Writing[], error: unknown): void {
    for (const { count } of writings) count.pending += count.writing;
    // A driver's error has a message; one document's failure out of an insert (a WriteError), an errmsg.
    const { message, errmsg } = (error ?? {}) as { message?: unknown; errmsg?: unknown };
    this.logger.warn(`Could not write ${writings.length} form counter(s) (kept for the next try): ${String(message ?? errmsg ?? error)}`);
  }

  private async increment({ window, key, count: { writing } }: Writing): Promise<number> {
    const { bucket, windowStart, windowMs } = window;
    const id = recordId(window, key);
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
