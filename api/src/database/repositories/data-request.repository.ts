import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { DataRequestRegisterStatus, ErasureOutcome } from '@society/contracts';
import { KeyedLock } from '../keyed-lock';
import { allOf, anyFieldContains, readPage, type PageRows, type PageWindow } from '../paging';
import { DataRequest, type DataRequestRecord } from '../schemas/data-request.schema';

export type NewDataRequest = Pick<
  DataRequest,
  'kind' | 'name' | 'email' | 'details' | 'nomineeName' | 'nomineeEmail' | 'confirmTokenHash' | 'confirmExpiresAt' | 'consent' | 'language'
>;

const CLOSED = ['done', 'declined'];

@Injectable()
export class DataRequestRepository {
  /** One change at a time per request (FerretDB's updates are not atomic): a link is used once, a request closed once. */
  private readonly writes = new KeyedLock();

  constructor(@InjectModel(DataRequest.name) private readonly requests: Model<DataRequest>) {}

  async create(request: NewDataRequest): Promise<DataRequestRecord> {
    const created = await this.requests.create({ ...request, status: 'unconfirmed' });
    return created.toObject<DataRequestRecord>();
  }

  findById(id: string): Promise<DataRequestRecord | null> {
    return this.requests.findById(id).lean<DataRequestRecord>().exec();
  }

  /**
   * Confirms the unconfirmed request whose live link has this token hash: the hash is removed in the same
   * write, so the link works once. Null when no such link is live.
   */
  async confirmByTokenHash(hash: string, now: Date, dueAt: Date): Promise<DataRequestRecord | null> {
    const found = await this.requests.findOne({ confirmTokenHash: hash }).lean<DataRequestRecord>().exec();
    if (!found) return null;
    const id = String(found._id);
    return this.writes.run(id, async () => {
      const result = await this.requests
        .updateOne(
          { _id: id, status: 'unconfirmed', confirmTokenHash: hash, confirmExpiresAt: { $gt: now } },
          { $set: { status: 'open', confirmedAt: now, dueAt }, $unset: { confirmTokenHash: 1 } },
        )
        .exec();
      return result.modifiedCount === 1 ? this.findById(id) : null;
    });
  }

  /** The request whose export link has this token hash, while the link works. */
  findByLiveExportTokenHash(hash: string, now: Date): Promise<DataRequestRecord | null> {
    return this.requests.findOne({ exportTokenHash: hash, exportExpiresAt: { $gt: now } }).lean<DataRequestRecord>().exec();
  }

  /** One page of the register (confirmed requests), soonest due first; `status` and a search in name and email narrow it. */
  listPage(criteria: PageWindow & { status?: DataRequestRegisterStatus; search?: string }): Promise<PageRows<DataRequestRecord>> {
    const filter = allOf(
      criteria.status ? { status: criteria.status } : { status: { $ne: 'unconfirmed' } },
      criteria.search ? anyFieldContains(['name', 'email'], criteria.search) : undefined,
    );
    return readPage<DataRequestRecord, DataRequest>(this.requests, filter, { field: 'dueAt', descending: false }, criteria);
  }

  /** Open requests past their due date (the register's figure). */
  countOverdue(now: Date): Promise<number> {
    return this.requests.countDocuments({ status: 'open', dueAt: { $lt: now } }).exec();
  }

  /** The confirmed requests made with this address (they are part of what is held about the person). */
  listConfirmedByEmail(email: string): Promise<DataRequestRecord[]> {
    return this.requests.find({ email, status: { $ne: 'unconfirmed' } }).sort({ createdAt: -1, _id: -1 }).lean<DataRequestRecord[]>().exec();
  }

  /** Access: the export link's hash and life (a new link replaces an earlier one). */
  async setExportLink(id: string, hash: string, sentAt: Date, expiresAt: Date): Promise<DataRequestRecord | null> {
    return this.writes.run(id, async () => {
      await this.requests.updateOne({ _id: id }, { $set: { exportTokenHash: hash, exportSentAt: sentAt, exportExpiresAt: expiresAt } }).exec();
      return this.findById(id);
    });
  }

  /** Closes an open request with its outcome; null when it was no longer open (someone else closed it). */
  async close(
    id: string,
    outcome: { status: 'done' | 'declined'; reply: string; closedBy: string; closedAt: Date; erasure?: ErasureOutcome },
  ): Promise<DataRequestRecord | null> {
    return this.writes.run(id, async () => {
      const result = await this.requests.updateOne({ _id: id, status: 'open' }, { $set: outcome }).exec();
      return result.modifiedCount === 1 ? this.findById(id) : null;
    });
  }

  /** Erasure: requests of this address never confirmed (not the person's record of anything); returns how many. */
  async deleteUnconfirmedByEmail(email: string): Promise<number> {
    return (await this.requests.deleteMany({ email, status: 'unconfirmed' }).exec()).deletedCount;
  }

  /** Closed on or before `cutoff`, oldest first (the retention preview); `limit` 0 counts only. */
  async closedBy(cutoff: Date, limit: number): Promise<{ total: number; items: DataRequestRecord[] }> {
    const filter = { status: { $in: CLOSED }, closedAt: { $lte: cutoff } };
    const [total, items] = await Promise.all([
      this.requests.countDocuments(filter).exec(),
      limit > 0 ? this.requests.find(filter).sort({ closedAt: 1, _id: 1 }).limit(limit).lean<DataRequestRecord[]>().exec() : [],
    ]);
    return { total, items };
  }

  /** Retention: deletes the requests closed on or before `cutoff`, and those never confirmed whose link has expired. */
  async deleteClosedBy(cutoff: Date, now: Date): Promise<number> {
    const closed = await this.requests.deleteMany({ status: { $in: CLOSED }, closedAt: { $lte: cutoff } }).exec();
    const lapsed = await this.requests.deleteMany({ status: 'unconfirmed', confirmExpiresAt: { $lte: now } }).exec();
    return closed.deletedCount + lapsed.deletedCount;
  }
}
