import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { LEAVE_TYPES, REQUEST_STATUSES, VOLUNTEER_LIMITS, type LeaveType, type RequestStatus } from '@society/contracts';

/** A volunteer's or intern's request for leave, and HR's answer. Days are stored as UTC midnight. */
@Schema({ collection: 'leave_requests', timestamps: true, versionKey: false })
export class LeaveRequest {
  /** The person (applicant) who asks; their account may change, their record does not. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  applicantId: Types.ObjectId;

  @Prop({ type: String, required: true, enum: LEAVE_TYPES })
  type: LeaveType;

  @Prop({ type: Date, required: true })
  from: Date;

  @Prop({ type: Date, required: true })
  to: Date;

  @Prop({ type: String, required: true, trim: true, maxlength: VOLUNTEER_LIMITS.reasonMax })
  reason: string;

  @Prop({ type: String, required: true, enum: REQUEST_STATUSES, default: 'pending' })
  status: RequestStatus;

  @Prop({ type: String, trim: true, maxlength: VOLUNTEER_LIMITS.replyMax, default: '' })
  hrReply: string;

  @Prop({ type: Date })
  decidedAt?: Date;

  /** Email of the HR member who decided. */
  @Prop({ type: String })
  decidedBy?: string;
}

export const LeaveRequestSchema = SchemaFactory.createForClass(LeaveRequest);
LeaveRequestSchema.index({ applicantId: 1, createdAt: -1 });
LeaveRequestSchema.index({ status: 1, createdAt: -1 });

export type LeaveRequestRecord = LeaveRequest & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
