import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { RegisterRecordKind } from '@society/contracts';
import { isDuplicateKey } from '../../../../database/duplicate-key';
import { ReceivedRecord } from '../schemas/received-record.schema';

@Injectable()
export class ReceivedRecordRepository {
  constructor(@InjectModel(ReceivedRecord.name) private readonly received: Model<ReceivedRecord>) {}

  /** Takes a record's id before it is applied; false when it was taken already (stored before, or being stored). */
  async take(recordId: string, kind: RegisterRecordKind, userId: string, receivedAt = new Date()): Promise<boolean> {
    try {
      await this.received.create({ _id: recordId, kind, userId, receivedAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Gives an id back when its record was refused (or failed): sent again, it is judged again. */
  async release(recordId: string): Promise<void> {
    await this.received.deleteOne({ _id: recordId }).exec();
  }
}
