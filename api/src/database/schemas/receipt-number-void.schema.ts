import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * A receipt number that was allocated but never became a receipt (the issue failed after the number was
 * taken). Recorded so the sequence has no silent gap: every number is either on a donation (current or voided)
 * or here.
 */
@Schema({ collection: 'receipt_number_voids', versionKey: false })
export class ReceiptNumberVoid {
  @Prop({ type: String, required: true, unique: true })
  number: string;

  @Prop({ type: String, required: true })
  donationId: string;

  @Prop({ type: String, required: true })
  reason: string;

  @Prop({ type: Date, required: true, default: () => new Date() })
  voidedAt: Date;
}

export const ReceiptNumberVoidSchema = SchemaFactory.createForClass(ReceiptNumberVoid);
export type ReceiptNumberVoidRecord = ReceiptNumberVoid & { _id: Types.ObjectId };
