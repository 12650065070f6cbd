import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Consent, ConsentSchema } from './consent.schema';
import type { Types } from 'mongoose';
import { indianMonthOf } from '../../validation/calendar-day';
import { withNameKey } from '../sort-key';
import { DEFAULT_PAYMENT_MODE, DONATION_REFERENCE_PATTERN, DONOR_ADDRESS_MAX, LIMITS, MAIL_STATUSES, PAYMENT_MODES, type MailStatus, type PaymentMode, LOCALES, type Locale } from '@society/contracts';

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

/** Delivery state of one email to the donor, kept up to date by the outbox worker. */
@Schema({ _id: false, versionKey: false })
export class MailStateDocument {
  @Prop({ type: String, required: true, enum: MAIL_STATUSES })
  status: MailStatus;

  @Prop({ type: Number, required: true, default: 0 })
  attempts: number;

  @Prop({ type: String })
  lastError?: string;

  @Prop({ type: Date })
  sentAt?: Date;
}
export const MailStateSchema = SchemaFactory.createForClass(MailStateDocument);

@Schema({ _id: false, versionKey: false })
export class DonationMailDocument {
  @Prop({ type: MailStateSchema, required: true })
  acknowledgement: MailStateDocument;

  /** null until a receipt is issued, and again after a void. */
  @Prop({ type: MailStateSchema, default: null })
  receipt: MailStateDocument | null;
}
export const DonationMailSchema = SchemaFactory.createForClass(DonationMailDocument);

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

  /**
   * The month of `date` in India, 'YYYY-MM', set whenever the document is validated: the per-month figures
   * group by it, since the embedded engine has no date operators. Records written without it are given one
   * when the figures meet them (DonationRepository.fillMissingMonths).
   */
  @Prop({ type: String })
  month?: string;

  /** Optional postal address for the 80G receipt ('' when not given; missing on older records). */
  @Prop({ type: String, trim: true, maxlength: DONOR_ADDRESS_MAX, default: '' })
  address?: string;

  /** Optional PAN, upper-cased ('' when not given; missing on older records). */
  @Prop({ type: String, default: '' })
  pan?: string;

  /** The Donate page's reference code the donor paid with (DON7KQ4MX, in the UPI note); missing when none. */
  @Prop({ type: String, match: DONATION_REFERENCE_PATTERN })
  reference?: string;

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

  /**
   * The receipt number the claim took, written as soon as it is allocated: should the claiming request die
   * before the receipt is written, the number is still found (the next claim records it as void, and the
   * books list it meanwhile), so none is ever silently skipped.
   */
  @Prop({ type: String, default: null })
  receiptClaimNumber?: string | null;

  /** The donor's emails (missing on records older than mail: mapped as not sent). */
  @Prop({ type: DonationMailSchema, default: () => ({ acknowledgement: { status: 'disabled', attempts: 0 }, receipt: null }) })
  mail?: DonationMailDocument;

  /** The privacy notice accepted with the submission (missing on records older than consent records). */
  @Prop({ type: ConsentSchema })
  consent?: Consent;

  /** The language the person wrote in ('hi' from the Hindi pages): their mails are in it. Older records: 'en'. */
  @Prop({ type: String, enum: LOCALES, default: 'en' })
  language?: Locale;
}

export const DonationSchema = SchemaFactory.createForClass(Donation);
withNameKey(DonationSchema);
DonationSchema.pre('validate', function setMonth() {
  if (this.date) this.month = indianMonthOf(this.date);
});
// The admin list: newest first, all or by receipt status (each index also serves its reverse order).
DonationSchema.index({ date: -1, _id: -1 });
DonationSchema.index({ receiptGenerated: 1, date: -1, _id: -1 });
DonationSchema.index({ amount: -1, _id: -1 });
DonationSchema.index({ nameKey: 1, _id: 1 });
// The figures: one group by month and status.
DonationSchema.index({ month: 1, receiptGenerated: 1 });
DonationSchema.index({ createdAt: -1 });

export type DonationRecord = Donation & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
