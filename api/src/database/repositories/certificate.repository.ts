import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CertificateStatus } from '@society/contracts';
import { KeyedLock } from '../keyed-lock';
import { allOf, anyFieldContains, readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { Certificate, type CertificateRecord } from '../schemas/certificate.schema';
import { fillNameKeys, sortedByNameKey } from '../sort-key';

/** language may be left out: the schema's default (English) then holds. */
export type NewCertificate = Omit<Certificate, 'pdfPath' | 'revokedAt' | 'revocationReason' | 'revokedBy' | 'language'> & Partial<Pick<Certificate, 'language'>>;

@Injectable()
export class CertificateRepository implements OnApplicationBootstrap {
  /** One revoke at a time per certificate (FerretDB's updates are not atomic). */
  private readonly writes = new KeyedLock();

  constructor(@InjectModel(Certificate.name) private readonly certificates: Model<Certificate>) {}

  /** Records from before the name's sort key get theirs (see fillNameKeys). */
  onApplicationBootstrap(): Promise<void> {
    return fillNameKeys(this.certificates as Model<unknown>, 'holderName');
  }

  async create(certificate: NewCertificate): Promise<CertificateRecord> {
    const created = await this.certificates.create(certificate);
    return created.toObject<CertificateRecord>();
  }

  findById(id: string): Promise<CertificateRecord | null> {
    return this.certificates.findById(id).lean<CertificateRecord>().exec();
  }

  findByCode(code: string): Promise<CertificateRecord | null> {
    return this.certificates.findOne({ code }).lean<CertificateRecord>().exec();
  }

  listForApplicant(applicantId: string): Promise<CertificateRecord[]> {
    return this.certificates.find({ applicantId }).sort({ issuedAt: -1, _id: -1 }).lean<CertificateRecord[]>().exec();
  }

  listNewestFirst(): Promise<CertificateRecord[]> {
    return this.certificates.find().sort({ issuedAt: -1, _id: -1 }).lean<CertificateRecord[]>().exec();
  }

  /** One page of HR's list, searched by holder name or code, perhaps only valid or only revoked ones. */
  listPage(criteria: PageWindow & { sort: ListSort<'issuedAt' | 'holderName'>; status?: CertificateStatus; search?: string }): Promise<PageRows<CertificateRecord>> {
    const status = criteria.status ? { revokedAt: { $exists: criteria.status === 'revoked' } } : undefined;
    const filter = allOf(status, criteria.search ? anyFieldContains(['holderName'], criteria.search, ['code']) : undefined);
    return readPage<CertificateRecord, Certificate>(this.certificates, filter, sortedByNameKey(criteria.sort, 'holderName'), criteria);
  }

  async setPdfPath(id: string, pdfPath: string): Promise<void> {
    await this.certificates.updateOne({ _id: id }, { $set: { pdfPath } }).exec();
  }

  /** Removes a certificate whose PDF could not be made (nobody has seen its code yet). */
  async deleteUnissued(id: string): Promise<void> {
    await this.certificates.deleteOne({ _id: id, pdfPath: { $exists: false } }).exec();
  }

  /** The certificate whose PDF this is (a mail about to attach it), or null. */
  findByPdfPath(pdfPath: string): Promise<CertificateRecord | null> {
    return this.certificates.findOne({ pdfPath }).lean<CertificateRecord>().exec();
  }

  /** Revokes a valid certificate; null when it is gone or already revoked. */
  revoke(id: string, revocation: { revokedAt: Date; revocationReason: string; revokedBy: string }): Promise<CertificateRecord | null> {
    return this.writes.run(id, async () => {
      const result = await this.certificates.updateOne({ _id: id, revokedAt: { $exists: false } }, { $set: revocation }).exec();
      if (result.modifiedCount !== 1) return null;
      return this.findById(id);
    });
  }

  /** The certificates of these people (a data-rights request). */
  listForApplicants(applicantIds: string[]): Promise<CertificateRecord[]> {
    return this.certificates.find({ applicantId: { $in: applicantIds } }).sort({ issuedAt: -1, _id: -1 }).lean<CertificateRecord[]>().exec();
  }

  /** Erasure: deletes these people's certificates (their PDFs go first, by the caller); returns how many. */
  async deleteForApplicants(applicantIds: string[]): Promise<number> {
    return (await this.certificates.deleteMany({ applicantId: { $in: applicantIds } }).exec()).deletedCount;
  }
}
