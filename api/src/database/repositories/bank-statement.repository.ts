import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import {
  BankCredit,
  BankMapping,
  BankStatement,
  type BankCreditRecord,
  type BankCreditState,
  type BankMappingRecord,
  type BankStatementRecord,
} from '../schemas/bank-statement.schema';
import { Donation, type DonationRecord } from '../schemas/donation.schema';

export type NewBankCredit = Pick<BankCredit, '_id' | 'day' | 'amount' | 'narration' | 'reference' | 'balance' | 'references' | 'row'>;

/** A donation recorded from a credit: no email until the donor is known (so no receipt either). */
export type RecordedDonation = Pick<Donation, 'name' | 'amount' | 'mode' | 'utr' | 'date'>;

/** Credits written per insert. */
const INSERT_BATCH = 1000;

/** Imported statements, their credit lines and the column mappings of banks the product does not know. */
@Injectable()
export class BankStatementRepository {
  constructor(
    @InjectModel(BankStatement.name) private readonly statements: Model<BankStatement>,
    @InjectModel(BankCredit.name) private readonly credits: Model<BankCredit>,
    @InjectModel(BankMapping.name) private readonly mappings: Model<BankMapping>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  async createStatement(statement: Omit<BankStatement, 'added'>): Promise<BankStatementRecord> {
    const created = await this.statements.create({ ...statement, added: 0 });
    return created.toObject<BankStatementRecord>();
  }

  async setAdded(id: string, added: number): Promise<void> {
    await this.statements.updateOne({ _id: id }, { $set: { added } }).exec();
  }

  async deleteStatement(id: string): Promise<void> {
    await this.statements.deleteOne({ _id: id }).exec();
  }

  listStatements(limit = 20): Promise<BankStatementRecord[]> {
    return this.statements.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean<BankStatementRecord[]>().exec();
  }

  /** The first day any imported statement covers, or null before the first import. */
  async firstDayCovered(): Promise<string | null> {
    const first = await this.statements.findOne({ from: { $ne: null } }, { from: 1 }).sort({ from: 1 }).lean<{ from: string }>().exec();
    return first?.from ?? null;
  }

  /** Of these fingerprints, those already in the books. */
  async existing(ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += INSERT_BATCH) {
      const rows = await this.credits.find({ _id: { $in: ids.slice(i, i + INSERT_BATCH) } }, { _id: 1 }).lean<Array<{ _id: string }>>().exec();
      for (const row of rows) found.add(row._id);
    }
    return found;
  }

  /**
   * Adds the statement's new lines; a line another import added meanwhile is a duplicate key and skipped.
   * Returns how many were added. Should a write fail, the caller removes the statement's lines again.
   */
  async addCredits(statementId: string, lines: NewBankCredit[]): Promise<number> {
    let added = 0;
    for (let i = 0; i < lines.length; i += INSERT_BATCH) {
      const batch = lines.slice(i, i + INSERT_BATCH).map((line) => ({ ...line, statementId, state: 'open' as const, donationId: null, dismissed: [] }));
      try {
        const inserted = await this.credits.insertMany(batch, { ordered: false, lean: true });
        added += inserted.length;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const result = (error as { insertedDocs?: unknown[]; result?: { insertedCount?: number } });
        added += result.insertedDocs?.length ?? result.result?.insertedCount ?? 0;
      }
    }
    return added;
  }

  async deleteCreditsOf(statementId: string): Promise<void> {
    await this.credits.deleteMany({ statementId }).exec();
  }

  findCredit(id: string): Promise<BankCreditRecord | null> {
    return this.credits.findById(id).lean<BankCreditRecord>().exec();
  }

  /** Credits still to settle, oldest day first. */
  openCredits(): Promise<BankCreditRecord[]> {
    return this.credits.find({ state: 'open' }).sort({ day: 1, _id: 1 }).lean<BankCreditRecord[]>().exec();
  }

