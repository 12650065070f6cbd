import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { DEFAULT_PAYMENT_MODE, DONOR_ADDRESS_MAX, LIMITS, PAYMENT_MODES, type PaymentMode } from '@society/contracts';

/** An issued 80G receipt; its PDF lives in private storage under pdfPath. */
@Schema({ _id: false, versionKey: false })
export class Receipt {
  /** '2026-27/0001' */
  @Prop({ type: String, required: true })
  number: string;

  @Prop({ type: String, required: true })
  financialYear: string;

  @Prop({ type: Number, required: true })
  sequence: number;

  @Prop({ type: Date, required: true })
  issuedAt: Date;

  /** Email of the admin who issued it. */
  @Prop({ type: String, required: true })
  issuedBy: string;

  @Prop({ type: String, required: true })
  pdfPath: string;
}
export const ReceiptSchema = SchemaFactory.createForClass(Receipt);

/** A receipt an admin voided: kept for good, with why, who and when. */
@Schema({ _id: false, versionKey: false })
export class VoidedReceipt extends Receipt {
  @Prop({ type: String, required: true })
  reason: string;

  @Prop({ type: Date, required: true })
  voidedAt: Date;

  @Prop({ type: String, required: true })
  voidedBy: string;
}
export const VoidedReceiptSchema = SchemaFactory.createForClass(VoidedReceipt);

/** A donor's receipt request. Money is a Number of rupees (no Decimal128 on FerretDB). */
@Schema({ collection: 'donations', timestamps: true, versionKey: false })
export class Donation {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax })
  name: string;

  @Prop({ type: String, required: true, trim: true, lowercase: true, maxlength: LIMITS.emailMax })
  email: string;

  @Prop({ type: Number, required: true, min: LIMITS.donationAmountMin, max: LIMITS.donationAmountMax })
  amount: number;

  @Prop({ type: String, required: true, enum: PAYMENT_MODES, default: DEFAULT_PAYMENT_MODE })
  mode: PaymentMode;

  /** UTR number, or the payer's name for cash. */
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.shortTextMax })
  utr: string;

  /** Storage key of the payment screenshot (under private/, never served publicly), when one was sent. */
  @Prop({ type: String })
  screenshotPath?: string;

  @Prop({ type: Date, required: true, default: () => new Date() })
  date: Date;

  @Prop({ type: Boolean, required: true, default: false })
  receiptGenerated: boolean;

  /** Optional postal address for the 80G receipt ('' when not given; missing on older records). */
  @Prop({ type: String, trim: true, maxlength: DONOR_ADDRESS_MAX, default: '' })
  address?: string;

  /** Optional PAN, upper-cased ('' when not given; missing on older records). */
  @Prop({ type: String, default: '' })
  pan?: string;

  /** The current receipt, null while Pending (set in the same step as receiptGenerated). */
  @Prop({ type: ReceiptSchema, default: null })
  receipt?: Receipt | null;

  @Prop({ type: [VoidedReceiptSchema], default: [] })
  voidedReceipts?: VoidedReceipt[];

  /** Set while one request issues the receipt (see ReceiptIssuer): a second request cannot start. */
  @Prop({ type: String, default: null })
  receiptClaimId?: string | null;

  @Prop({ type: Date, default: null })
  receiptClaimedAt?: Date | null;
}

export const DonationSchema = SchemaFactory.createForClass(Donation);
DonationSchema.index({ createdAt: -1 });
DonationSchema.index({ receiptGenerated: 1 });
DonationSchema.index({ date: 1 });

export type DonationRecord = Donation & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
