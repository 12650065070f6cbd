import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { Centre, type CentreRecord } from '../schemas/centre.schema';

export type CentreFields = Pick<Centre, 'name' | 'area' | 'address' | 'mapUrl' | 'active'>;

@Injectable()
export class CentreRepository {
  constructor(@InjectModel(Centre.name) private readonly centres: Model<Centre>) {}

  /** Every centre by name (a society has a handful). */
  listByName(): Promise<CentreRecord[]> {
    return this.centres.find({}).sort({ name: 1, _id: 1 }).lean<CentreRecord[]>().exec();
  }

  findById(id: string): Promise<CentreRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.centres.findById(id).lean<CentreRecord>().exec();
  }

  async create(fields: CentreFields): Promise<CentreRecord> {
    return (await this.centres.create(fields)).toObject<CentreRecord>();
  }

  async update(id: string, fields: Partial<CentreFields>): Promise<CentreRecord | null> {
    const result = await this.centres.updateOne({ _id: id }, { $set: fields }, { runValidators: true }).exec();
    return result.matchedCount === 0 ? null : this.findById(id);
  }
}
