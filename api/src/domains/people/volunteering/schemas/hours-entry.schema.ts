import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { HOURS_SOURCES, HOURS_STATUSES, SESSION_RULES, type HoursSource, type HoursStatus } from '@society/contracts';

/** Hours a volunteer gave on a day: from a session attended, or logged by them; HR approves or rejects each. */
@Schema({ collection: 'volunteer_hours', timestamps: true, versionKey: false })
export class HoursEntry {
  @Prop({ type: String, required: true }) userId: string;
  @Prop({ type: String, required: true, enum: HOURS_SOURCES }) source: HoursSource;
  @Prop({ type: String, default: null }) sessionId: string | null;
  @Prop({ type: String, default: null }) sessionTitle: string | null;
  /** The sign-up it came from: one entry per attended sign-up. */
  @Prop({ type: String, default: null }) signUpId: string | null;
  @Prop({ type: String, required: true }) day: string;
  /** The Monday of `day`'s week: HR approves a week at once. */
  @Prop({ type: String, required: true }) week: string;
  @Prop({ type: Number, required: true, min: 0, max: SESSION_RULES.hoursPerEntryMax }) hours: number;
  @Prop({ type: String, default: '', maxlength: SESSION_RULES.noteMax }) note: string;
  @Prop({ type: String, required: true, enum: HOURS_STATUSES, default: 'waiting' }) status: HoursStatus;
  @Prop({ type: String, default: null }) rejectReason: string | null;
  @Prop({ type: Date, default: null }) decidedAt: Date | null;
  @Prop({ type: String, default: null }) decidedById: string | null;
}

export const HoursEntrySchema = SchemaFactory.createForClass(HoursEntry);
// HR's list (by status, perhaps a week, by day); a person's own by day; one entry per sign-up.
HoursEntrySchema.index({ status: 1, week: 1, day: 1, _id: 1 });
HoursEntrySchema.index({ status: 1, day: 1, _id: 1 });
HoursEntrySchema.index({ day: 1, _id: 1 });
HoursEntrySchema.index({ week: 1, day: 1, _id: 1 });
HoursEntrySchema.index({ userId: 1, day: -1, _id: -1 });
HoursEntrySchema.index({ signUpId: 1 });

export type HoursEntryRecord = HoursEntry & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
