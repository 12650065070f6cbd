import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { RegisterRecordKind } from '@society/contracts';
import { isDuplicateKey } from '../../../../database/duplicate-key';
import { ReceivedRecord } from '../schemas/received-record.schema';

@Injectable()
export class ReceivedRecordRepository {
  constructor(@InjectModel(ReceivedRecord.name) private readonly received: Model<ReceivedRecord>) {}

  async has(recordId: string): Promise<boolean> {
    return (await this.received.countDocuments({ recordId }).exec()) > 0;
  }

  /** Notes a record as stored; false when it was already (another request stored it meanwhile). */
  async add(recordId: string, kind: RegisterRecordKind, userId: string, receivedAt = new Date()): Promise<boolean> {
    try {
      await this.received.create({ recordId, kind, userId, receivedAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
