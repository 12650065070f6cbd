import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ThrottleHit } from '../schemas/throttle-hit.schema';

@Injectable()
export class ThrottleHitRepository {
  constructor(@InjectModel(ThrottleHit.name) private readonly hits: Model<ThrottleHit>) {}

  async record(bucket: string, key: string, expiresAt: Date): Promise<void> {
    await this.hits.create({ bucket, key, expiresAt });
  }

  countActive(bucket: string, key: string, now: Date): Promise<number> {
    return this.hits.countDocuments({ bucket, key, expiresAt: { $gt: now } }).exec();
  }

  /** Expiry times of the active hits, soonest first, at most `limit` of them. */
  async activeExpiries(bucket: string, key: string, now: Date, limit: number): Promise<Date[]> {
    const hits = await this.hits
      .find({ bucket, key, expiresAt: { $gt: now } }, { expiresAt: 1 })
      .sort({ expiresAt: 1 })
      .limit(limit)
      .lean<Array<Pick<ThrottleHit, 'expiresAt'>>>()
      .exec();
    return hits.map((hit) => hit.expiresAt);
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.hits.deleteMany({ bucket, key }).exec();
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.hits.deleteMany({ expiresAt: { $lte: now } }).exec()).deletedCount;
  }
}
