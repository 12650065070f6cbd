import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * A child's time in a batch, from one day to another (`to` null while current). Moving a child closes the
 * open enrolment and opens a new one: the earlier ones stay, as the child's history.
 */
@Schema({ collection: 'register_enrolments', timestamps: true, versionKey: false })
export class Enrolment {
  @Prop({ type: String, required: true }) studentId: string;
  @Prop({ type: String, required: true }) batchId: string;
  /** YYYY-MM-DD (India). */
  @Prop({ type: String, required: true }) from: string;
  /** The last day in the batch, or null while current. */
  @Prop({ type: String, default: null }) to: string | null;
  /**
   * The student's id while the enrolment is open, absent once closed: its unique index keeps one open
   * enrolment per child (a partial index would say it more plainly, but the embedded engine has none).
   */
  @Prop({ type: String }) openFor?: string;
}

export const EnrolmentSchema = SchemaFactory.createForClass(Enrolment);
EnrolmentSchema.index({ openFor: 1 }, { unique: true, sparse: true });
// A batch's children (open ones: to null) and a child's history, oldest first.
EnrolmentSchema.index({ batchId: 1, to: 1 });
EnrolmentSchema.index({ studentId: 1, from: 1, _id: 1 });

export type EnrolmentRecord = Enrolment & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
