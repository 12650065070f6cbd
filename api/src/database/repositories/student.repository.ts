import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { studentSortKeys } from '@society/contracts';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { StepClaims } from '../step-claims';
import { anyFieldContains, readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { ERASED_STUDENT_NAME } from '@society/contracts';
import type { ConsentWithdrawal } from '../schemas/guardian-consent.schema';
import { Student, type EncryptedAadhaar, type StudentRecord } from '../schemas/student.schema';
import { toUpdateQuery, type FieldChanges } from '../update-query';

type SortKeys = 'nameKey' | 'classKey';

export type NewStudent = Omit<Student, 'dob' | 'admissionDate' | 'age' | 'endDate' | 'aadhaar' | 'aadhaarLast4' | SortKeys> &
  Partial<Pick<Student, 'dob' | 'admissionDate' | 'age' | 'endDate' | 'aadhaar' | 'aadhaarLast4'>>;

/** A student's changes: a value sets the field, null removes it, undefined leaves it. */
export type StudentChanges = FieldChanges<Omit<Student, SortKeys>>;

export type StudentNameAndConsent = Pick<StudentRecord, '_id' | 'name' | 'guardianConsent' | 'consentWithdrawal'>;

/** The list's sorts and the stored field each reads. */
const SORT_FIELDS = { name: 'nameKey', class: 'classKey', createdAt: 'createdAt' } as const;

/** Lists and details never carry the encrypted number; only the reveal reads it (findAadhaar). */
const WITHOUT_AADHAAR = { aadhaar: 0 } as const;
const WITHOUT_AADHAAR_OR_KEYS = { aadhaar: 0, nameKey: 0, classKey: 0 } as const;

// Names as a reader sorts them: case and accents aside, 'Class 2' before 'Class 10'.
const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

@Injectable()
export class StudentRepository implements OnApplicationBootstrap {
  private readonly logger = new Logger(StudentRepository.name);
  constructor(
    @InjectModel(Student.name) private readonly students: Model<Student>,
    private readonly claims: StepClaims,
  ) {}

  /**
   * Records saved before the sort keys existed, or under an earlier rule for them, get today's at start-up
   * (a society has a few thousand children at most: one pass). Every replica may do it at once: each writes
   * the same keys, derived from the record alone. Not a change anyone made: updatedAt stays.
   */
  async onApplicationBootstrap(): Promise<void> {
    type Keyed = Pick<StudentRecord, '_id' | 'name' | 'classStudying'> & { nameKey?: string; classKey?: string };
    const all = await this.students.find({}, { name: 1, classStudying: 1, nameKey: 1, classKey: 1 }).lean<Keyed[]>().exec();
    let updated = 0;
    for (const student of all) {
      const keys = studentSortKeys(student.name, student.classStudying ?? '');
      if (student.nameKey === keys.nameKey && student.classKey === keys.classKey) continue;
      await this.students.updateOne({ _id: student._id }, { $set: keys }, { timestamps: false }).exec();
      updated += 1;
    }
    if (updated > 0) this.logger.log(`Sort keys brought up to date on ${updated} student records.`);
  }

  /** An id for a student about to be created (the Aadhaar ciphertext is bound to it before the insert). */
  newId(): string {
    return new Types.ObjectId().toHexString();
  }

  async create(id: string, student: NewStudent): Promise<StudentRecord> {
    const created = await this.students.create({ ...student, ...studentSortKeys(student.name, student.classStudying), _id: id });
    const { aadhaar: _sealed, ...record } = created.toObject<StudentRecord & { aadhaar?: EncryptedAadhaar }>();
    return record;
  }

  /**
   * One page of the team's list, searched in the names, school, class and area, in the order of the stored
   * sort keys (a name case and accents aside; a class in school order).
   */
  listPage(criteria: PageWindow & { sort: ListSort<keyof typeof SORT_FIELDS>; search?: string }): Promise<PageRows<StudentRecord>> {
    const filter = criteria.search ? anyFieldContains(['name', 'fatherName', 'motherName', 'schoolName', 'classStudying', 'area'], criteria.search) : {};
    const sort = { field: SORT_FIELDS[criteria.sort.field], descending: criteria.sort.descending };
    return readPage<StudentRecord, Student>(this.students, filter, sort, criteria, { projection: WITHOUT_AADHAAR_OR_KEYS });
  }

  /** Every student, sorted by name (then by creation, for equal names). */
  async listByName(): Promise<StudentRecord[]> {
    const students = await this.students.find({}, WITHOUT_AADHAAR).sort({ _id: 1 }).lean<StudentRecord[]>().exec();
    return students.sort((a, b) => byName.compare(a.name, b.name));
  }

  findById(id: string): Promise<StudentRecord | null> {
    return this.students.findById(id, WITHOUT_AADHAAR).lean<StudentRecord>().exec();
  }

  /**
   * These children's names and consents (every child's, without ids), in one read: what the register's reports
   * need, nothing else of the record.
   */
  listNamesAndConsents(ids?: readonly string[]): Promise<StudentNameAndConsent[]> {
    const filter = ids ? { _id: { $in: ids.filter((id) => Types.ObjectId.isValid(id)) } } : {};
    return this.students.find(filter, { name: 1, guardianConsent: 1, consentWithdrawal: 1 }).lean<StudentNameAndConsent[]>().exec();
  }

  /** The encrypted number of a student: null when there is no such student, `aadhaar` undefined when none is stored. */
  findAadhaar(id: string): Promise<{ aadhaar?: EncryptedAadhaar } | null> {
    return this.students.findById(id, { aadhaar: 1 }).lean<{ aadhaar?: EncryptedAadhaar }>().exec();
  }

  /** The ids of the students whose number was sealed with another key than `keyId` (after a key rotation). */
  async listSealedWithOtherKey(keyId: string): Promise<string[]> {
    const found = await this.students.find({ 'aadhaar.keyVersion': { $exists: true, $ne: keyId } }, { _id: 1 }).lean<Array<{ _id: string }>>().exec();
    return found.map(({ _id }) => String(_id));
  }

  /**
   * Replaces a student's sealed number, only if it is still exactly `previous` (matched by its key and its
   * random IV): a number saved meanwhile, by any replica, is never overwritten with the old one. A new
   * key is no change to the record: its updatedAt stays.
   */
  async resealAadhaar(id: string, previous: EncryptedAadhaar, sealed: EncryptedAadhaar): Promise<boolean> {
    const result = await this.students
      .updateOne({ _id: id, 'aadhaar.keyVersion': previous.keyVersion, 'aadhaar.iv': previous.iv }, { $set: { aadhaar: sealed } }, { timestamps: false })
      .exec();
    return result.modifiedCount === 1;
  }

  /** One read-decide-write per student at a time, in every replica (FerretDB's updates are not atomic). */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.claims.exclusive(`student:${id}`, task);
  }

  /**
   * After the guardian withdrew consent: every detail of the child goes (the sealed Aadhaar number, the
   * guardian's consent with it) and the record keeps only what `withdrawal` says, under a fixed name.
   */
  async eraseChild(id: string, withdrawal: ConsentWithdrawal): Promise<StudentRecord | null> {
    const erased: Array<keyof Student> = [
      'gender', 'fatherName', 'motherName', 'dob', 'admissionDate', 'age', 'address', 'area', 'contactNumber',
      'admittedInSchool', 'schoolName', 'classStudying', 'endDate', 'aadhaar', 'aadhaarLast4', 'guardianConsent',
    ];
    const result = await this.students
      .updateOne({ _id: id }, { $set: { name: ERASED_STUDENT_NAME, ...studentSortKeys(ERASED_STUDENT_NAME, ''), consentWithdrawal: withdrawal }, $unset: Object.fromEntries(erased.map((field) => [field, 1])) })
      .exec();
    if (result.matchedCount === 0) return null;
    return this.findById(id);
  }

  /**
   * Applies the changes in one update and returns the student, or null when it is gone. The sort keys
   * follow a new name or class: `current` is the record as the caller read it (under `exclusive`).
   */
  async update(id: string, changes: StudentChanges, current: Pick<StudentRecord, 'name' | 'classStudying'>): Promise<StudentRecord | null> {
    const renamed = typeof changes.name === 'string' || typeof changes.classStudying === 'string';
    const keys = renamed ? studentSortKeys(changes.name ?? current.name, changes.classStudying ?? current.classStudying ?? '') : {};
    const result = await this.students.updateOne({ _id: id }, toUpdateQuery({ ...changes, ...keys }), { runValidators: true }).exec();
    if (result.matchedCount === 0) return null;
    return this.findById(id);
  }
}
