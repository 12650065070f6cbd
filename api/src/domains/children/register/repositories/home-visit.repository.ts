import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { HomeVisit, type HomeVisitRecordDoc } from '../schemas/home-visit.schema';

@Injectable()
export class HomeVisitRepository {
  constructor(@InjectModel(HomeVisit.name) private readonly visits: Model<HomeVisit>) {}

  async create(visit: HomeVisit): Promise<HomeVisitRecordDoc> {
    return (await this.visits.create(visit)).toObject<HomeVisitRecordDoc>();
  }

  /** A child's visits, by day. */
  listOfStudent(studentId: string): Promise<HomeVisitRecordDoc[]> {
    return this.visits.find({ studentId }).sort({ studentId: 1, day: 1, _id: 1 }).lean<HomeVisitRecordDoc[]>().exec();
  }

  /** The day of each child's latest visit (children never visited are not in it): one read for a batch. */
  async lastDays(studentIds: readonly string[]): Promise<Map<string, string>> {
    const visits = await this.visits.find({ studentId: { $in: [...studentIds] } }, { studentId: 1, day: 1 }).lean<Array<{ studentId: string; day: string }>>().exec();
    const latest = new Map<string, string>();
    for (const { studentId, day } of visits) if (!latest.has(studentId) || day > latest.get(studentId)!) latest.set(studentId, day);
    return latest;
  }

  async deleteOfStudent(studentId: string): Promise<number> {
    return (await this.visits.deleteMany({ studentId }).exec()).deletedCount;
  }

  /** How many visits fall from `from` to `to` (YYYY-MM-DD, inclusive): the retention schedule's preview. */
  countBetween(from: string, to: string): Promise<number> {
    return this.visits.countDocuments({ day: { $gte: from, $lte: to } }).exec();
  }

  /** The retention schedule: the visits from `from` to `to` go. */
  async deleteBetween(from: string, to: string): Promise<number> {
    return (await this.visits.deleteMany({ day: { $gte: from, $lte: to } }).exec()).deletedCount;
  }
}
