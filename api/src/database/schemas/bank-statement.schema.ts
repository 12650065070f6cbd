import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** One imported statement file: kept privately (under `filePath`) until the retention schedule deletes it. */
@Schema({ collection: 'bank_statements', timestamps: true, versionKey: false })
export class BankStatement {
  /** The layout it was read with ('sbi', 'hdfc', 'icici', 'axis', 'pnb' or 'other'). */
  @Prop({ type: String, required: true })
  bank: string;

  /** The bank's name as the admin knows it. */
  @Prop({ type: String, required: true })
  bankName: string;

  @Prop({ type: String, required: true })
  fileName: string;

  /** Private storage key of the file as uploaded; null once the retention schedule has deleted it. */
  @Prop({ type: String, default: null })
  filePath: string | null;

  /** First and last day of its lines (YYYY-MM-DD). */
  @Prop({ type: String, default: null })
  from: string | null;

  @Prop({ type: String, default: null })
  to: string | null;

  /** Credit lines in the file, and how many of them were new (not in an earlier import). */
  @Prop({ type: Number, required: true })
  credits: number;

  @Prop({ type: Number, required: true })
  added: number;

  @Prop({ type: String, required: true })
  importedBy: string;
}
export const BankStatementSchema = SchemaFactory.createForClass(BankStatement);
// The import history, newest first; the retention schedule's oldest files first.
BankStatementSchema.index({ createdAt: -1, _id: -1 });
// The first day any imported statement covers (requests before it cannot be looked for in the bank).
BankStatementSchema.index({ from: 1 });
export type BankStatementRecord = BankStatement & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export const BANK_CREDIT_STATES = ['open', 'confirmed', 'recorded', 'dismissed'] as const;
export type BankCreditState = (typeof BANK_CREDIT_STATES)[number];

/**
 * One credit line of the society's account. Its _id is the line's fingerprint (day, amount, narration,
 * reference, balance), so importing the same line again, from the same file or an overlapping one, is a
 * duplicate key: each line is in the books once. 'open' credits are matched against pending receipt
 * requests whenever the admin looks; 'confirmed' ones issued (or found) the receipt of `donationId`;
 * 'recorded' ones became a donation of their own.
 */
@Schema({ collection: 'bank_credits', timestamps: true, versionKey: false })
export class BankCredit {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true })
  statementId: string;

  /** YYYY-MM-DD */
  @Prop({ type: String, required: true })
  day: string;

  @Prop({ type: Number, required: true })
  amount: number;

  @Prop({ type: String, default: '' })
  narration: string;

  @Prop({ type: String, default: '' })
  reference: string;

  @Prop({ type: Number, default: null })
  balance: number | null;

  /** UTRs and RRNs read from the line, normalised. */
  @Prop({ type: [String], default: [] })
  references: string[];

  /** The row of the statement file it came from. */
  @Prop({ type: Number, required: true })
  row: number;

  @Prop({ type: String, required: true, enum: BANK_CREDIT_STATES, default: 'open' })
  state: BankCreditState;

  /** The receipt request it was matched to, or the donation it was recorded as. */
  @Prop({ type: String, default: null })
  donationId: string | null;

  /** Requests an admin said this credit is not. */
  @Prop({ type: [String], default: [] })
  dismissed: string[];

  @Prop({ type: String, default: null })
  settledBy: string | null;

  @Prop({ type: Date, default: null })
  settledAt: Date | null;
}
export const BankCreditSchema = SchemaFactory.createForClass(BankCredit);
// The lists: open credits by day; the settled ones by state; a request's credit.
BankCreditSchema.index({ state: 1, day: 1, _id: 1 });
BankCreditSchema.index({ donationId: 1 });
BankCreditSchema.index({ references: 1 });
BankCreditSchema.index({ statementId: 1 });
export type BankCreditRecord = BankCredit & { createdAt: Date; updatedAt: Date };

/** The columns of a bank not in the product's list, as an admin named them once (remembered per bank name). */
@Schema({ collection: 'bank_mappings', timestamps: true, versionKey: false })
export class BankMapping {
  /** The bank's name, compared without case or spaces. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true })
  bankName: string;

  @Prop({ type: String, required: true })
  date: string;

  @Prop({ type: String, required: true })
  narration: string;

  @Prop({ type: String, required: true })
  credit: string;

  @Prop({ type: String, default: '' })
  reference: string;

  @Prop({ type: String, default: '' })
  debit: string;

  @Prop({ type: String, default: '' })
  balance: string;
}
export const BankMappingSchema = SchemaFactory.createForClass(BankMapping);
BankMappingSchema.index({ bankName: 1 });
export type BankMappingRecord = BankMapping & { createdAt: Date; updatedAt: Date };

/** The models of bank statements, for MongooseModule.forFeature. */
export const BANK_STATEMENT_MODELS = [
  { name: BankStatement.name, schema: BankStatementSchema },
  { name: BankCredit.name, schema: BankCreditSchema },
  { name: BankMapping.name, schema: BankMappingSchema },
];
