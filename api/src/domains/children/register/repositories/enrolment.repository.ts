import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Enrolment, type EnrolmentRecord } from '../schemas/enrolment.schema';

@Injectable()
export class EnrolmentRepository {
  constructor(@InjectModel(Enrolment.name) private readonly enrolments: Model<Enrolment>) {}

  /** The child's open enrolment, if any. */
  findOpen(studentId: string): Promise<EnrolmentRecord | null> {
    return this.enrolments.findOne({ openFor: studentId }).lean<EnrolmentRecord>().exec();
  }

  /** These children's open enrolments, by child, in one read (one scan of the collection, not one per child). */
  async findOpenOf(studentIds: readonly string[]): Promise<Map<string, EnrolmentRecord>> {
    const open = await this.enrolments.find({ openFor: { $in: [...studentIds] } }).lean<EnrolmentRecord[]>().exec();
    return new Map(open.map((enrolment) => [enrolment.studentId, enrolment]));
  }

  /** The children enrolled in the batch now. */
  listOpenInBatch(batchId: string): Promise<EnrolmentRecord[]> {
    return this.enrolments.find({ batchId, to: null }).lean<EnrolmentRecord[]>().exec();
  }

  /** Every open enrolment (a society has a few hundred children): the batches' counts. */
  listOpen(): Promise<EnrolmentRecord[]> {
    return this.enrolments.find({ to: null }).lean<EnrolmentRecord[]>().exec();
  }

  /** Every enrolment the batch has had (current and closed), for its days and months. */
  listInBatch(batchId: string): Promise<EnrolmentRecord[]> {
    return this.enrolments.find({ batchId }).lean<EnrolmentRecord[]>().exec();
  }

  /** Every enrolment of these batches (current and closed): the reports' children. */
  listInBatches(batchIds: readonly string[]): Promise<EnrolmentRecord[]> {
    return this.enrolments.find({ batchId: { $in: [...batchIds] } }).lean<EnrolmentRecord[]>().exec();
  }

  /** A child's enrolments, oldest first. */
  listOfStudent(studentId: string): Promise<EnrolmentRecord[]> {
    return this.enrolments.find({ studentId }).sort({ from: 1, _id: 1 }).lean<EnrolmentRecord[]>().exec();
  }

  /** Closes an open enrolment on `to` (its last day): it stays, as the child's history. */
  async close(id: string, to: string): Promise<void> {
    await this.enrolments.updateOne({ _id: id }, { $set: { to }, $unset: { openFor: 1 } }).exec();
  }

  async open(studentId: string, batchId: string, from: string): Promise<EnrolmentRecord> {
    return (await this.enrolments.create({ studentId, batchId, from, to: null, openFor: studentId })).toObject<EnrolmentRecord>();
  }

  /** Many enrolments at once (seeding a year). */
  async insertMany(enrolments: Array<Pick<Enrolment, 'studentId' | 'batchId' | 'from' | 'to'>>): Promise<void> {
    await this.enrolments.insertMany(enrolments.map((enrolment) => (enrolment.to === null ? { ...enrolment, openFor: enrolment.studentId } : enrolment)));
  }

  /** A child's erasure (consent withdrawn, or erased on request). */
  async deleteOfStudent(studentId: string): Promise<number> {
    return (await this.enrolments.deleteMany({ studentId }).exec()).deletedCount;
  }

  /** How many of these batches' documents the retention schedule would delete (their academic year is past its period). */
  countInBatches(batchIds: readonly string[]): Promise<number> {
    return this.enrolments.countDocuments({ batchId: { $in: [...batchIds] } }).exec();
  }

  /** The retention schedule: these batches' documents go (their academic year is past its period). */
  async deleteInBatches(batchIds: readonly string[]): Promise<number> {
    return (await this.enrolments.deleteMany({ batchId: { $in: [...batchIds] } }).exec()).deletedCount;
  }
}
