import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { ReceiptFilter } from '@society/contracts';
import { indianMonthOf } from '../../validation/calendar-day';
import { KeyedLock } from '../keyed-lock';
import { allOf, anyFieldContains, readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { Donation, type DonationRecord, type MailStateDocument, type Receipt, type VoidedReceipt } from '../schemas/donation.schema';
import { fillNameKeys, sortedByNameKey } from '../sort-key';

/** Documents an export reads from the database at a time. */
const STREAM_BATCH = 500;

export type NewDonation = Pick<Donation, 'name' | 'email' | 'amount' | 'mode' | 'utr'> & {
  screenshotPath?: string;
  date?: Date;
  address?: string;
  pan?: string;
  reference?: string;
  consent?: Donation['consent'];
  language?: Donation['language'];
};

/** What the admin list asks for: a window of rows in an order, narrowed by search text and receipt status. */
export interface DonationListCriteria extends PageWindow {
  sort: ListSort<'date' | 'amount' | 'name'>;
  search?: string;
  receipt: ReceiptFilter;
}

/** Rupees given in one month in India ('YYYY-MM'; null for records without one). */
export interface DonationMonthSum {
  month: string | null;
  amount: number;
}

/** The fields a search looks in. */
const SEARCHED_FIELDS = ['name', 'email', 'utr', 'receipt.number'] as const;

/** Fields an admin may correct (PUT /api/admin/donations/:id). */
export type DonationChanges = Partial<Pick<Donation, 'name' | 'email' | 'amount' | 'mode' | 'utr' | 'address' | 'pan'>>;

@Injectable()
export class DonationRepository implements OnApplicationBootstrap {
  /**
   * Every write to one donation runs alone within this process. MongoDB applies each (conditional) update
   * atomically anyway; FerretDB reads, changes and writes back the whole document, so a receipt being
   * written, a void, an admin's edit and the mail worker's state could otherwise undo one another.
   */
  private readonly writes = new KeyedLock();

  constructor(@InjectModel(Donation.name) private readonly donations: Model<Donation>) {}

  /** Records from before the name's sort key get theirs (see fillNameKeys). */
  onApplicationBootstrap(): Promise<void> {
    return fillNameKeys(this.donations as Model<unknown>);
  }

  async create(donation: NewDonation): Promise<DonationRecord> {
    const created = await this.donations.create(donation);
    return created.toObject<DonationRecord>();
  }

  listNewestFirst(): Promise<DonationRecord[]> {
    return this.donations.find().sort({ createdAt: -1, _id: -1 }).lean<DonationRecord[]>().exec();
  }

  /** One page of the admin list; `knownTotal` spares counting when the caller knows the matching rows. */
  listPage(criteria: DonationListCriteria, knownTotal?: number): Promise<PageRows<DonationRecord>> {
    const status = criteria.receipt === 'all' ? undefined : { receiptGenerated: criteria.receipt === 'generated' };
    const search = criteria.search ? anyFieldContains(SEARCHED_FIELDS, criteria.search) : undefined;
    return readPage<DonationRecord, Donation>(this.donations, allOf(status, search), sortedByNameKey(criteria.sort, 'name'), criteria, { knownTotal });
  }

  /** Rupees by month over every donation, summed by the database. */
  async sumByMonth(): Promise<DonationMonthSum[]> {
    const groups = await this.donations.aggregate<{ _id: string | null; amount: number }>([{ $group: { _id: '$month', amount: { $sum: '$amount' } } }]).exec();
    return groups.map(({ _id, amount }) => ({ month: _id ?? null, amount }));
  }

  /**
   * How many donations are pending and how many receipted, counted by the database in one pass. (A $group
   * with a second accumulator would do both figures at once on MongoDB, but FerretDB v1 answers 0 for every
   * accumulator after the first: each figure gets its own group.)
   */
  async countByReceiptStatus(): Promise<{ pending: number; generated: number }> {
    const groups = await this.donations.aggregate<{ _id: boolean; count: number }>([{ $group: { _id: '$receiptGenerated', count: { $sum: 1 } } }]).exec();
    const countOf = (receipted: boolean) => groups.find((group) => group._id === receipted)?.count ?? 0;
    return { pending: countOf(false), generated: countOf(true) };
  }

  /**
   * Gives a month to donations written without one (before the field existed, or restored from an older
   * backup); returns how many it changed.
   */
  async fillMissingMonths(): Promise<number> {
    const missing = await this.donations.find({ month: null }, { date: 1 }).lean<Array<{ _id: unknown; date: Date }>>().exec();
    if (missing.length === 0) return 0;
    await this.donations.bulkWrite(
      missing.map(({ _id, date }) => ({ updateOne: { filter: { _id }, update: { $set: { month: indianMonthOf(date) } } } })),
      { ordered: false },
    );
    return missing.length;
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

  /** Donations still holding a screenshot whose receipt was issued on or before `cutoff`, oldest first; `limit` 0 counts only. */
  async screenshotsReceiptedBy(cutoff: Date, limit: number): Promise<{ total: number; items: DonationRecord[] }> {
    const filter = { screenshotPath: { $exists: true }, 'receipt.issuedAt': { $lte: cutoff } };
    const [total, items] = await Promise.all([
      this.donations.countDocuments(filter).exec(),
      limit > 0 ? this.donations.find(filter).sort({ 'receipt.issuedAt': 1, _id: 1 }).limit(limit).lean<DonationRecord[]>().exec() : [],
    ]);
    return { total, items };
  }

  /** Forgets the donation's screenshot, only while it still names this file (its bytes are removed by the caller). */
  async forgetScreenshot(id: string, screenshotPath: string): Promise<boolean> {
    const result = await this.write(id, () => this.donations.updateOne({ _id: id, screenshotPath }, { $unset: { screenshotPath: 1 } }).exec());
    return result.modifiedCount === 1;
  }

  private write<T>(id: string, update: () => Promise<T>): Promise<T> {
    return this.writes.run(id, update);
  }

  /** The donations made with this address (a data-rights request), newest first. */
  listByEmail(email: string): Promise<DonationRecord[]> {
    return this.donations.find({ email }).sort({ date: -1, _id: -1 }).lean<DonationRecord[]>().exec();
  }

  /** Erasure of a donation past the tax period: the record goes (its files first, by the caller). */
  async deleteById(id: string): Promise<boolean> {
    return (await this.write(id, () => this.donations.deleteOne({ _id: id }).exec())).deletedCount === 1;
  }

  /**
   * Erasure of a donation the tax law still keeps: only what income tax needs stays (name, postal address,
   * PAN, amount, mode, date, receipts: Form 10BD and the 80G receipt name the donor's address); the email,
   * transaction reference, screenshot, mail state and consent go. Validators are off: the email and UTR a
   * live record requires are exactly what is erased.
   */
  async keepOnlyTaxRecord(id: string): Promise<boolean> {
    const result = await this.write(id, () =>
      this.donations
        .updateOne(
          { _id: id },
          { $set: { email: '', utr: '' }, $unset: { screenshotPath: 1, mail: 1, consent: 1 } },
          { runValidators: false, strict: false },
        )
        .exec(),
    );
    return result.matchedCount === 1;
  }
}
