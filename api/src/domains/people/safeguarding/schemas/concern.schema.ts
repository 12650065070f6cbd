import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { CONCERN_REPORTED_TO, CONCERN_RULES, CONCERN_STEPS, LIMITS, ROLES, type ConcernReportedTo, type ConcernStep, type Role } from '@society/contracts';

/** A person on a concern (who raised it, who took a step) as they were then: their account may change later. */
@Schema({ _id: false, versionKey: false })
export class ConcernPersonRecord {
  @Prop({ type: String, required: true }) userId: string;
  @Prop({ type: String, required: true, maxlength: LIMITS.nameMax }) name: string;
  @Prop({ type: String, required: true, enum: ROLES }) role: Role;
}
export const ConcernPersonRecordSchema = SchemaFactory.createForClass(ConcernPersonRecord);

/** One step on a concern; steps are only ever added, in CONCERN_STEPS' order. */
@Schema({ _id: false, versionKey: false })
export class ConcernStepRecord {
  @Prop({ type: String, required: true, enum: CONCERN_STEPS }) step: ConcernStep;
  @Prop({ type: String, trim: true, default: '', maxlength: CONCERN_RULES.noteMax }) note: string;
  @Prop({ type: ConcernPersonRecordSchema, required: true }) by: ConcernPersonRecord;
  @Prop({ type: Date, required: true }) at: Date;
  @Prop({ type: String, enum: CONCERN_REPORTED_TO }) reportedTo?: ConcernReportedTo;
  /** YYYY-MM-DD, India time. */
  @Prop({ type: String }) reportedOn?: string;
  @Prop({ type: String, trim: true, maxlength: CONCERN_RULES.referenceMax }) reference?: string;
}
export const ConcernStepRecordSchema = SchemaFactory.createForClass(ConcernStepRecord);

/**
 * A safeguarding concern about a child (POCSO s.19: it must reach the police or the SJPU). Never deleted,
 * never edited: its steps are appended. Not in the data-rights erasure nor in the retention schedule.
 */
@Schema({ collection: 'safeguarding_concerns', timestamps: true, versionKey: false })
export class SafeguardingConcern {
  @Prop({ type: String, required: true, trim: true, maxlength: CONCERN_RULES.whatMax }) what: string;
  /** YYYY-MM-DD, India time. */
  @Prop({ type: String, required: true }) happenedOn: string;
  /** HH:MM, India time. */
  @Prop({ type: String }) happenedAt?: string;
  @Prop({ type: String, required: true, trim: true, maxlength: CONCERN_RULES.whoMax }) who: string;
  @Prop({ type: String, required: true, trim: true, maxlength: CONCERN_RULES.childNameMax }) childName: string;
  @Prop({ type: String }) studentId?: string;
  @Prop({ type: String, trim: true, default: '', maxlength: CONCERN_RULES.whereMax }) where: string;
  @Prop({ type: ConcernPersonRecordSchema, required: true }) raisedBy: ConcernPersonRecord;
  @Prop({ type: Date, required: true }) raisedAt: Date;
  /** The report's deadline (raisedAt + CONCERN_RULES.reportWithinHours). */
  @Prop({ type: Date, required: true }) dueAt: Date;
  /** The last step taken (steps' last). */
  @Prop({ type: String, required: true, enum: CONCERN_STEPS }) status: ConcernStep;
  @Prop({ type: [ConcernStepRecordSchema], default: [] }) steps: ConcernStepRecord[];
}

export const SafeguardingConcernSchema = SchemaFactory.createForClass(SafeguardingConcern);
// The register: newest first.
SafeguardingConcernSchema.index({ raisedAt: -1, _id: -1 });

export type SafeguardingConcernRecord = SafeguardingConcern & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
