import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { BreachState } from '@society/contracts';
import { Breach, BreachNotice, type BreachNoticeRecord, type BreachRecord } from '../schemas/breach.schema';
import { isDuplicateKey } from '../duplicate-key';

export type NewBreach = Omit<Breach, 'state' | 'boardInformedAt' | 'reportSentAt' | 'closedAt'>;
export type BreachChanges = Partial<Omit<Breach, 'state' | 'recordedBy' | 'boardInformedAt' | 'reportSentAt' | 'closedAt'>>;
/** A step's new state and the time it sets (one of the step times). */
export type BreachStepChange = { state: BreachState } & Partial<Pick<Breach, 'boardInformedAt' | 'reportSentAt' | 'closedAt'>>;
export type NewBreachNotice = Omit<BreachNotice, 'outboxId'>;

@Injectable()
export class BreachRepository {
  constructor(
    @InjectModel(Breach.name) private readonly breaches: Model<Breach>,
    @InjectModel(BreachNotice.name) private readonly notices: Model<BreachNotice>,
  ) {}

  /** The register, newest found first (a small society records few; the list is whole). */
  listNewestFound(): Promise<BreachRecord[]> {
    return this.breaches.find().sort({ discoveredAt: -1, _id: -1 }).lean<BreachRecord[]>().exec();
  }

  findById(id: string): Promise<BreachRecord | null> {
    return this.breaches.findById(id).lean<BreachRecord>().exec();
  }

  async create(breach: NewBreach): Promise<BreachRecord> {
    return (await this.breaches.create({ ...breach, state: 'open' })).toObject<BreachRecord>();
  }

  /** Changes the facts of an incident that is not closed; null when it is gone or closed meanwhile. */
  async updateOpen(id: string, changes: BreachChanges): Promise<BreachRecord | null> {
    const result = await this.breaches.updateOne({ _id: id, state: { $ne: 'closed' } }, { $set: changes }, { runValidators: true }).exec();
    return result.matchedCount === 0 ? null : this.findById(id);
  }

  /** Moves the incident on from `from` (only while it is still there: two admins cannot both record the step). */
  async advance(id: string, from: BreachState, change: BreachStepChange): Promise<BreachRecord | null> {
    const result = await this.breaches.updateOne({ _id: id, state: from }, { $set: change }).exec();
    return result.modifiedCount === 0 ? null : this.findById(id);
  }

  /**
   * Claims the notice to an address before its mail is queued: the unique index lets one claim per address
   * and incident succeed, however many requests (or replicas) send at once. Null when it was claimed already.
   */
  async claimNotice(notice: NewBreachNotice): Promise<string | null> {
    try {
      return String((await this.notices.create({ ...notice, outboxId: null }))._id);
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /** The outbox item that carries a claimed notice. */
  async setNoticeOutbox(noticeId: string, outboxId: string): Promise<void> {
    await this.notices.updateOne({ _id: noticeId }, { $set: { outboxId } }).exec();
  }

  /** Gives a claim back when its mail could not be queued, so a later sending writes to the address. */
  async dropNotice(noticeId: string): Promise<void> {
    await this.notices.deleteOne({ _id: noticeId }).exec();
  }

  /** The addresses already sent a notice for the incident. */
  async noticedEmails(breachId: string): Promise<Set<string>> {
    return new Set((await this.notices.distinct('email', { breachId }).exec()) as string[]);
  }

  /** Every notice sent to one address, with its incident (a data-rights request). */
  async noticesToAddress(email: string): Promise<Array<{ notice: BreachNoticeRecord; breach: BreachRecord | null }>> {
    const notices = await this.notices.find({ email }).sort({ createdAt: -1, _id: -1 }).lean<BreachNoticeRecord[]>().exec();
    if (notices.length === 0) return [];
    const breaches = await this.breaches.find({ _id: { $in: notices.map((notice) => notice.breachId) } }).lean<BreachRecord[]>().exec();
    return notices.map((notice) => ({ notice, breach: breaches.find((breach) => String(breach._id) === notice.breachId) ?? null }));
  }

  /** The notices of the incident to some of its addresses (the rows of one page). */
  noticesTo(breachId: string, emails: string[]): Promise<BreachNoticeRecord[]> {
    return this.notices.find({ breachId, email: { $in: emails } }).lean<BreachNoticeRecord[]>().exec();
  }

  /** How many notices went, and when the last one did. */
  async noticeSummary(breachId: string): Promise<{ queued: number; lastQueuedAt: Date | null }> {
    const [queued, last] = await Promise.all([
      this.notices.countDocuments({ breachId }).exec(),
      this.notices.findOne({ breachId }).sort({ createdAt: -1, _id: -1 }).lean<BreachNoticeRecord>().exec(),
    ]);
    return { queued, lastQueuedAt: last?.createdAt ?? null };
  }
}
