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

  /** The day of the child's latest visit, if any. */
  async lastDay(studentId: string): Promise<string | null> {
    const visits = await this.visits.find({ studentId }, { day: 1 }).lean<Array<{ day: string }>>().exec();
    return visits.reduce<string | null>((latest, { day }) => (latest === null || day > latest ? day : latest), null);
  }

  async deleteOfStudent(studentId: string): Promise<number> {
    return (await this.visits.deleteMany({ studentId }).exec()).deletedCount;
  }
}
