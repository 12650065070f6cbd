import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { CLOCK_TIME_PATTERN, SESSION_KINDS, SESSION_RULES, SESSION_SKILLS, SESSION_STATUSES, type SessionKind, type SessionSkill, type SessionStatus } from '@society/contracts';

/** One dated volunteer session (issue 45): a batch's class or another activity, published by HR or a batch's teacher. */
@Schema({ collection: 'volunteer_sessions', timestamps: true, versionKey: false })
export class VolunteerSession {
  @Prop({ type: String, required: true, enum: SESSION_KINDS }) kind: SessionKind;
  @Prop({ type: String, required: true, trim: true, maxlength: SESSION_RULES.titleMax }) title: string;
  @Prop({ type: String, required: true, trim: true, maxlength: SESSION_RULES.placeMax }) place: string;
  /** YYYY-MM-DD, India. */
  @Prop({ type: String, required: true }) day: string;
  @Prop({ type: String, required: true, match: CLOCK_TIME_PATTERN }) start: string;
  @Prop({ type: String, required: true, match: CLOCK_TIME_PATTERN }) end: string;
  /** The instants of `day` `start` and `end` in India: what the lists sort and filter by. */
  @Prop({ type: Date, required: true }) startsAt: Date;
  @Prop({ type: Date, required: true }) endsAt: Date;
  @Prop({ type: Number, required: true, min: 1, max: SESSION_RULES.volunteersWantedMax }) volunteersWanted: number;
  @Prop({ type: String, required: true, enum: SESSION_SKILLS }) skill: SessionSkill;
  @Prop({ type: Boolean, required: true }) withChildren: boolean;
  /** The batch's id (hex) for kind 'batch', else null. */
  @Prop({ type: String, default: null }) batchId: string | null;
  @Prop({ type: String, required: true, enum: SESSION_STATUSES, default: 'scheduled' }) status: SessionStatus;
  @Prop({ type: String, default: null }) cancelReason: string | null;
  /** Shared by every date created in one step (null for a single date). */
  @Prop({ type: String, default: null }) seriesId: string | null;
  @Prop({ type: String, required: true }) createdById: string;
  /** Places taken and people waiting, recounted with every change of a sign-up (inside the session's claim): the lists read them here, not by counting sign-ups. */
  @Prop({ type: Number, default: 0 }) signedUpCount: number;
  @Prop({ type: Number, default: 0 }) waitingCount: number;
  /** When the reminder mails went (null: not yet). */
  @Prop({ type: Date, default: null }) remindedAt: Date | null;
}

export const VolunteerSessionSchema = SchemaFactory.createForClass(VolunteerSession);
// HR's list by start; the team's, of the batches a member teaches; the volunteers' open ones; the reminder job.
VolunteerSessionSchema.index({ startsAt: 1, _id: 1 });
VolunteerSessionSchema.index({ batchId: 1, startsAt: 1, _id: 1 });
VolunteerSessionSchema.index({ status: 1, startsAt: 1, _id: 1 });
VolunteerSessionSchema.index({ seriesId: 1 });

export type VolunteerSessionRecord = VolunteerSession & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
