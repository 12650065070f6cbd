import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../../../../database/duplicate-key';
import { PolicyAcknowledgement, type PolicyAcknowledgementRecord } from '../schemas/policy-acknowledgement.schema';

@Injectable()
export class PolicyAcknowledgementRepository {
  constructor(@InjectModel(PolicyAcknowledgement.name) private readonly acknowledgements: Model<PolicyAcknowledgement>) {}

  findOf(version: number, userId: string): Promise<PolicyAcknowledgementRecord | null> {
    return this.acknowledgements.findOne({ version, userId }).lean<PolicyAcknowledgementRecord>().exec();
  }

  /** A person's, the earliest version first. */
  listOfUser(userId: string): Promise<PolicyAcknowledgementRecord[]> {
    return this.acknowledgements.find({ userId }).sort({ version: 1 }).lean<PolicyAcknowledgementRecord[]>().exec();
  }

  async deleteOfUser(userId: string): Promise<number> {
    return (await this.acknowledgements.deleteMany({ userId }).exec()).deletedCount;
  }

  /** Which of these people acknowledged the version. */
  async acknowledgedAmong(version: number, userIds: readonly string[]): Promise<Set<string>> {
    const found = await this.acknowledgements.find({ version, userId: { $in: [...userIds] } }, { userId: 1 }).lean<Array<Pick<PolicyAcknowledgementRecord, 'userId'>>>().exec();
    return new Set(found.map((acknowledgement) => acknowledgement.userId));
  }

  /** How many acknowledged each version. */
  async countByVersion(): Promise<Map<number, number>> {
    const counts = await this.acknowledgements.aggregate<{ _id: number; count: number }>([{ $group: { _id: '$version', count: { $sum: 1 } } }]).exec();
    return new Map(counts.map((count) => [count._id, count.count]));
  }

  /** Records it; the existing one when the person had acknowledged that version already. */
  async acknowledge(version: number, userId: string, at: Date): Promise<{ acknowledgement: PolicyAcknowledgementRecord; created: boolean }> {
    try {
      return { acknowledgement: (await this.acknowledgements.create({ version, userId, acknowledgedAt: at })).toObject<PolicyAcknowledgementRecord>(), created: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const existing = await this.findOf(version, userId);
      if (!existing) throw error;
      return { acknowledgement: existing, created: false };
    }
  }
}
