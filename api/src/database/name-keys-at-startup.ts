import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Applicant } from './schemas/applicant.schema';
import { Certificate } from './schemas/certificate.schema';
import { ContactMessage } from './schemas/contact-message.schema';
import { Donation } from './schemas/donation.schema';
import { fillNameKeys } from './sort-key';

/**
 * The lists sorted by name (donations, contact messages, applicants, certificates) read `nameKey`: records
 * saved before it existed get theirs at start-up. Every replica may do it at once: each writes the same key,
 * derived from the record alone.
 */
@Injectable()
export class NameKeysAtStartup implements OnApplicationBootstrap {
  private readonly logger = new Logger(NameKeysAtStartup.name);

  constructor(
    @InjectModel(Donation.name) private readonly donations: Model<Donation>,
    @InjectModel(ContactMessage.name) private readonly contacts: Model<ContactMessage>,
    @InjectModel(Applicant.name) private readonly applicants: Model<Applicant>,
    @InjectModel(Certificate.name) private readonly certificates: Model<Certificate>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const updated =
      (await fillNameKeys(this.donations as Model<unknown>)) +
      (await fillNameKeys(this.contacts as Model<unknown>)) +
      (await fillNameKeys(this.applicants as Model<unknown>)) +
      (await fillNameKeys(this.certificates as Model<unknown>, 'holderName'));
    if (updated > 0) this.logger.log(`Name sort keys brought up to date on ${updated} records.`);
  }
}
