import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { REQUEST_STATUSES, VOLUNTEER_LIMITS, type RequestStatus } from '@society/contracts';

/** A volunteer's or intern's notice of leaving, and HR's answer; approving it ends their engagement. */
@Schema({ collection: 'exit_requests', timestamps: true, versionKey: false })
export class ExitRequest {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  applicantId: Types.ObjectId;

  /** UTC midnight of the day. */
  @Prop({ type: Date, required: true })
  lastWorkingDay: Date;

  @Prop({ type: String, required: true, trim: true, maxlength: VOLUNTEER_LIMITS.reasonMax })
  reason: string;

  @Prop({ type: String, required: true, enum: REQUEST_STATUSES, default: 'pending' })
  status: RequestStatus;

  @Prop({ type: String, trim: true, maxlength: VOLUNTEER_LIMITS.replyMax, default: '' })
  hrReply: string;

  @Prop({ type: Date })
  decidedAt?: Date;

  @Prop({ type: String })
  decidedBy?: string;
}

export const ExitRequestSchema = SchemaFactory.createForClass(ExitRequest);
ExitRequestSchema.index({ applicantId: 1, createdAt: -1 });
ExitRequestSchema.index({ status: 1, createdAt: -1 });

export type ExitRequestRecord = ExitRequest & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
