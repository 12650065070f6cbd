/**
 * One list read kept in memory, so the public pages' reads do not each cost a database query.
 * Correct for writes through this API: every write of the owning repository goes through write(), which
 * drops the cached read once the write has finished, so the next read queries again. Concurrent readers
 * share one query. ttlMs bounds how long a write made elsewhere (another API process, a shell) stays unseen.
 *
 * A read may be one of several (a page of a list): `key` names it. At most maxKeys are kept, the oldest
 * read going first, so visitors asking for pages nobody else reads cannot fill the memory.
 */
export class ReadCache<T> {
  private readonly reads = new Map<string, { pending: Promise<T>; startedAt: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxKeys = 1,
  ) {}

  read(load: () => Promise<T>, key = ''): Promise<T> {
    const cached = this.reads.get(key);
    if (cached && Date.now() - cached.startedAt < this.ttlMs) return cached.pending;
    const pending = load().catch((error: unknown) => {
      if (this.reads.get(key)?.pending === pending) this.reads.delete(key); // a failed query is never served again
      throw error;
    });
    this.reads.delete(key); // re-added last: the newest read
    if (this.reads.size >= this.maxKeys) this.reads.delete(this.reads.keys().next().value as string);
    this.reads.set(key, { pending, startedAt: Date.now() });
    return pending;
  }

  /** Runs a write, then forgets every cached read (also when the write failed: it may have half-happened). */
  async write<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } finally {
      this.reads.clear();
    }
  }
}
