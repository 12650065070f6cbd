import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { LIMITS } from '@society/contracts';

/** Who revealed which child's Aadhaar number, and when: access to the full number stays accountable. */
@Schema({ collection: 'aadhaar_reveals', versionKey: false })
export class AadhaarReveal {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) studentId: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) userId: Types.ObjectId;
  /** Kept as it was at the time, so the record still says who it was after the account is gone. */
  @Prop({ type: String, required: true, maxlength: LIMITS.emailMax }) userEmail: string;
  @Prop({ type: Date, required: true }) revealedAt: Date;
}

export const AadhaarRevealSchema = SchemaFactory.createForClass(AadhaarReveal);
AadhaarRevealSchema.index({ studentId: 1, revealedAt: -1 });

export type AadhaarRevealRecord = AadhaarReveal & { _id: Types.ObjectId };
