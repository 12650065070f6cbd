import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { ASSESSMENT_ROUNDS, type AssessmentRound } from '@society/contracts';

/** When a round of assessments runs in an academic year (set by the team or the admin). */
@Schema({ collection: 'register_rounds', timestamps: true, versionKey: false })
export class RoundDates {
  @Prop({ type: String, required: true }) academicYear: string;
  @Prop({ type: String, required: true, enum: ASSESSMENT_ROUNDS }) round: AssessmentRound;
  @Prop({ type: String, required: true }) from: string;
  @Prop({ type: String, required: true }) to: string;
}

export const RoundDatesSchema = SchemaFactory.createForClass(RoundDates);
RoundDatesSchema.index({ academicYear: 1, round: 1 }, { unique: true });

export type RoundDatesRecord = RoundDates & { _id: Types.ObjectId };
