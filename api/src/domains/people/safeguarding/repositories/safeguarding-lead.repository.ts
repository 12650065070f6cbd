import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SafeguardingLead } from '../schemas/safeguarding-lead.schema';

const KEY = 'lead';

@Injectable()
export class SafeguardingLeadRepository {
  constructor(@InjectModel(SafeguardingLead.name) private readonly leads: Model<SafeguardingLead>) {}

  /** The lead's user id; null when none is named. */
  async findUserId(): Promise<string | null> {
    return (await this.leads.findOne({ key: KEY }).lean<SafeguardingLead>().exec())?.userId ?? null;
  }

  async set(userId: string | null): Promise<void> {
    await this.leads.updateOne({ key: KEY }, { $set: { userId }, $setOnInsert: { key: KEY } }, { upsert: true }).exec();
  }
}
