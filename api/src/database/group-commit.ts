import type { Model } from 'mongoose';

/**
 * Most documents one insertMany carries. High, so a queue that grew while the database was away is written
 * (or fails) in a round or two, not in many rounds that each wait for the database; low enough that a group
 * of the largest contact messages (about 15 KB each) stays one command under the server's 48 MB message.
 */
export const MAX_GROUP = 2_000;

interface Waiting {
  document: Record<string, unknown>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface WriteErrorLike {
  index: number;
  code?: number;
  errmsg?: string;
  errInfo?: unknown;
}

/** One document's failure out of an unordered insertMany, as an error the exception filter knows (a duplicate is a 409). */
class DocumentWriteError extends Error {
  override readonly name = 'MongoServerError';
  readonly code: number | undefined;
  readonly errInfo: unknown;

  constructor({ code, errmsg, errInfo }: WriteErrorLike) {
    super(errmsg ?? 'The document could not be stored.');
    this.code = code;
    this.errInfo = errInfo;
  }
}

/** The per-document errors of an unordered insertMany that stored the rest, or null if the whole command failed. */
export function writeErrorsOf(error: unknown): WriteErrorLike[] | null {
  const { writeErrors, writeConcernError } = (error ?? {}) as { writeErrors?: unknown; writeConcernError?: unknown };
  if (writeConcernError || !writeErrors) return null;
  const list = (Array.isArray(writeErrors) ? writeErrors : [writeErrors]) as WriteErrorLike[];
  return list.length > 0 && list.every((item) => typeof item?.index === 'number') ? list : null;
}

/** Mongoose sets a new document's timestamps in save(); insertMany calls this (untyped) method instead. */
interface WithTimestamps {
  initializeTimestamps(): void;
}

/**
 * Group commit for one collection: a flood of new documents costs the database one insertMany per group
 * instead of one insert each. A document is validated and completed (defaults, _id, timestamps) on its own,
 * so an invalid one fails alone (a Mongoose ValidationError, answered 400); it is then written with every
 * other document that arrived while the previous group's insert was in flight. Alone, a document is written at
 * once: grouping adds no wait, it only fills the time a write takes anyway.
 *
 * insert() resolves only once the database has acknowledged that document. The insert is unordered: a
 * document the database refuses (a duplicate key) fails its own caller and no other; a command that fails
 * as a whole (the database unreachable) fails every caller of that group, and nobody else.
 */
export class GroupCommit<T, R = T> {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly model: Model<T>,
    private readonly maxGroup = MAX_GROUP,
  ) {}

  /** Validates and stores one new document; resolves to it as stored once the database acknowledged it. */
  async insert(fields: Partial<T>): Promise<R> {
    const document = new this.model(fields);
    await document.validate();
    (document as unknown as WithTimestamps).initializeTimestamps();
    const stored = document.toObject<R>({ depopulate: true, virtuals: false, getters: false, transform: false });
    await new Promise<void>((resolve, reject) => {
      this.queue.push({ document: stored as Record<string, unknown>, resolve, reject });
      if (!this.writing) void this.writeGroups();
    });
    return stored;
  }

  private async writeGroups(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.maxGroup);
        await this.write(group);
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(group: Waiting[]): Promise<void> {
    try {
      await this.model.collection.insertMany(
        group.map((waiting) => waiting.document),
        { ordered: false },
      );
    } catch (error) {
      const failed = writeErrorsOf(error);
      if (!failed) {
        for (const waiting of group) waiting.reject(error);
        return;
      }
      const failures = new Map(failed.map((item) => [item.index, item]));
      group.forEach((waiting, index) => {
        const failure = failures.get(index);
        if (failure) waiting.reject(new DocumentWriteError(failure));
        else waiting.resolve();
      });
      return;
    }
    for (const waiting of group) waiting.resolve();
  }
}
