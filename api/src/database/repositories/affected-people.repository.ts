import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import { isLocale, type BreachAffectedPerson, type BreachDataKind, type Locale } from '@society/contracts';
import { allOf, anyFieldContains } from '../paging';
import { Applicant } from '../schemas/applicant.schema';
import { ContactMessage } from '../schemas/contact-message.schema';
import { Donation } from '../schemas/donation.schema';
import { Student } from '../schemas/student.schema';
import { User } from '../schemas/user.schema';

/** Records created within [start, end); either end open. */
export interface CreatedRange {
  start?: Date;
  end?: Date;
}

/** A person as a breach reaches them: contact details only, never anything else of the record. */
export type AffectedRow = Omit<BreachAffectedPerson, 'recordedAt' | 'notice'> & { recordedAt: Date };

interface KindSource {
  model: Model<unknown>;
  /** Which records of the collection are of this kind. */
  filter: FilterQuery<unknown>;
  /** The only fields read: a child's Aadhaar number (encrypted or its last digits) is never among them. */
  projection: Record<string, 1>;
  searchFields: string[];
  row: (doc: Record<string, unknown>) => Omit<AffectedRow, 'kind' | 'recordId' | 'recordedAt'>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const guardianOf = (doc: Record<string, unknown>) => [text(doc.fatherName), text(doc.motherName)].filter(Boolean).join(', ');

/**
 * Reads the people a breach reaches from the collections of its kinds of data, one kind at a time, oldest
 * record first. Each kind names its collection, which of its records belong to it and the fields read.
 */
@Injectable()
export class AffectedPeopleRepository {
  private readonly sources: Record<BreachDataKind, KindSource>;
  private readonly applicants: Model<Applicant>;
  private readonly users: Model<User>;

  constructor(
    @InjectModel(Donation.name) donations: Model<Donation>,
    @InjectModel(ContactMessage.name) contacts: Model<ContactMessage>,
    @InjectModel(Applicant.name) applicants: Model<Applicant>,
    @InjectModel(User.name) users: Model<User>,
    @InjectModel(Student.name) students: Model<Student>,
  ) {
    this.applicants = applicants;
    this.users = users;
    const person = (doc: Record<string, unknown>) => ({ name: text(doc.name), email: text(doc.email), phone: text(doc.phone), guardian: '' });
    this.sources = {
      donors: { model: donations as Model<unknown>, filter: {}, projection: { name: 1, email: 1, createdAt: 1 }, searchFields: ['name', 'email'], row: person },
      contacts: { model: contacts as Model<unknown>, filter: {}, projection: { name: 1, email: 1, createdAt: 1 }, searchFields: ['name', 'email'], row: person },
      applicants: { model: applicants as Model<unknown>, filter: {}, projection: { name: 1, email: 1, phone: 1, createdAt: 1 }, searchFields: ['name', 'email', 'phone'], row: person },
      volunteers: { model: users as Model<unknown>, filter: { role: 'volunteer' }, projection: { name: 1, email: 1, phone: 1, createdAt: 1 }, searchFields: ['name', 'email', 'phone'], row: person },
      staff: { model: users as Model<unknown>, filter: { role: { $ne: 'volunteer' } }, projection: { name: 1, email: 1, phone: 1, createdAt: 1 }, searchFields: ['name', 'email', 'phone'], row: person },
      students: {
        model: students as Model<unknown>,
        filter: {},
        projection: { name: 1, fatherName: 1, motherName: 1, contactNumber: 1, createdAt: 1 },
        searchFields: ['name', 'fatherName', 'motherName', 'contactNumber'],
        row: (doc) => ({ name: text(doc.name), email: '', phone: text(doc.contactNumber), guardian: guardianOf(doc) }),
      },
    };
  }

  private filterOf(kind: BreachDataKind, range: CreatedRange, search?: string): FilterQuery<unknown> {
    const created = range.start || range.end ? { createdAt: { ...(range.start ? { $gte: range.start } : {}), ...(range.end ? { $lt: range.end } : {}) } } : undefined;
    return allOf(this.sources[kind].filter, created, search ? anyFieldContains(this.sources[kind].searchFields, search) : undefined);
  }

  countOfKind(kind: BreachDataKind, range: CreatedRange, search?: string): Promise<number> {
    return this.sources[kind].model.countDocuments(this.filterOf(kind, range, search)).exec();
  }

  /** The distinct email addresses among the kind's records (lower-cased as stored). */
  async emailsOfKind(kind: BreachDataKind, range: CreatedRange): Promise<string[]> {
    if (kind === 'students') return [];
    return ((await this.sources[kind].model.distinct('email', this.filterOf(kind, range)).exec()) as unknown[]).filter((email): email is string => typeof email === 'string' && email !== '');
  }

  /** `limit` records of the kind after skipping `skip`, oldest first (limit 0: every one, for sending the notices). */
  async rowsOfKind(kind: BreachDataKind, range: CreatedRange, window: { skip: number; limit: number }, search?: string): Promise<AffectedRow[]> {
    const source = this.sources[kind];
    const query = source.model.find(this.filterOf(kind, range, search), source.projection).sort({ createdAt: 1, _id: 1 }).skip(window.skip);
    const docs = await (window.limit > 0 ? query.limit(window.limit) : query).lean<Array<Record<string, unknown>>>().exec();
    return docs.map((doc) => ({ kind, recordId: String(doc._id), recordedAt: doc.createdAt as Date, ...source.row(doc) }));
  }

  /**
   * The language each record of the kind was made in, by record id (a notice is mailed in it): a donor's,
   * contact's or applicant's own; a volunteer account's is its application's. Staff and records from before
   * languages were kept are absent (English).
   */
  async languagesOf(kind: BreachDataKind, recordIds: string[]): Promise<Map<string, Locale>> {
    const languages = new Map<string, Locale>();
    if (recordIds.length === 0 || kind === 'staff' || kind === 'students') return languages;
    const read = async (model: Model<unknown>, ids: unknown[]) =>
      model.find({ _id: { $in: ids } }, { language: 1 }).lean<Array<{ _id: unknown; language?: unknown }>>().exec();
    if (kind !== 'volunteers') {
      for (const doc of await read(this.sources[kind].model, recordIds)) if (isLocale(doc.language)) languages.set(String(doc._id), doc.language);
      return languages;
    }
    const accounts = await this.users.find({ _id: { $in: recordIds } }, { applicantId: 1 }).lean<Array<{ _id: unknown; applicantId?: unknown }>>().exec();
    const applications = new Map((await read(this.applicants as Model<unknown>, accounts.flatMap((account) => (account.applicantId ? [account.applicantId] : [])))).map((doc) => [String(doc._id), doc.language]));
    for (const account of accounts) {
      const language = applications.get(String(account.applicantId));
      if (isLocale(language)) languages.set(String(account._id), language);
    }
    return languages;
  }
}
