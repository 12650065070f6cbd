import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ARITHMETIC_LEVELS, ASSESSMENT_ROUNDS, READING_LEVELS, type ArithmeticLevel, type AssessmentRound, type ReadingLevel } from '@society/contracts';

/** An assessment's id: its child, year and round ('<studentId>:2026-27:baseline'), so a record finds it by id. */
export const assessmentId = (studentId: string, academicYear: string, round: AssessmentRound) => `${studentId}:${academicYear}:${round}`;

/**
 * A child's ASER levels in one round of an academic year: at most one per child, year and round, under an id
 * made of the three (the embedded engine finds a document by its id directly, and scans for any other filter).
 */
@Schema({ collection: 'register_assessments', timestamps: true, versionKey: false })
export class Assessment {
  @Prop({ type: String }) _id: string;
  @Prop({ type: String, required: true }) studentId: string;
  /** The batch the child was in when assessed. */
  @Prop({ type: String, required: true }) batchId: string;
  @Prop({ type: String, required: true }) academicYear: string;
  @Prop({ type: String, required: true, enum: ASSESSMENT_ROUNDS }) round: AssessmentRound;
  @Prop({ type: String, required: true }) assessedOn: string;
  @Prop({ type: String, enum: [...READING_LEVELS, null], default: null }) readingHindi: ReadingLevel | null;
  @Prop({ type: String, enum: [...READING_LEVELS, null], default: null }) readingEnglish: ReadingLevel | null;
  @Prop({ type: String, enum: [...ARITHMETIC_LEVELS, null], default: null }) arithmetic: ArithmeticLevel | null;
  /** The latest record's time (the phone's clock): an older record only fills a level still missing. */
  @Prop({ type: Date, required: true }) recordedAt: Date;
  @Prop({ type: String, required: true }) recordedBy: string;
}

export const AssessmentSchema = SchemaFactory.createForClass(Assessment);
AssessmentSchema.index({ studentId: 1, academicYear: 1, round: 1 }, { unique: true });
AssessmentSchema.index({ batchId: 1, academicYear: 1 });

export type AssessmentRecordDoc = Assessment & { createdAt: Date; updatedAt: Date };
