import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { VerificationStatus } from '@society/contracts';
import { readPage, type PageRows, type PageWindow } from '../../../../database/paging';
import { PoliceVerification, type PoliceVerificationRecord } from '../schemas/police-verification.schema';

export type VerificationChanges = Pick<PoliceVerification, 'status' | 'verifiedOn' | 'certificateNumber' | 'expiresOn' | 'scanPath' | 'recordedById'>;

@Injectable()
export class PoliceVerificationRepository {
  constructor(@InjectModel(PoliceVerification.name) private readonly verifications: Model<PoliceVerification>) {}

  findOf(userId: string): Promise<PoliceVerificationRecord | null> {
    return this.verifications.findOne({ userId }).lean<PoliceVerificationRecord>().exec();
  }

  async findOfMany(userIds: readonly string[]): Promise<Map<string, PoliceVerificationRecord>> {
    const found = await this.verifications.find({ userId: { $in: [...userIds] } }).lean<PoliceVerificationRecord[]>().exec();
    return new Map(found.map((verification) => [verification.userId, verification]));
  }

  /** The people with a verification of this status (or any, without one): HR's status filter. */
  async userIdsWith(status?: VerificationStatus): Promise<string[]> {
    const found = await this.verifications.find(status ? { status } : {}, { userId: 1 }).lean<Array<Pick<PoliceVerificationRecord, 'userId'>>>().exec();
    return found.map((verification) => verification.userId);
  }

  /** One page of the verified ones expiring from `from` to `to` (days, both inclusive), soonest first. */
  expiringPage(from: string, to: string, window: PageWindow): Promise<PageRows<PoliceVerificationRecord>> {
    return readPage<PoliceVerificationRecord, PoliceVerification>(this.verifications, { status: 'verified', expiresOn: { $gte: from, $lte: to } }, { field: 'expiresOn', descending: false }, window);
  }

  /** Creates or replaces the person's verification; returns it as saved. */
  async save(userId: string, changes: VerificationChanges): Promise<PoliceVerificationRecord> {
    await this.verifications.updateOne({ userId }, { $set: changes, $setOnInsert: { userId } }, { upsert: true, runValidators: true }).exec();
    return (await this.findOf(userId))!;
  }

  async deleteOf(userId: string): Promise<number> {
    return (await this.verifications.deleteOne({ userId }).exec()).deletedCount;
  }
}
