import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Form10beCertificate, type Form10beCertificateRecord, type Form10beMatch } from '../schemas/form-10be-certificate.schema';

export type NewForm10beCertificate = Pick<Form10beCertificate, 'financialYear' | 'idCode' | 'uniqueId' | 'donorName' | 'amount' | 'arn' | 'fileName' | 'pdfPath' | 'uploadedBy' | 'match'>;

@Injectable()
export class Form10beCertificateRepository {
  constructor(@InjectModel(Form10beCertificate.name) private readonly certificates: Model<Form10beCertificate>) {}

  /** Inserts the certificates of one upload; on a failure the caller removes those that were written (deleteByIds). */
  async createMany(certificates: NewForm10beCertificate[]): Promise<Form10beCertificateRecord[]> {
    const created: Form10beCertificateRecord[] = [];
    for (const certificate of certificates) created.push((await this.certificates.create(certificate)).toObject<Form10beCertificateRecord>());
    return created;
  }

  async deleteByIds(ids: string[]): Promise<void> {
    await this.certificates.deleteMany({ _id: { $in: ids } }).exec();
  }

  /** The certificates already stored of some (year, ID, ARN) keys. */
  findExisting(keys: Array<Pick<Form10beCertificate, 'financialYear' | 'uniqueId' | 'arn'>>): Promise<Form10beCertificateRecord[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.certificates.find({ $or: keys.map(({ financialYear, uniqueId, arn }) => ({ financialYear, uniqueId, arn })) }).lean<Form10beCertificateRecord[]>().exec();
  }

  findById(id: string): Promise<Form10beCertificateRecord | null> {
    return this.certificates.findById(id).lean<Form10beCertificateRecord>().exec();
  }

  /** A year's certificates by donor name (index financialYear, donorName, _id). */
  listByYear(financialYear: string): Promise<Form10beCertificateRecord[]> {
    return this.certificates.find({ financialYear }).sort({ donorName: 1, _id: 1 }).lean<Form10beCertificateRecord[]>().exec();
  }

  /** A donor's certificates: those matched to their PAN. */
  listOfPan(pan: string): Promise<Form10beCertificateRecord[]> {
    return this.certificates.find({ 'match.pan': pan }).lean<Form10beCertificateRecord[]>().exec();
  }

  /** The certificates matched to any of these donations. */
  listOfDonations(donationIds: string[]): Promise<Form10beCertificateRecord[]> {
    return this.certificates.find({ 'match.donationIds': { $in: donationIds } }).lean<Form10beCertificateRecord[]>().exec();
  }

  /** A certificate's donor found again, while it was never mailed (a mailed certificate keeps the donor it went to). */
  async setMatchUnlessMailed(id: string, match: Form10beMatch | null): Promise<boolean> {
    return (await this.certificates.updateOne({ _id: id, mailTimes: 0 }, { $set: { match } }).exec()).modifiedCount === 1;
  }

  /** Records a mailing: the outbox item it was queued as, who asked and when. */
  async recordMailing(id: string, outboxId: string, by: string, at: Date): Promise<void> {
    await this.certificates.updateOne({ _id: id }, { $set: { mailOutboxId: outboxId, lastQueuedAt: at, lastQueuedBy: by }, $inc: { mailTimes: 1 } }).exec();
  }

}
