import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { StepClaim, type StepClaimRecord } from '../schemas/step-claim.schema';

@Injectable()
export class StepClaimRepository {
  constructor(@InjectModel(StepClaim.name) private readonly claims: Model<StepClaim>) {}

  /**
   * Claims `key` for `leaseMs` unless a live claim holds it (then null). The claim is one insert of the next
   * attempt: its _id is unique, so when two steps read the same latest attempt only one insert succeeds.
   */
  async claim(key: string, leaseMs: number, now = new Date()): Promise<StepClaimRecord | null> {
    const latest = await this.claims.findOne({ key }).sort({ attempt: -1 }).lean<StepClaimRecord>().exec();
    if (latest && !latest.releasedAt && latest.heldUntil > now) return null;
    const attempt = (latest?.attempt ?? 0) + 1;
    const claim: StepClaimRecord = { _id: `${key}#${attempt}`, key, attempt, holder: randomUUID(), claimedAt: now, heldUntil: new Date(now.getTime() + leaseMs), releasedAt: null };
    try {
      await this.claims.create(claim);
      return claim;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /** Ends a claim; only its holder writes it, so the write cannot race another step's. */
  async release(claim: StepClaimRecord, now = new Date()): Promise<void> {
    await this.claims.updateOne({ _id: claim._id, holder: claim.holder }, { $set: { releasedAt: now } }).exec();
    // Only a key's latest attempt counts: the earlier ones go, so a key keeps one document.
    if (claim.attempt > 1) await this.claims.deleteMany({ key: claim.key, attempt: { $lt: claim.attempt } }).exec();
  }
}