  /** Every reference any imported credit carries (what the 10-day flag looks for). */
  async allReferences(): Promise<Set<string>> {
    const rows = await this.credits.find({}, { references: 1 }).lean<Array<{ references: string[] }>>().exec();
    return new Set(rows.flatMap((row) => row.references));
  }

  /** Donations a credit already settles. */
  async settledDonationIds(): Promise<Set<string>> {
    const rows = await this.credits.find({ donationId: { $ne: null } }, { donationId: 1 }).lean<Array<{ donationId: string }>>().exec();
    return new Set(rows.map((row) => row.donationId));
  }

  /** The credit that settles this donation, if one does. */
  creditOfDonation(donationId: string): Promise<BankCreditRecord | null> {
    return this.credits.findOne({ donationId }).lean<BankCreditRecord>().exec();
  }

  async countByState(): Promise<Record<BankCreditState, number>> {
    const groups = await this.credits.aggregate<{ _id: BankCreditState; count: number }>([{ $group: { _id: '$state', count: { $sum: 1 } } }]).exec();
    const counts: Record<BankCreditState, number> = { open: 0, confirmed: 0, recorded: 0, dismissed: 0 };
    for (const group of groups) counts[group._id] = group.count;
    return counts;
  }

  /** Settles an open credit (the caller holds its step claim); false when it was settled meanwhile. */
  async settle(id: string, state: Exclude<BankCreditState, 'open'>, donationId: string | null, by: string): Promise<boolean> {
    const result = await this.credits.updateOne({ _id: id, state: 'open' }, { $set: { state, donationId, settledBy: by, settledAt: new Date() } }).exec();
    return result.modifiedCount === 1;
  }

  /** The admin says the credit is not this request: it is not suggested again. */
  async dismiss(id: string, requestIds: string[]): Promise<void> {
    await this.credits.updateOne({ _id: id }, { $addToSet: { dismissed: { $each: requestIds } } }).exec();
  }

  /** Receipt requests still pending that were made on or before `cutoff`, newest first (the 10-day flag reads them). */
  pendingRequestsBy(cutoff: Date): Promise<DonationRecord[]> {
    return this.connection
      .model<Donation>(Donation.name)
      .find({ receiptGenerated: false, date: { $lte: cutoff } })
      .sort({ date: -1, _id: -1 })
      .lean<DonationRecord[]>()
      .exec();
  }

  /** Writes a donation for a credit no request names. Validated, but for the email no one has given yet. */
  async recordDonation(donation: RecordedDonation): Promise<DonationRecord> {
    const model = this.connection.model<Donation>(Donation.name);
    const document = new model({ ...donation, email: '', address: '', pan: '' });
    await document.validate(['name', 'amount', 'mode', 'utr', 'date']);
    await document.save({ validateBeforeSave: false });
    return document.toObject<DonationRecord>();
  }

  /** Statement files kept longer than the schedule's days, oldest first. */
  async filesImportedBy(cutoff: Date, limit: number): Promise<{ total: number; items: BankStatementRecord[] }> {
    const filter = { filePath: { $ne: null }, createdAt: { $lte: cutoff } };
    const [total, items] = await Promise.all([
      this.statements.countDocuments(filter).exec(),
      limit > 0 ? this.statements.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<BankStatementRecord[]>().exec() : [],
    ]);
    return { total, items };
  }

  async forgetFile(id: string, filePath: string): Promise<boolean> {
    const result = await this.statements.updateOne({ _id: id, filePath }, { $set: { filePath: null } }).exec();
    return result.modifiedCount === 1;
  }

  listMappings(): Promise<BankMappingRecord[]> {
    return this.mappings.find().sort({ bankName: 1 }).lean<BankMappingRecord[]>().exec();
  }

  findMapping(key: string): Promise<BankMappingRecord | null> {
    return this.mappings.findById(key).lean<BankMappingRecord>().exec();
  }

  async saveMapping(mapping: Omit<BankMapping, never>): Promise<void> {
    await this.mappings.updateOne({ _id: mapping._id }, { $set: mapping }, { upsert: true }).exec();
  }
}
