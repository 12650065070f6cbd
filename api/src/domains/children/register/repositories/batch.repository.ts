import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { Batch, type BatchRecord } from '../schemas/batch.schema';

export type BatchFields = Pick<Batch, 'centreId' | 'name' | 'days' | 'startTime' | 'endTime' | 'teacherIds' | 'academicYear' | 'teachesEnglish' | 'active'>;

@Injectable()
export class BatchRepository {
  constructor(@InjectModel(Batch.name) private readonly batches: Model<Batch>) {}

  /** Batches by name: every one, a centre's, or those a team member teaches. */
  list(filter: { centreId?: string; teacherId?: string } = {}): Promise<BatchRecord[]> {
    const query: Record<string, string> = {};
    if (filter.centreId) query.centreId = filter.centreId;
    if (filter.teacherId) query.teacherIds = filter.teacherId;
    return this.batches.find(query).sort({ name: 1, _id: 1 }).lean<BatchRecord[]>().exec();
  }

  findById(id: string): Promise<BatchRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.batches.findById(id).lean<BatchRecord>().exec();
  }

  /** The batches of these ids that exist (each read by its id, which the embedded engine finds directly). */
  async findByIds(ids: readonly string[]): Promise<BatchRecord[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.findById(id)));
    return found.filter((batch): batch is BatchRecord => batch !== null);
  }

  async create(fields: BatchFields): Promise<BatchRecord> {
    return (await this.batches.create(fields)).toObject<BatchRecord>();
  }

  async update(id: string, fields: Partial<BatchFields>): Promise<BatchRecord | null> {
    const result = await this.batches.updateOne({ _id: id }, { $set: fields }, { runValidators: true }).exec();
    return result.matchedCount === 0 ? null : this.findById(id);
  }
}
