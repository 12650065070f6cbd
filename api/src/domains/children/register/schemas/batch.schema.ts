import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { ACADEMIC_YEAR_PATTERN, CLOCK_TIME_PATTERN, REGISTER_RULES, WEEKDAYS, type Weekday } from '@society/contracts';

/** A batch of a centre: its days and hours, the team members who teach it, its academic year. */
@Schema({ collection: 'register_batches', timestamps: true, versionKey: false })
export class Batch {
  /** The centre's id (hex). */
  @Prop({ type: String, required: true }) centreId: string;
  @Prop({ type: String, required: true, trim: true, maxlength: REGISTER_RULES.batchNameMax }) name: string;
  @Prop({ type: [String], enum: WEEKDAYS, default: [] }) days: Weekday[];
  @Prop({ type: String, required: true, match: CLOCK_TIME_PATTERN }) startTime: string;
  @Prop({ type: String, required: true, match: CLOCK_TIME_PATTERN }) endTime: string;
  /** User ids (hex) of the team members who teach it: only they mark its days. */
  @Prop({ type: [String], default: [] }) teacherIds: string[];
  @Prop({ type: String, required: true, match: ACADEMIC_YEAR_PATTERN }) academicYear: string;
  @Prop({ type: Boolean, required: true, default: false }) teachesEnglish: boolean;
  @Prop({ type: Boolean, required: true, default: true }) active: boolean;
}

export const BatchSchema = SchemaFactory.createForClass(Batch);
// The lists: every batch by name, a centre's by name, a teacher's own by name.
BatchSchema.index({ name: 1, _id: 1 });
BatchSchema.index({ centreId: 1, name: 1, _id: 1 });
BatchSchema.index({ teacherIds: 1, name: 1, _id: 1 });

export type BatchRecord = Batch & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
