import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type FilterQuery, type Model } from 'mongoose';
import type { HoursStatus } from '@society/contracts';
import { readPage, type PageRows, type PageWindow } from '../../../../database/paging';
import { HoursEntry, type HoursEntryRecord } from '../schemas/hours-entry.schema';

export type NewHoursEntry = Pick<HoursEntry, 'userId' | 'source' | 'sessionId' | 'sessionTitle' | 'signUpId' | 'day' | 'week' | 'hours' | 'note'>;

@Injectable()
export class HoursEntryRepository {
  constructor(@InjectModel(HoursEntry.name) private readonly entries: Model<HoursEntry>) {}

  findById(id: string): Promise<HoursEntryRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.entries.findById(id).lean<HoursEntryRecord>().exec();
  }

  async existsForSignUp(signUpId: string): Promise<boolean> {
    return (await this.entries.exists({ signUpId }).exec()) !== null;
  }

  async create(entry: NewHoursEntry): Promise<HoursEntryRecord> {
    return (await this.entries.create({ ...entry, status: 'waiting', rejectReason: null, decidedAt: null, decidedById: null })).toObject<HoursEntryRecord>();
  }

  /** HR's list by day: perhaps only one status, perhaps only one week. */
  listPage(window: PageWindow, filter: { status?: HoursStatus; week?: string }): Promise<PageRows<HoursEntryRecord>> {
    const query: FilterQuery<HoursEntry> = {};
    if (filter.status) query.status = filter.status;
    if (filter.week) query.week = filter.week;
    return readPage<HoursEntryRecord, HoursEntry>(this.entries, query, { field: 'day', descending: false }, window);
  }

  /** A person's own, newest day first. */
  listOfUser(userId: string): Promise<HoursEntryRecord[]> {
    return this.entries.find({ userId }).sort({ day: -1, _id: -1 }).lean<HoursEntryRecord[]>().exec();
  }

  async deleteOfUser(userId: string): Promise<number> {
    return (await this.entries.deleteMany({ userId }).exec()).deletedCount;
  }

  /** Decides one entry if still waiting; false when it was decided already. */
  async decide(id: string, decision: { status: 'approved' | 'rejected'; rejectReason: string | null; decidedById: string; decidedAt: Date }): Promise<boolean> {
    const result = await this.entries.updateOne({ _id: id, status: 'waiting' }, { $set: decision }).exec();
    return result.modifiedCount === 1;
  }

  /** Approves every waiting entry of a week, or of these ids, in one write; returns how many. */
  async approveMany(which: { week: string } | { ids: readonly string[] }, decidedById: string, decidedAt: Date): Promise<number> {
    const filter: FilterQuery<HoursEntry> = 'week' in which ? { week: which.week, status: 'waiting' } : { _id: { $in: which.ids.filter((id) => isValidObjectId(id)) }, status: 'waiting' };
    const result = await this.entries.updateMany(filter, { $set: { status: 'approved', decidedById, decidedAt, rejectReason: null } }).exec();
    return result.modifiedCount;
  }

  /** The person's approved hours on the days from `from` to `to` (both included). */
  async approvedTotal(userId: string, from: string, to: string): Promise<number> {
    const rows = await this.entries.find({ userId, status: 'approved', day: { $gte: from, $lte: to } }, { hours: 1 }).lean<Array<Pick<HoursEntryRecord, 'hours'>>>().exec();
    return rows.reduce((sum, row) => sum + row.hours, 0);
  }
}
