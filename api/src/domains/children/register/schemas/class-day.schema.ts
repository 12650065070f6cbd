import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ATTENDANCE_MARKS, CLASS_DAY_KINDS, type AttendanceMark, type ClassDayKind } from '@society/contracts';

/** One write of a day, as it came: kept in the day's history (two phones' marks both stay there). */
@Schema({ _id: false, versionKey: false })
export class ClassDayWrite {
  @Prop({ type: String, required: true, enum: CLASS_DAY_KINDS }) kind: ClassDayKind;
  /** studentId → mark. */
  @Prop({ type: Object, default: {} }) marks: Record<string, AttendanceMark>;
  /** The phone's record id, or '' for the admin's correction. */
  @Prop({ type: String, default: '' }) recordId: string;
  /** When the teacher made it (the phone's clock). */
  @Prop({ type: Date, required: true }) recordedAt: Date;
  @Prop({ type: String, required: true }) savedBy: string;
  @Prop({ type: Date, required: true }) savedAt: Date;
}
export const ClassDayWriteSchema = SchemaFactory.createForClass(ClassDayWrite);

/** A class day's id: its batch and day ('<batchId>:YYYY-MM-DD'), so a day is read by its id. */
export const classDayId = (batchId: string, day: string) => `${batchId}:${day}`;

/**
 * A batch's class day: one document per batch and day (never one per mark), under an id made of both. The
 * embedded engine finds a document by its id directly but reads the whole collection for any other filter
 * (a centre's year is thousands of days), so a month or a year is read as its days' ids.
 * A holiday or a day without class has no marks and counts no absence.
 */
@Schema({ collection: 'register_class_days', timestamps: true, versionKey: false, minimize: false })
export class ClassDay {
  @Prop({ type: String }) _id: string;
  @Prop({ type: String, required: true }) batchId: string;
  /** YYYY-MM-DD (India). */
  @Prop({ type: String, required: true }) day: string;
  @Prop({ type: String, required: true, enum: CLASS_DAY_KINDS }) kind: ClassDayKind;
  /** When the kind standing was recorded: a later record's kind wins. */
  @Prop({ type: Date, required: true }) kindRecordedAt: Date;
  /** studentId → the mark that stands (the one with the latest recordedAt); empty unless held. */
  @Prop({ type: Object, default: {} }) marks: Record<string, AttendanceMark>;
  /** studentId → the recordedAt (ISO) of the mark that stands. */
  @Prop({ type: Object, default: {} }) markedAt: Record<string, string>;
  @Prop({ type: String, required: true }) savedBy: string;
  @Prop({ type: Date, required: true }) savedAt: Date;
  /** Every write the day took, oldest first. */
  @Prop({ type: [ClassDayWriteSchema], default: [] }) history: ClassDayWrite[];
}

export const ClassDaySchema = SchemaFactory.createForClass(ClassDay);
ClassDaySchema.index({ batchId: 1, day: 1 }, { unique: true });

export type ClassDayRecord = ClassDay & { createdAt: Date; updatedAt: Date };
