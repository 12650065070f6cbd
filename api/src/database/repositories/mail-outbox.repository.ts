import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MailOutboxItem, type MailOutboxRecord } from '../schemas/mail-outbox.schema';

export type NewOutboxItem = Pick<MailOutboxItem, 'kind' | 'donationId' | 'to' | 'subject' | 'text'> &
  Partial<Pick<MailOutboxItem, 'receiptNumber' | 'html' | 'attachmentKey' | 'attachmentName'>>;

@Injectable()
export class MailOutboxRepository {
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
    const result = await this.outbox
      .updateOne({ _id: item._id, status: 'pending', claimedBy: item.claimedBy ?? null }, { $set: { claimedBy: claimId, claimedAt: now } })
      .exec();
    return result.modifiedCount === 1;
  }

  /** Records the outcome of one attempt, only while this claim still holds the item (a cancel may have come). */
  async finishAttempt(
    id: MailOutboxRecord['_id'],
    claimId: string,
    outcome: Pick<MailOutboxItem, 'status' | 'attempts' | 'nextAttemptAt'> & { lastError?: string; sentAt?: Date },
  ): Promise<boolean> {
    const result = await this.outbox
      .updateOne({ _id: id, claimedBy: claimId, status: 'pending' }, { $set: { ...outcome, claimedBy: null, claimedAt: null } })
      .exec();
    return result.modifiedCount === 1;
  }

  /** Cancels the donation's receipt mails still waiting (those of one receipt number, or all of them). */
  async cancelPendingReceipts(donationId: string, receiptNumber?: string): Promise<number> {
    const filter = { donationId, kind: 'donation-receipt', status: 'pending', ...(receiptNumber ? { receiptNumber } : {}) };
    const result = await this.outbox.updateMany(filter, { $set: { status: 'cancelled', claimedBy: null, claimedAt: null } }).exec();
    return result.modifiedCount;
  }

  findByDonation(donationId: string): Promise<MailOutboxRecord[]> {
    return this.outbox.find({ donationId }).sort({ createdAt: 1, _id: 1 }).lean<MailOutboxRecord[]>().exec();
  }
}
