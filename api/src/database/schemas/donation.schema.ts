import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { DEFAULT_PAYMENT_MODE, LIMITS, PAYMENT_MODES, type PaymentMode } from '@society/contracts';

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
}

export const DonationSchema = SchemaFactory.createForClass(Donation);
DonationSchema.index({ createdAt: -1 });
DonationSchema.index({ receiptGenerated: 1 });

export type DonationRecord = Donation & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
