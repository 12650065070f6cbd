import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { KeyedLock } from '../keyed-lock';
import { MailOutboxItem, type MailOutboxRecord } from '../schemas/mail-outbox.schema';

export type NewOutboxItem = Pick<MailOutboxItem, 'kind' | 'to' | 'subject' | 'text'> &
  Partial<Pick<MailOutboxItem, 'donationId' | 'applicantId' | 'breachId' | 'receiptNumber' | 'html' | 'attachmentKey' | 'attachmentName'>>;

/** The lock key of an item: its donation's mails (claims, cancels) are serialised together, others alone. */
function lockKey(item: MailOutboxRecord): string {
  return item.donationId ?? String(item._id);
}

/** Whose mails a data-rights request is about. */
export interface MailPerson {
  email: string;
  applicantIds: string[];
  donationIds: string[];
}

/**
 * A person's mails: those about their applications or donations, and those sent to their address about no
 * one's. A mail to them about someone else (HR's copy of a volunteer's correction note) is that person's.
 */
const personFilter = ({ email, applicantIds, donationIds }: MailPerson) => ({
  $or: [
    ...(email ? [{ to: email, applicantId: null, donationId: null }] : []),
    { applicantId: { $in: applicantIds } },
    { donationId: { $in: donationIds } },
  ],
});

const doneFilter = (cutoff: Date) => ({ status: { $in: ['sent', 'failed', 'cancelled'] }, updatedAt: { $lte: cutoff } });

@Injectable()
export class MailOutboxRepository {
  /**
   * Claims, outcomes and cancels of one donation's mails run one at a time within this process: FerretDB
   * writes a matched document back whole, so a cancel racing a claim could otherwise be undone.
   */
  private readonly writes = new KeyedLock();

  constructor(@InjectModel(MailOutboxItem.name) private readonly outbox: Model<MailOutboxItem>) {}

  async enqueue(item: NewOutboxItem): Promise<MailOutboxRecord> {
    const created = await this.outbox.create({ ...item, status: 'pending', attempts: 0, nextAttemptAt: new Date() });
    return created.toObject<MailOutboxRecord>();
  }

  /** The oldest pending item due by `now` and not held by a live claim. */
  findDue(now: Date, staleBefore: Date): Promise<MailOutboxRecord | null> {
    return this.outbox
      .findOne({ status: 'pending', nextAttemptAt: { $lte: now }, $or: [{ claimedBy: null }, { claimedAt: { $lt: staleBefore } }] })
      .sort({ nextAttemptAt: 1, _id: 1 })
      .lean<MailOutboxRecord>()
      .exec();
  }

  /**
   * Claims an item seen by findDue: the update matches only while nobody else changed its claim, so of two
   * workers (or replicas) only one wins and sends it.
   */
  async claim(item: MailOutboxRecord, claimId: string, now: Date): Promise<boolean> {
    const result = await this.writes.run(lockKey(item), () =>
      this.outbox
        .updateOne({ _id: item._id, status: 'pending', claimedBy: item.claimedBy ?? null }, { $set: { claimedBy: claimId, claimedAt: now } })
        .exec(),
    );
    return result.modifiedCount === 1;
  }

  /**
   * Records the outcome of one attempt ('cancelled' when the mail turned out to be no longer wanted), only
   * while this claim still holds the item (a cancel may have come).
   */
  async finishAttempt(
    item: MailOutboxRecord,
    claimId: string,
    outcome: Pick<MailOutboxItem, 'status' | 'attempts' | 'nextAttemptAt'> & { lastError?: string; sentAt?: Date; text?: string },
  ): Promise<boolean> {
    const result = await this.writes.run(lockKey(item), () =>
      this.outbox
        .updateOne({ _id: item._id, claimedBy: claimId, status: 'pending' }, { $set: { ...outcome, claimedBy: null, claimedAt: null } })
        .exec(),
    );
    return result.modifiedCount === 1;
  }

  /** Cancels the donation's receipt mails still waiting (those of one receipt number, or all of them). */
  async cancelPendingReceipts(donationId: string, receiptNumber?: string): Promise<number> {
    const filter = { donationId, kind: 'donation-receipt', status: 'pending', ...(receiptNumber ? { receiptNumber } : {}) };
    const result = await this.writes.run(donationId, () =>
      this.outbox.updateMany(filter, { $set: { status: 'cancelled', claimedBy: null, claimedAt: null } }).exec(),
    );
    return result.modifiedCount;
  }

  findByApplicant(applicantId: string): Promise<MailOutboxRecord[]> {
    return this.outbox.find({ applicantId }).sort({ createdAt: 1, _id: 1 }).lean<MailOutboxRecord[]>().exec();
  }

  /** Mails done with (sent, failed or cancelled) last changed on or before `cutoff`, oldest first; `limit` 0 counts only. */
  async doneBy(cutoff: Date, limit: number): Promise<{ total: number; items: MailOutboxRecord[] }> {
    const filter = doneFilter(cutoff);
    const [total, items] = await Promise.all([
      this.outbox.countDocuments(filter).exec(),
      limit > 0 ? this.outbox.find(filter).sort({ updatedAt: 1, _id: 1 }).limit(limit).lean<MailOutboxRecord[]>().exec() : [],
    ]);
    return { total, items };
  }

  /** Deletes the copies of mails done with on or before `cutoff` (retention); a pending mail is never touched. */
  async deleteDoneBy(cutoff: Date): Promise<number> {
    return (await this.outbox.deleteMany(doneFilter(cutoff)).exec()).deletedCount;
  }

  /** The delivery state of some items by id (those the outbox no longer keeps are left out). */
  async statusesOf(ids: string[]): Promise<Map<string, MailOutboxRecord['status']>> {
    const items = await this.outbox.find({ _id: { $in: ids } }, { status: 1 }).lean<Array<Pick<MailOutboxRecord, '_id' | 'status'>>>().exec();
    return new Map(items.map((item) => [String(item._id), item.status]));
  }

  findByDonation(donationId: string): Promise<MailOutboxRecord[]> {
    return this.outbox.find({ donationId }).sort({ createdAt: 1, _id: 1 }).lean<MailOutboxRecord[]>().exec();
  }

  /** Every copy of a mail to this person: sent to the address, or about their applications or donations. */
  listForPerson(person: MailPerson): Promise<MailOutboxRecord[]> {
    return this.outbox.find(personFilter(person)).sort({ createdAt: -1, _id: -1 }).lean<MailOutboxRecord[]>().exec();
  }

  /** Erasure: deletes those copies (a mail still waiting is not sent); returns how many. */
  async deleteForPerson(person: MailPerson): Promise<number> {
    return (await this.outbox.deleteMany(personFilter(person)).exec()).deletedCount;
  }
}
