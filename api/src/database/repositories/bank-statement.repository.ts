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

/** A statement line as parsed: its fingerprint is its id. */
export type NewBankCredit = Pick<BankCredit, 'day' | 'amount' | 'narration' | 'reference' | 'balance' | 'references' | 'row'> & { fingerprint: string };

/** A donation recorded from a credit: no email until the donor is known (so no receipt either). */
export type RecordedDonation = Pick<Donation, 'name' | 'amount' | 'mode' | 'utr' | 'date'>;

/** A credit as the lists read it. */
export type OpenCredit = Pick<BankCreditRecord, '_id' | 'day' | 'amount' | 'narration' | 'reference' | 'references' | 'statementId' | 'row' | 'dismissed'>;
const CREDIT_FIELDS = { day: 1, amount: 1, narration: 1, reference: 1, references: 1, statementId: 1, row: 1, dismissed: 1, state: 1, donationId: 1 } as const;

/** Every credit an import has just added, all of them open (so the lists need not read them back). */
export interface AddedCredits {
  statementId: string;
  credits: OpenCredit[];
}

export interface CreditsOverview {
  open: OpenCredit[];
  settledDonationIds: Set<string>;
  references: Set<string>;
  counts: Record<BankCreditState, number>;
}

/** A receipt request as the matching and the lists read it. */
export type ListedRequest = Pick<DonationRecord, '_id' | 'name' | 'email' | 'amount' | 'mode' | 'utr' | 'date' | 'receiptGenerated' | 'reference'> & { receipt?: { number: string } | null };
const REQUEST_FIELDS = { name: 1, email: 1, amount: 1, mode: 1, utr: 1, date: 1, receiptGenerated: 1, reference: 1, 'receipt.number': 1 } as const;

/** Credits written per insert, and read per batch. */
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

  /** The fingerprints of the credits already in the books for these days (the embedded engine scans once, whatever the filter). */
  async fingerprintsBetween(from: string, to: string): Promise<Set<string>> {
    const rows = await this.credits.find({ day: { $gte: from, $lte: to } }, { _id: 1 }).lean<Array<{ _id: string }>>().exec();
    return new Set(rows.map((row) => row._id));
  }

  /**
   * Adds the statement's new lines; a line another import added meanwhile is a duplicate key and skipped.
   * Returns how many were added. Should a write fail, the caller removes the statement's lines again.
   */
  async addCredits(statementId: string, lines: NewBankCredit[]): Promise<number> {
    let added = 0;
    for (let i = 0; i < lines.length; i += INSERT_BATCH) {
      // Mapped a batch at a time: 10,000 lines are never copied whole.
      const batch = lines
        .slice(i, i + INSERT_BATCH)
        .map(({ fingerprint, day, amount, narration, reference, balance, references, row }) => ({ _id: fingerprint, day, amount, narration, reference, balance, references, row, statementId, state: 'open' as const, donationId: null, dismissed: [] }));
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

  /**
   * Everything the lists need from the credits, in one pass (the embedded engine filters by scanning, so one
   * pass beats four): the open credits oldest day first, the donations settled ones point to, every
   * reference any credit carries (what the 10-day flag looks for), and how many are in each state. The
   * credits an import has just added may be given: they are not read back.
   */
  async creditsOverview(added: AddedCredits | null = null): Promise<CreditsOverview> {
    const rows = this.credits
      .find(added ? { statementId: { $ne: added.statementId } } : {}, CREDIT_FIELDS)
      .lean<OpenCredit & Pick<BankCredit, 'state' | 'donationId'>>()
      .batchSize(INSERT_BATCH)
      .cursor();
    const overview: CreditsOverview = { open: [], settledDonationIds: new Set(), references: new Set(), counts: { open: 0, confirmed: 0, recorded: 0, dismissed: 0 } };
    // Read a batch at a time: only the open credits are kept.
    for await (const credit of rows) {
      overview.counts[credit.state] += 1;
      for (const reference of credit.references) overview.references.add(reference);
      if (credit.donationId) overview.settledDonationIds.add(credit.donationId);
      if (credit.state === 'open') overview.open.push(credit);
    }
    for (const credit of added?.credits ?? []) {
      overview.counts.open += 1;
      for (const reference of credit.references) overview.references.add(reference);
      overview.open.push(credit);
    }
    overview.open.sort((a, b) => (a.day === b.day ? (a._id < b._id ? -1 : 1) : a.day < b.day ? -1 : 1));
    return overview;
  }

  /** The credit that settles this donation, if one does. */
  creditOfDonation(donationId: string): Promise<BankCreditRecord | null> {
    return this.credits.findOne({ donationId }).lean<BankCreditRecord>().exec();
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

  /**
   * In one read (the embedded engine scans once): every request made in `any` (an open credit's days), and the
   * pending ones made in `pending` (those the 10-day flag looks at); instants in ms, both ends included.
   */
  async requestsAround(any: { from: number; to: number } | null, pending: { from: number; to: number } | null): Promise<ListedRequest[]> {
    const between = (span: { from: number; to: number }) => ({ $gte: new Date(span.from), $lte: new Date(span.to) });
    const branches = [...(any ? [{ date: between(any) }] : []), ...(pending ? [{ receiptGenerated: false, date: between(pending) }] : [])];
    if (branches.length === 0) return [];
    return this.connection
      .model<Donation>(Donation.name)
      .find(branches.length === 1 ? branches[0] : { $or: branches }, REQUEST_FIELDS)
      .sort({ date: 1, _id: 1 })
      .lean<ListedRequest[]>()
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
