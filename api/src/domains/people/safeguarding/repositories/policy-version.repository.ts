import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../../../../database/duplicate-key';
import { PolicyVersion, type PolicyVersionRecord } from '../schemas/policy-version.schema';

@Injectable()
export class PolicyVersionRepository {
  constructor(@InjectModel(PolicyVersion.name) private readonly policies: Model<PolicyVersion>) {}

  /** The current version: the newest. */
  findCurrent(): Promise<PolicyVersionRecord | null> {
    return this.policies.findOne().sort({ version: -1 }).lean<PolicyVersionRecord>().exec();
  }

  /** Every version, newest first (a handful: one a year or so). */
  listNewestFirst(): Promise<PolicyVersionRecord[]> {
    return this.policies.find().sort({ version: -1 }).lean<PolicyVersionRecord[]>().exec();
  }

  /** Saves the version; null when that number was taken meanwhile (the unique index says so). */
  async insert(policy: PolicyVersion): Promise<PolicyVersionRecord | null> {
    try {
      return (await this.policies.create(policy)).toObject<PolicyVersionRecord>();
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }
}
