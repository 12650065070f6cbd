import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type { AuditKind } from '@society/contracts';
import { isDuplicateKey } from '../duplicate-key';
import { AuditEntry, type AuditEntryRecord } from '../schemas/audit-entry.schema';

export type NewAuditEntry = Omit<AuditEntry, 'actorId'> & { actorId?: string };

/** What the activity log can be narrowed to; every part optional. */
export interface AuditEntryFilter {
  /** Part of the person's email, any case. */
  person?: string;
  kind?: AuditKind;
  /** from inclusive, until exclusive. */
  from?: Date;
  until?: Date;
}

const STREAM_BATCH = 500;
const NEWEST_FIRST = { at: -1, _id: -1 } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toQuery({ person, kind, from, until }: AuditEntryFilter): FilterQuery<AuditEntry> {
  const at: Record<string, Date> = {};
  if (from) at.$gte = from;
  if (until) at.$lt = until;
  return {
    ...(person ? { actorEmail: { $regex: escapeRegExp(person.toLowerCase()) } } : {}),
    ...(kind ? { kind } : {}),
    ...(from || until ? { at } : {}),
  };
}

/** The activity log. Append-only on purpose: inserts and reads, no update or delete of any kind. */
@Injectable()
export class AuditEntryRepository {
  constructor(@InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>) {}

  async insert(entry: NewAuditEntry): Promise<void> {
    await this.entries.create(entry);
  }

  /**
   * An entry carried over from elsewhere under an id of its own: an id already in the log is skipped, so a
   * carry-over that stopped half way (or runs on two replicas at once) can simply run again.
   */
  async insertCarriedOver(entry: NewAuditEntry & { _id: string }): Promise<void> {
    try {
      await this.entries.create(entry);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  countMatching(filter: AuditEntryFilter): Promise<number> {
    return this.entries.countDocuments(toQuery(filter)).exec();
  }

  /** One page, newest first. */
  listPage(filter: AuditEntryFilter, skip: number, limit: number): Promise<AuditEntryRecord[]> {
    return this.entries.find(toQuery(filter)).sort(NEWEST_FIRST).skip(skip).limit(limit).lean<AuditEntryRecord[]>().exec();
  }

  /** Every matching entry, newest first, read from a cursor (the CSV export). */
  streamMatching(filter: AuditEntryFilter): AsyncIterable<AuditEntryRecord> {
    return this.entries.find(toQuery(filter)).sort(NEWEST_FIRST).lean<AuditEntryRecord>().batchSize(STREAM_BATCH).cursor();
  }
}
