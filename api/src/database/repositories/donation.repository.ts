import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { Donation, type DonationRecord } from '../schemas/donation.schema';

export type NewDonation = Pick<Donation, 'name' | 'email' | 'amount' | 'mode' | 'utr'> & { screenshotPath?: string; date?: Date };

@Injectable()
export class DonationRepository {
  constructor(@InjectModel(Donation.name) private readonly donations: Model<Donation>) {}

  async create(donation: NewDonation): Promise<DonationRecord> {
    const created = await this.donations.create(donation);
    return created.toObject<DonationRecord>();
  }

  listNewestFirst(): Promise<DonationRecord[]> {
    return this.donations.find().sort({ createdAt: -1, _id: -1 }).lean<DonationRecord[]>().exec();
  }

  findById(id: string): Promise<DonationRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.donations.findById(id).lean<DonationRecord>().exec();
  }

  /** Sets receiptGenerated from false to true; false when the donation is missing or already done. */
  async markReceiptGenerated(id: string): Promise<boolean> {
    // The filter on false makes the one-way change safe against two admins clicking at once.
    const result = await this.donations.updateOne({ _id: id, receiptGenerated: false }, { $set: { receiptGenerated: true } }).exec();
    return result.modifiedCount === 1;
  }
}
