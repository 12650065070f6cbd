import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { KeyedLock } from '../keyed-lock';
import { Donation, type DonationRecord, type MailStateDocument, type Receipt, type VoidedReceipt } from '../schemas/donation.schema';

/** Documents an export reads from the database at a time. */
const STREAM_BATCH = 500;

export type NewDonation = Pick<Donation, 'name' | 'email' | 'amount' | 'mode' | 'utr'> & {
  screenshotPath?: string;
  date?: Date;
  address?: string;
  pan?: string;
};

/** Fields an admin may correct (PUT /api/admin/donations/:id). */
export type DonationChanges = Partial<Pick<Donation, 'name' | 'email' | 'amount' | 'mode' | 'utr' | 'address' | 'pan'>>;

@Injectable()
export class DonationRepository {
  /**
   * Every write to one donation runs alone within this process. MongoDB applies each (conditional) update
   * atomically anyway; FerretDB reads, changes and writes back the whole document, so a receipt being
   * written, a void, an admin's edit and the mail worker's state could otherwise undo one another.
   */
  private readonly writes = new KeyedLock();

  constructor(@InjectModel(Donation.name) private readonly donations: Model<Donation>) {}

  async create(donation: NewDonation): Promise<DonationRecord> {
    const created = await this.donations.create(donation);
    return created.toObject<DonationRecord>();
  }

  listNewestFirst(): Promise<DonationRecord[]> {
    return this.donations.find().sort({ createdAt: -1, _id: -1 }).lean<DonationRecord[]>().exec();
  }

  findById(id: string): Promise<DonationRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.donations.findById(id).lean<DonationRecord>().exec();
  }

  /**
   * Claims a pending donation for issuing its receipt: succeeds for one request only. A claim older than
   * staleBefore (a crashed request) may be taken over: `interruptedNumber` is then the number that request
   * had taken, if any.
   */
  async claimForReceipt(id: string, claimId: string, staleBefore: Date): Promise<{ claimed: boolean; interruptedNumber?: string }> {
    const before = await this.write(id, () =>
      this.donations
        .findOneAndUpdate(
          { _id: id, receiptGenerated: false, $or: [{ receiptClaimId: null }, { receiptClaimedAt: { $lt: staleBefore } }] },
          { $set: { receiptClaimId: claimId, receiptClaimedAt: new Date(), receiptClaimNumber: null } },
          { new: false },
        )
        .lean<Pick<Donation, 'receiptClaimNumber'>>()
        .exec(),
    );
    return { claimed: before !== null, interruptedNumber: before?.receiptClaimNumber ?? undefined };
  }

  /** Notes the number this claim took, while the claim still holds the donation. */
  async recordClaimNumber(id: string, claimId: string, number: string): Promise<boolean> {
    const result = await this.write(id, () => this.donations.updateOne({ _id: id, receiptClaimId: claimId }, { $set: { receiptClaimNumber: number } }).exec());
    return result.modifiedCount === 1;
  }

  async releaseClaim(id: string, claimId: string): Promise<void> {
    await this.write(id, () =>
      this.donations.updateOne({ _id: id, receiptClaimId: claimId }, { $set: { receiptClaimId: null, receiptClaimedAt: null, receiptClaimNumber: null } }).exec(),
    );
  }

  /** Donations whose receipt issue died after taking a number (claim older than staleBefore), oldest first. */
  listInterruptedIssues(staleBefore: Date): Promise<DonationRecord[]> {
    return this.donations
      .find({ receiptClaimNumber: { $ne: null }, receiptClaimedAt: { $lt: staleBefore } })
      .sort({ receiptClaimedAt: 1, _id: 1 })
      .lean<DonationRecord[]>()
      .exec();
  }

  /** Writes the receipt and marks the donation Done, only while this claim still holds it. */
  async writeReceipt(id: string, claimId: string, receipt: Receipt): Promise<boolean> {
    const result = await this.write(id, () =>
      this.donations
        .updateOne(
          { _id: id, receiptGenerated: false, receiptClaimId: claimId },
          { $set: { receiptGenerated: true, receipt, receiptClaimId: null, receiptClaimedAt: null, receiptClaimNumber: null } },
        )
        .exec(),
    );
    return result.modifiedCount === 1;
  }

  /** Moves the current receipt (if it is still `number`) into the history and returns the donation to Pending. */
  async voidReceipt(id: string, number: string, voided: VoidedReceipt): Promise<boolean> {
    const result = await this.write(id, () =>
      this.donations
        .updateOne(
          { _id: id, receiptGenerated: true, 'receipt.number': number },
          // The voided receipt's mail state goes with it (a reissue queues a new one).
          { $set: { receiptGenerated: false, receipt: null, 'mail.receipt': null }, $push: { voidedReceipts: voided } },
        )
        .exec(),
    );
    return result.modifiedCount === 1;
  }

  /**
   * Applies an admin's corrections. With onlyIfUnreceiptedSince the update matches only while no receipt
   * is issued or being issued (a claim older than that date belongs to a request that died), so a locked
   * field cannot change under a receipt issued a moment earlier.
   */
  async updateDetails(id: string, changes: DonationChanges, onlyIfUnreceiptedSince?: Date): Promise<boolean> {
    const filter = onlyIfUnreceiptedSince
      ? { _id: id, receiptGenerated: false, $or: [{ receiptClaimId: null }, { receiptClaimedAt: { $lt: onlyIfUnreceiptedSince } }] }
      : { _id: id };
    const result = await this.write(id, () => this.donations.updateOne(filter, { $set: changes }).exec());
    return result.matchedCount === 1;
  }

  /**
   * Donations made in [start, end), oldest first (either bound may be open), read one batch at a time:
   * an export of years of donations holds a batch in memory, never the whole list. `receipted`: only
   * those that hold a current (not voided) receipt.
   */
  streamByDate(start?: Date, end?: Date, { receipted = false } = {}): AsyncIterable<DonationRecord> {
    const date: Record<string, Date> = {};
    if (start) date.$gte = start;
    if (end) date.$lt = end;
    const filter = { ...(start || end ? { date } : {}), ...(receipted ? { receiptGenerated: true } : {}) };
    return this.donations.find(filter).sort({ date: 1, _id: 1 }).lean<DonationRecord>().batchSize(STREAM_BATCH).cursor();
  }

  /** The acknowledgement mail's state (written when queued and by the outbox worker). */
  async setAcknowledgementMail(id: string, state: MailStateDocument): Promise<void> {
    await this.write(id, () => this.donations.updateOne({ _id: id }, { $set: { 'mail.acknowledgement': state } }).exec());
  }

  /** The receipt mail's state, only while `number` is still the donation's current receipt (not voided since). */
  async setReceiptMail(id: string, number: string, state: MailStateDocument): Promise<void> {
    await this.write(id, () => this.donations.updateOne({ _id: id, 'receipt.number': number }, { $set: { 'mail.receipt': state } }).exec());
  }

  private write<T>(id: string, update: () => Promise<T>): Promise<T> {
    return this.writes.run(id, update);
  }
}
