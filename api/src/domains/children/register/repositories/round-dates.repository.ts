import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ASSESSMENT_ROUNDS } from '@society/contracts';
import { RoundDates, type RoundDatesRecord } from '../schemas/round-dates.schema';

@Injectable()
export class RoundDatesRepository {
  constructor(@InjectModel(RoundDates.name) private readonly rounds: Model<RoundDates>) {}

  /** A year's rounds (or every year's), by year and in the rounds' order. */
  async list(academicYear?: string): Promise<RoundDatesRecord[]> {
    const found = await this.rounds.find(academicYear ? { academicYear } : {}).lean<RoundDatesRecord[]>().exec();
    return found.sort((a, b) => a.academicYear.localeCompare(b.academicYear) || ASSESSMENT_ROUNDS.indexOf(a.round) - ASSESSMENT_ROUNDS.indexOf(b.round));
  }

  async save(dates: RoundDates): Promise<void> {
    const { academicYear, round, from, to } = dates;
    await this.rounds.updateOne({ academicYear, round }, { $set: { from, to } }, { upsert: true }).exec();
  }
}
