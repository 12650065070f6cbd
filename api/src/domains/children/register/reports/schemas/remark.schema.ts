import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { REGISTER_RULES, TERMS, type Term } from '@society/contracts';

/** The teacher's remark on a child's term, printed on the progress card: one per child, year and term. */
@Schema({ collection: 'register_remarks', timestamps: true, versionKey: false })
export class Remark {
  @Prop({ type: String, required: true }) studentId: string;
  @Prop({ type: String, required: true }) academicYear: string;
  @Prop({ type: String, required: true, enum: TERMS }) term: Term;
  @Prop({ type: String, trim: true, maxlength: REGISTER_RULES.remarkMax, default: '' }) remark: string;
  /** The team member who wrote it last. */
  @Prop({ type: String, required: true }) writtenBy: string;
}

export const RemarkSchema = SchemaFactory.createForClass(Remark);
RemarkSchema.index({ studentId: 1, academicYear: 1, term: 1 }, { unique: true });

export type RemarkRecord = Remark & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
