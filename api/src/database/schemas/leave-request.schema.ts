import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { LEAVE_TYPES, type LeaveType } from '@society/contracts';
import { PersonRequest } from './person-request.schema';

/** A volunteer's or intern's request for leave, and HR's answer. Days are stored as UTC midnight. */
@Schema({ collection: 'leave_requests', timestamps: true, versionKey: false })
export class LeaveRequest extends PersonRequest {
  @Prop({ type: String, required: true, enum: LEAVE_TYPES })
  type: LeaveType;

  @Prop({ type: Date, required: true })
  from: Date;

  @Prop({ type: Date, required: true })
  to: Date;
}

export const LeaveRequestSchema = SchemaFactory.createForClass(LeaveRequest);
// A person's requests; HR's tab: the pending ones, then the others, in order of asking.
LeaveRequestSchema.index({ applicantId: 1, createdAt: -1, _id: -1 });
LeaveRequestSchema.index({ status: 1, createdAt: -1, _id: -1 });
LeaveRequestSchema.index({ createdAt: -1, _id: -1 });

export type LeaveRequestRecord = LeaveRequest & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
