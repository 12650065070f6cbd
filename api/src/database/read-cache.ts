/**
 * One list read kept in memory, so the public pages' reads do not each cost a database query.
 * Correct for writes through this API: every write of the owning repository goes through write(), which
 * drops the cached read once the write has finished, so the next read queries again. Concurrent readers
 * share one query. ttlMs bounds how long a write made elsewhere (another API process, a shell) stays unseen.
 */
export class ReadCache<T> {
  private pending: Promise<T> | null = null;
  private startedAt = 0;

  constructor(private readonly ttlMs = 10_000) {}

  read(load: () => Promise<T>): Promise<T> {
    if (this.pending && Date.now() - this.startedAt < this.ttlMs) return this.pending;
    const pending = load().catch((error: unknown) => {
      if (this.pending === pending) this.pending = null; // a failed query is never served again
      throw error;
    });
    this.pending = pending;
    this.startedAt = Date.now();
    return pending;
  }

  /** Runs a write, then forgets the cached read (also when the write failed: it may have half-happened). */
  async write<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } finally {
      this.pending = null;
    }
  }
}
