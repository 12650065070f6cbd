import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../../../../database/duplicate-key';
import { FollowUp, type FollowUpRecord } from '../schemas/follow-up.schema';

@Injectable()
export class FollowUpRepository {
  constructor(@InjectModel(FollowUp.name) private readonly followUps: Model<FollowUp>) {}

  findOpen(studentId: string): Promise<FollowUpRecord | null> {
    return this.followUps.findOne({ openFor: studentId }).lean<FollowUpRecord>().exec();
  }

  /** The open follow-ups of these children, by child. */
  async findOpenOf(studentIds: readonly string[]): Promise<Map<string, FollowUpRecord>> {
    const open = await this.followUps.find({ openFor: { $in: [...studentIds] } }).lean<FollowUpRecord[]>().exec();
    return new Map(open.map((followUp) => [followUp.studentId, followUp]));
  }

  /** The open follow-ups, longest absent first. */
  listOpen(): Promise<FollowUpRecord[]> {
    return this.followUps.find({ closedOn: null }).sort({ absentSince: 1, _id: 1 }).lean<FollowUpRecord[]>().exec();
  }

  /** Opens the child's follow-up; false when one is open already (the unique index says so). */
  async open(followUp: Pick<FollowUp, 'studentId' | 'batchId' | 'absentSince' | 'absentDays'>): Promise<boolean> {
    try {
      await this.followUps.create({ ...followUp, closedOn: null, openFor: followUp.studentId });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** The run of absences of an open follow-up grew. */
  async updateRun(id: string, absentSince: string, absentDays: number): Promise<void> {
    await this.followUps.updateOne({ _id: id }, { $set: { absentSince, absentDays } }).exec();
  }

  /** A home visit closes the child's open follow-up (found by its id, which the embedded engine reads directly); false when it was closed already. */
  async closeOpen(id: string, studentId: string, closedOn: string): Promise<boolean> {
    const result = await this.followUps.updateOne({ _id: id, openFor: studentId }, { $set: { closedOn }, $unset: { openFor: 1 } }).exec();
    return result.modifiedCount === 1;
  }

  /** A child's follow-ups, open and closed, oldest first (the guardian's access export). */
  listOfStudent(studentId: string): Promise<FollowUpRecord[]> {
    return this.followUps.find({ studentId }).sort({ absentSince: 1, _id: 1 }).lean<FollowUpRecord[]>().exec();
  }

  async deleteOfStudent(studentId: string): Promise<number> {
    return (await this.followUps.deleteMany({ studentId }).exec()).deletedCount;
  }

  /** How many of these batches' documents the retention schedule would delete (their academic year is past its period). */
  countInBatches(batchIds: readonly string[]): Promise<number> {
    return this.followUps.countDocuments({ batchId: { $in: [...batchIds] } }).exec();
  }

  /** The retention schedule: these batches' documents go (their academic year is past its period). */
  async deleteInBatches(batchIds: readonly string[]): Promise<number> {
    return (await this.followUps.deleteMany({ batchId: { $in: [...batchIds] } }).exec()).deletedCount;
  }
}
