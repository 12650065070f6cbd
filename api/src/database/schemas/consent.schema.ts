import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Which privacy notice a person accepted with a submission, and when (DPDP Act: consent on record). */
@Schema({ _id: false, versionKey: false })
export class Consent {
  @Prop({ type: Number, required: true })
  noticeVersion: number;

  @Prop({ type: Date, required: true })
  acceptedAt: Date;
}
export const ConsentSchema = SchemaFactory.createForClass(Consent);
