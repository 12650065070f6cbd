import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AadhaarReveal, type AadhaarRevealRecord } from '../schemas/aadhaar-reveal.schema';

/**
 * The reveals recorded before the activity log existed. New reveals go to the activity log (one place for
 * every audited act); these are carried over into it at start-up (audit/reveal-carry-over.ts) and then removed.
 */
@Injectable()
export class AadhaarRevealRepository {
  constructor(@InjectModel(AadhaarReveal.name) private readonly reveals: Model<AadhaarReveal>) {}

  listOldest(limit: number): Promise<AadhaarRevealRecord[]> {
    return this.reveals.find().sort({ revealedAt: 1, _id: 1 }).limit(limit).lean<AadhaarRevealRecord[]>().exec();
  }

  /** Only once they are safely in the activity log. */
  async deleteCarriedOver(ids: string[]): Promise<void> {
    await this.reveals.deleteMany({ _id: { $in: ids } }).exec();
  }
}
