import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** A child absent on REGISTER_RULES.absenceRunFlag class days in a row: open until a home visit is recorded. */
@Schema({ collection: 'register_follow_ups', timestamps: true, versionKey: false })
export class FollowUp {
  @Prop({ type: String, required: true }) studentId: string;
  @Prop({ type: String, required: true }) batchId: string;
  /** The first day of the run of absences. */
  @Prop({ type: String, required: true }) absentSince: string;
  @Prop({ type: Number, required: true }) absentDays: number;
  /** The day of the home visit that closed it; null while open. */
  @Prop({ type: String, default: null }) closedOn: string | null;
  /** The student's id while open (unique: one open follow-up per child), absent once closed. */
  @Prop({ type: String }) openFor?: string;
}

export const FollowUpSchema = SchemaFactory.createForClass(FollowUp);
FollowUpSchema.index({ openFor: 1 }, { unique: true, sparse: true });
// The team's list: open ones, longest absent first.
FollowUpSchema.index({ closedOn: 1, absentSince: 1, _id: 1 });

export type FollowUpRecord = FollowUp & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
