import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REGISTER_RECORD_KINDS, type RegisterRecordKind } from '@society/contracts';

/**
 * The id of a phone's record once stored: however often the phone sends it again, it is stored once. The
 * record's id is the document's, so the check is one lookup however many records a year brings.
 */
@Schema({ collection: 'register_received_records', versionKey: false })
export class ReceivedRecord {
  /** The phone's record id (lower case). */
  @Prop({ type: String }) _id: string;
  @Prop({ type: String, required: true, enum: REGISTER_RECORD_KINDS }) kind: RegisterRecordKind;
  @Prop({ type: String, required: true }) userId: string;
  @Prop({ type: Date, required: true }) receivedAt: Date;
}

export const ReceivedRecordSchema = SchemaFactory.createForClass(ReceivedRecord);

export type ReceivedRecordDoc = ReceivedRecord;
