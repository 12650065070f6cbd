import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MonthTally, type ChildMonth, type MonthTallyRecord } from '../schemas/month-tally.schema';

/** A child's month as stored (see MonthTally.months). */
const packed = ({ present, marks }: ChildMonth) => marks * 100 + present;
const unpacked = (value: number): ChildMonth => ({ present: value % 100, marks: Math.floor(value / 100) });
const mapValues = <A, B>(record: Record<string, A>, map: (value: A) => B): Record<string, B> => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

@Injectable()
export class MonthTallyRepository {
  constructor(@InjectModel(MonthTally.name) private readonly tallies: Model<MonthTally>) {}

  /** Replaces one month of a batch (a month without marks is left out). */
  async saveMonth(batchId: string, month: string, children: Record<string, ChildMonth>): Promise<void> {
    const update = Object.keys(children).length === 0 ? { $unset: { [`months.${month}`]: 1 } } : { $set: { [`months.${month}`]: mapValues(children, packed) } };
    await this.tallies.updateOne({ _id: batchId }, update, { upsert: true }).exec();
  }

  /** These batches' months, each read by its id. */
  async listOf(batchIds: readonly string[]): Promise<Array<{ batchId: string; month: string; children: Record<string, ChildMonth> }>> {
    const found = await Promise.all([...new Set(batchIds)].map((id) => this.tallies.findById(id).lean<MonthTallyRecord>().exec()));
    return found.flatMap((tally) => (tally ? Object.entries(tally.months).map(([month, children]) => ({ batchId: tally._id, month, children: mapValues(children, unpacked) })) : []));
  }

  /** The retention schedule: these batches' counts go with their year. */
  async deleteInBatches(batchIds: readonly string[]): Promise<number> {
    return (await this.tallies.deleteMany({ _id: { $in: [...batchIds] } }).exec()).deletedCount;
  }
}
