import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { REGISTER_RECORD_KINDS, type RegisterRecordKind } from '@society/contracts';

/** The id of a phone's record once stored: however often the phone sends it again, it is stored once. */
@Schema({ collection: 'register_received_records', versionKey: false })
export class ReceivedRecord {
  @Prop({ type: String, required: true }) recordId: string;
  @Prop({ type: String, required: true, enum: REGISTER_RECORD_KINDS }) kind: RegisterRecordKind;
  @Prop({ type: String, required: true }) userId: string;
  @Prop({ type: Date, required: true }) receivedAt: Date;
}

export const ReceivedRecordSchema = SchemaFactory.createForClass(ReceivedRecord);
ReceivedRecordSchema.index({ recordId: 1 }, { unique: true });

export type ReceivedRecordDoc = ReceivedRecord & { _id: Types.ObjectId };
