import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { PersonRequest } from './person-request.schema';

/** A volunteer's or intern's notice of leaving, and HR's answer; approving it ends their engagement. */
@Schema({ collection: 'exit_requests', timestamps: true, versionKey: false })
export class ExitRequest extends PersonRequest {
  /** UTC midnight of the day. */
  @Prop({ type: Date, required: true })
  lastWorkingDay: Date;
}

export const ExitRequestSchema = SchemaFactory.createForClass(ExitRequest);
// A person's requests; HR's tab: the pending ones, then the others, in order of asking.
ExitRequestSchema.index({ applicantId: 1, createdAt: -1, _id: -1 });
ExitRequestSchema.index({ status: 1, createdAt: -1, _id: -1 });
ExitRequestSchema.index({ createdAt: -1, _id: -1 });

export type ExitRequestRecord = ExitRequest & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
