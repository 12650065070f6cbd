import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReceiptNumberVoid, type ReceiptNumberVoidRecord } from '../schemas/receipt-number-void.schema';

@Injectable()
export class ReceiptNumberVoidRepository {
  constructor(@InjectModel(ReceiptNumberVoid.name) private readonly voids: Model<ReceiptNumberVoid>) {}

  async record(entry: Pick<ReceiptNumberVoid, 'number' | 'donationId' | 'reason'>): Promise<void> {
    await this.voids.create(entry);
  }

  listByNumber(): Promise<ReceiptNumberVoidRecord[]> {
    return this.voids.find().sort({ number: 1 }).lean<ReceiptNumberVoidRecord[]>().exec();
  }
}
