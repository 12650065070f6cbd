import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CERTIFIABLE_STATUSES, ONGOING_STATUSES, type ApplicantStatus, type ApplicantType, type ApplicantView } from '@society/contracts';
import { allOf, anyFieldContains, readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { StepClaims } from '../step-claims';
import { Applicant, type ApplicantRecord, type Remark } from '../schemas/applicant.schema';
import { fillNameKeys, NAME_KEY, sortedByNameKey } from '../sort-key';
import { toUpdateQuery, type FieldChanges } from '../update-query';

/** A date of birth's month and day as stored beside it ('MM-DD'; the day is stored at UTC midnight). */
export function birthMonthDay(dob: Date): string {
  return dob.toISOString().slice(5, 10);
}

/** What a search of people (HR's tables, the certificate dialog, the requests' search) looks in. */
/** The people whose name or email holds `text`, or whose phone does however the number was written. */
const personMatching = (text: string) => anyFieldContains(['name', 'email'], text, ['phone']);

/** One person of the Birthday List. */
export type BirthdayRecord = Pick<ApplicantRecord, '_id' | 'name' | 'email' | 'dob'>;

/** What a visitor's application sets; status, remarks and HR fields take their defaults. */
export type NewApplication = Pick<Applicant, 'type' | 'name' | 'email' | 'phone' | 'gender' | 'dob' | 'interests' | 'availability' | 'reference' | 'agreeToTerms' | 'consent' | 'guardian'> &
  Partial<Pick<Applicant, 'experience' | 'course' | 'college' | 'duration' | 'language'>>;

/** What HR's tables ask for: one of the three views, perhaps one status, a search, a window in an order. */
export interface ApplicantListCriteria extends PageWindow {
  sort: ListSort<'createdAt' | 'name' | 'status'>;
  view?: ApplicantView;
  status?: ApplicantStatus;
  search?: string;
}

/** A person a certificate can be issued to: what the issue dialog shows and fills in from. */
export type CertifiablePersonRecord = Pick<ApplicantRecord, '_id' | 'name' | 'email' | 'type' | 'assignedPosition' | 'doj' | 'dol' | 'language'>;

/** How many applicants of one kind have one status. */
export interface ApplicantGroupCount {
  type: ApplicantType;
  status: ApplicantStatus;
  count: number;
}

/** The fields an update may set (the kind and the agreement never change; remarks are appended). */
type UpdatableFields = Omit<Applicant, 'type' | 'remarks' | 'agreeToTerms'>;

/** HR's changes to an applicant (null removes a field); remarks are only ever appended, see update(). */
export type ApplicantChanges = FieldChanges<Omit<UpdatableFields, 'birthMonthDay'>>;

/** 'rejected': counted from the last change; 'former': inactive, counted from the date of leaving (else the last change). */
export type ApplicantRetention = 'rejected' | 'former';

function retentionFilter(kind: ApplicantRetention, cutoff: Date): Record<string, unknown> {
  if (kind === 'rejected') return { status: 'rejected', updatedAt: { $lte: cutoff } };
  return { status: 'inactive', $or: [{ dol: { $lte: cutoff } }, { dol: null, updatedAt: { $lte: cutoff } }] };
}

@Injectable()
export class ApplicantRepository implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApplicantRepository.name);

  constructor(
    @InjectModel(Applicant.name) private readonly applicants: Model<Applicant>,
    private readonly claims: StepClaims,
  ) {}

  /** Whether this email (any case) has already applied for this kind, by another applicant than `exceptId`. */
  async hasApplied(type: ApplicantType, email: string, exceptId?: string): Promise<boolean> {
    const filter: Record<string, unknown> = { type, email: email.trim().toLowerCase() };
    if (exceptId) filter._id = { $ne: exceptId };
    return (await this.applicants.exists(filter).exec()) !== null;
  }

  /** This email's (any case) application of this kind, if it has one (the unique index allows one). */
  findApplication(type: ApplicantType, email: string): Promise<ApplicantRecord | null> {
    return this.applicants.findOne({ type, email: email.trim().toLowerCase() }).lean<ApplicantRecord>().exec();
  }

  /**
   * Records from before the stored month and day get it (once; each save keeps it after), and those from
   * before the name's sort key theirs. Not a change anyone made: the record's updatedAt, from which its
   * retention period counts, stays as it was.
   */
  async onApplicationBootstrap(): Promise<void> {
    await fillNameKeys(this.applicants as Model<unknown>);
    const missing = await this.applicants.find({ dob: { $ne: null }, birthMonthDay: { $exists: false } }, { dob: 1 }).lean<Array<Pick<ApplicantRecord, '_id' | 'dob'>>>().exec();
    for (const { _id, dob } of missing) {
      if (dob) await this.applicants.updateOne({ _id }, { $set: { birthMonthDay: birthMonthDay(dob) } }, { timestamps: false }).exec();
    }
    if (missing.length > 0) this.logger.log(`Birthdays added to ${missing.length} applicant records.`);
  }

  async create(application: NewApplication): Promise<ApplicantRecord> {
    const created = await this.applicants.create({ ...application, ...(application.dob ? { birthMonthDay: birthMonthDay(application.dob) } : {}) });
    return created.toObject<ApplicantRecord>();
  }

  /** One page of a view: ongoing (pending, interview, onboarded; both kinds), volunteers or interns. */
  listPage(criteria: ApplicantListCriteria): Promise<PageRows<ApplicantRecord>> {
    const view = criteria.view === undefined ? undefined : criteria.view === 'ongoing' ? { status: { $in: ONGOING_STATUSES } } : { type: criteria.view };
    const status = criteria.status ? { status: criteria.status } : undefined;
    const search = criteria.search ? personMatching(criteria.search) : undefined;
    return readPage<ApplicantRecord, Applicant>(this.applicants, allOf(view, status, search), sortedByNameKey(criteria.sort, 'name'), criteria);
  }

  /** One page, by name, of the people a certificate can be issued to, perhaps searched by name, email or phone. */
  listCertifiable(window: PageWindow, search?: string): Promise<PageRows<CertifiablePersonRecord>> {
    const filter = allOf({ status: { $in: CERTIFIABLE_STATUSES } }, search ? personMatching(search) : undefined);
    const projection = { name: 1, email: 1, type: 1, assignedPosition: 1, doj: 1, dol: 1, language: 1 };
    return readPage<CertifiablePersonRecord, Applicant>(this.applicants, filter, { field: NAME_KEY, descending: false }, window, { projection });
  }

  /** Applicants counted by kind and status, by the database in one pass (the tabs' counts come from it). */
  async countByTypeAndStatus(): Promise<ApplicantGroupCount[]> {
    const groups = await this.applicants
      .aggregate<{ _id: { type: ApplicantType; status: ApplicantStatus }; count: number }>([{ $group: { _id: { type: '$type', status: '$status' }, count: { $sum: 1 } } }])
      .exec();
    return groups.map(({ _id, count }) => ({ type: _id.type, status: _id.status, count }));
  }

  /** Applicants of one retention kind whose period started on or before `cutoff`, oldest first; `limit` 0 counts only. */
  async retainedBy(kind: ApplicantRetention, cutoff: Date, limit: number): Promise<{ total: number; items: ApplicantRecord[] }> {
    const filter = retentionFilter(kind, cutoff);
    const [total, items] = await Promise.all([
      this.applicants.countDocuments(filter).exec(),
      limit > 0 ? this.applicants.find(filter).sort({ updatedAt: 1, _id: 1 }).limit(limit).lean<ApplicantRecord[]>().exec() : [],
    ]);
    return { total, items };
  }

  listNewestFirst(): Promise<ApplicantRecord[]> {
    return this.applicants.find().sort({ createdAt: -1, _id: -1 }).lean<ApplicantRecord[]>().exec();
  }

  /** The ids of the people whose name, email or phone contains `text` (a search of HR's lists by person). */
  async idsMatching(text: string): Promise<string[]> {
    const people = await this.applicants.find(personMatching(text), { _id: 1 }).lean<Array<{ _id: unknown }>>().exec();
    return people.map((person) => String(person._id));
  }

  /** The applicants of these ids that exist (HR's lists name the person of each request). */
  findByIds(ids: string[]): Promise<ApplicantRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.applicants.find({ _id: { $in: [...new Set(ids)] } }).lean<ApplicantRecord[]>().exec();
  }

  findById(id: string): Promise<ApplicantRecord | null> {
    return this.applicants.findById(id).lean<ApplicantRecord>().exec();
  }

  /**
   * Runs a read-decide-update of one applicant with no other such task on it in any replica in between: a
   * status change decides on what it read, and FerretDB (the embedded engine) runs an update as read, change,
   * write back without a lock, so two updates at once could lose one's $push or $set (MongoDB applies each
   * atomically). Every write of an applicant's fields goes through here.
   */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.claims.exclusive(`applicant:${id}`, task);
  }

  /**
   * Sets the changed fields and appends the new remarks in one update ($push: the remarks someone else
   * saved meanwhile stay), then returns the applicant, or null when it is gone.
   */
  async update(id: string, changes: ApplicantChanges, newRemarks: Remark[]): Promise<ApplicantRecord | null> {
    const stored: FieldChanges<UpdatableFields> = changes.dob === undefined ? changes : { ...changes, birthMonthDay: changes.dob ? birthMonthDay(changes.dob) : null };
    const query = toUpdateQuery(stored);
    if (newRemarks.length > 0) query.$push = { remarks: { $each: newRemarks } };
    const result = await this.applicants.updateOne({ _id: id }, query, { runValidators: true }).exec();
    if (result.matchedCount === 0) return null;
    return this.findById(id);
  }

  /** The Birthday List: people with a date of birth, of one month (1–12) or all, by month and day, then name. */
  listBirthdays(month?: number): Promise<BirthdayRecord[]> {
    const mm = String(month ?? 0).padStart(2, '0');
    // String ranges of the 'MM-DD' key ('.' sorts right after '-'): one month, or any key at all.
    const filter = month ? { birthMonthDay: { $gte: `${mm}-`, $lt: `${mm}.` } } : { birthMonthDay: { $gte: '' } };
    return this.applicants.find(filter, { name: 1, email: 1, dob: 1 }).sort({ birthMonthDay: 1, nameKey: 1, _id: 1 }).lean<BirthdayRecord[]>().exec();
  }

  /** The applications made with this address (a data-rights request). */
  listByEmail(email: string): Promise<ApplicantRecord[]> {
    return this.applicants.find({ email }).sort({ createdAt: -1, _id: -1 }).lean<ApplicantRecord[]>().exec();
  }

  /** Erasure: deletes these applications; returns how many. */
  async deleteByIds(ids: string[]): Promise<number> {
    return (await this.applicants.deleteMany({ _id: { $in: ids } }).exec()).deletedCount;
  }
}
