import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { readPage, type ListSort, type PageRows, type PageWindow } from '../../../../database/paging';
import { SafeguardingConcern, type ConcernStepRecord, type SafeguardingConcernRecord } from '../schemas/concern.schema';

const NEWEST_FIRST: ListSort<'raisedAt'> = { field: 'raisedAt', descending: true };

/** The concerns register's store: create, read, append a step. No delete, by design (POCSO: the record stays). */
@Injectable()
export class ConcernRepository {
  constructor(@InjectModel(SafeguardingConcern.name) private readonly concerns: Model<SafeguardingConcern>) {}

  async create(concern: SafeguardingConcern): Promise<SafeguardingConcernRecord> {
    return (await this.concerns.create(concern)).toObject<SafeguardingConcernRecord>();
  }

  listPage(window: PageWindow): Promise<PageRows<SafeguardingConcernRecord>> {
    return readPage<SafeguardingConcernRecord, SafeguardingConcern>(this.concerns, {}, NEWEST_FIRST, window);
  }

  findById(id: string): Promise<SafeguardingConcernRecord | null> {
    return this.concerns.findById(id).lean<SafeguardingConcernRecord>().exec();
  }

  /**
   * Appends `step` only if the concern is still at `from`: two leads taking the same step at once record it
   * once; the other gets null (and is told the concern moved on).
   */
  async appendStep(id: string, from: SafeguardingConcern['status'], step: ConcernStepRecord): Promise<SafeguardingConcernRecord | null> {
    const result = await this.concerns.updateOne({ _id: id, status: from }, { $push: { steps: step }, $set: { status: step.step } }, { runValidators: true }).exec();
    return result.modifiedCount === 0 ? null : this.findById(id);
  }
}
