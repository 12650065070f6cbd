import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { HOME_VISIT_OUTCOMES, REGISTER_RULES, type HomeVisitOutcome } from '@society/contracts';

/** A visit to a child's home after they stopped coming: it closes the child's open follow-up. */
@Schema({ collection: 'register_home_visits', timestamps: true, versionKey: false })
export class HomeVisit {
  @Prop({ type: String, required: true }) studentId: string;
  @Prop({ type: String, required: true }) day: string;
  @Prop({ type: String, required: true, enum: HOME_VISIT_OUTCOMES }) outcome: HomeVisitOutcome;
  @Prop({ type: String, trim: true, maxlength: REGISTER_RULES.noteMax, default: '' }) note: string;
  /** Who visited (the signed-in member's name or email). */
  @Prop({ type: String, required: true }) visitedBy: string;
  @Prop({ type: Date, required: true }) recordedAt: Date;
}

export const HomeVisitSchema = SchemaFactory.createForClass(HomeVisit);
// A child's visits, by day.
HomeVisitSchema.index({ studentId: 1, day: 1, _id: 1 });

export type HomeVisitRecordDoc = HomeVisit & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
