import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Donation, type DonationRecord } from '../schemas/donation.schema';

/** Reads a donor's donations for their history (issue 33), newest first in the order of the date index. */
@Injectable()
export class DonorHistoryRepository {
  constructor(@InjectModel(Donation.name) private readonly donations: Model<Donation>) {}

  /** Every donation given with this PAN. */
  listByPan(pan: string): Promise<DonationRecord[]> {
    return this.donations.find({ pan }).sort({ date: -1, _id: -1 }).lean<DonationRecord[]>().exec();
  }

  /** Some donations by id: who gave them and how to reach them now (an erasure or a correction shows here). */
  findDonors(ids: string[]): Promise<Array<Pick<DonationRecord, '_id' | 'name' | 'email' | 'date'> & { language?: string }>> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.donations.find({ _id: { $in: ids } }, { name: 1, email: 1, date: 1, language: 1 }).lean<Array<Pick<DonationRecord, '_id' | 'name' | 'email' | 'date'> & { language?: string }>>().exec();
  }

  /** Every donation given from this email. */
  listByEmail(email: string): Promise<DonationRecord[]> {
    return this.donations.find({ email }).sort({ date: -1, _id: -1 }).lean<DonationRecord[]>().exec();
  }
}
