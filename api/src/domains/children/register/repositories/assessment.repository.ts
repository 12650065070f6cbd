import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AssessmentRound } from '@society/contracts';
import { Assessment, assessmentId, type AssessmentRecordDoc } from '../schemas/assessment.schema';

export type AssessmentFields = Omit<Assessment, '_id' | 'studentId' | 'academicYear' | 'round'>;

@Injectable()
export class AssessmentRepository {
  constructor(@InjectModel(Assessment.name) private readonly assessments: Model<Assessment>) {}

  find(studentId: string, academicYear: string, round: AssessmentRound): Promise<AssessmentRecordDoc | null> {
    return this.assessments.findById(assessmentId(studentId, academicYear, round)).lean<AssessmentRecordDoc>().exec();
  }

  /** Sets the child's levels of that round (one document per child, year and round). */
  async save(studentId: string, academicYear: string, round: AssessmentRound, fields: AssessmentFields): Promise<void> {
    await this.assessments.updateOne({ _id: assessmentId(studentId, academicYear, round) }, { $set: { ...fields, studentId, academicYear, round } }, { upsert: true, runValidators: true }).exec();
  }

  /** A child's assessments, every year. */
  listOfStudent(studentId: string): Promise<AssessmentRecordDoc[]> {
    return this.assessments.find({ studentId }).lean<AssessmentRecordDoc[]>().exec();
  }

  /** The assessments of a year made in these batches. */
  listInBatches(batchIds: readonly string[], academicYear: string): Promise<AssessmentRecordDoc[]> {
    return this.assessments.find({ batchId: { $in: [...batchIds] }, academicYear }).lean<AssessmentRecordDoc[]>().exec();
  }

  /** These children's assessments of a year (wherever they were made). */
  listOfStudents(studentIds: readonly string[], academicYear: string): Promise<AssessmentRecordDoc[]> {
    return this.assessments.find({ studentId: { $in: [...studentIds] }, academicYear }).lean<AssessmentRecordDoc[]>().exec();
  }

  async insertMany(assessments: Array<Omit<Assessment, '_id'>>): Promise<void> {
    await this.assessments.insertMany(assessments.map((assessment) => ({ ...assessment, _id: assessmentId(assessment.studentId, assessment.academicYear, assessment.round) })), { lean: true });
  }

  async deleteOfStudent(studentId: string): Promise<number> {
    return (await this.assessments.deleteMany({ studentId }).exec()).deletedCount;
  }

  /** How many of these batches' documents the retention schedule would delete (their academic year is past its period). */
  countInBatches(batchIds: readonly string[]): Promise<number> {
    return this.assessments.countDocuments({ batchId: { $in: [...batchIds] } }).exec();
  }

  /** The retention schedule: these batches' documents go (their academic year is past its period). */
  async deleteInBatches(batchIds: readonly string[]): Promise<number> {
    return (await this.assessments.deleteMany({ batchId: { $in: [...batchIds] } }).exec()).deletedCount;
  }
}
