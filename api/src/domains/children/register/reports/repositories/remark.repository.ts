import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Term } from '@society/contracts';
import { Remark, type RemarkRecord } from '../schemas/remark.schema';

@Injectable()
export class RemarkRepository {
  constructor(@InjectModel(Remark.name) private readonly remarks: Model<Remark>) {}

  /** Writes (or replaces) the remark of a child's term. */
  async save(remark: Remark): Promise<void> {
    const { studentId, academicYear, term } = remark;
    await this.remarks.updateOne({ studentId, academicYear, term }, { $set: remark }, { upsert: true }).exec();
  }

  /** The remarks of these children's term (studentId → remark). */
  async ofStudents(studentIds: readonly string[], academicYear: string, term: Term): Promise<Map<string, string>> {
    const found = await this.remarks.find({ studentId: { $in: [...studentIds] }, academicYear, term }, { studentId: 1, remark: 1 }).lean<RemarkRecord[]>().exec();
    return new Map(found.map((remark) => [remark.studentId, remark.remark]));
  }

  listOfStudent(studentId: string): Promise<RemarkRecord[]> {
    return this.remarks.find({ studentId }).sort({ academicYear: 1, term: 1 }).lean<RemarkRecord[]>().exec();
  }

  async deleteOfStudent(studentId: string): Promise<number> {
    return (await this.remarks.deleteMany({ studentId }).exec()).deletedCount;
  }

  /** How many remarks a year holds (the retention schedule's preview). */
  countOfYear(academicYear: string): Promise<number> {
    return this.remarks.countDocuments({ academicYear }).exec();
  }

  /** The retention schedule: a year's remarks go. */
  async deleteOfYear(academicYear: string): Promise<number> {
    return (await this.remarks.deleteMany({ academicYear }).exec()).deletedCount;
  }
}
