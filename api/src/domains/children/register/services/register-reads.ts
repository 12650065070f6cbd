import { Injectable } from '@nestjs/common';
import { StudentRepository } from '../../../../database/repositories/student.repository';
import type { StudentRecord } from '../../../../database/schemas/student.schema';
import { OBJECT_ID_PATTERN } from '../../../../middleware/parse-object-id.pipe';
import { BatchRepository } from '../repositories/batch.repository';
import { ClassDayRepository } from '../repositories/class-day.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import { FollowUpRepository } from '../repositories/follow-up.repository';
import type { BatchRecord } from '../schemas/batch.schema';
import type { ClassDayRecord } from '../schemas/class-day.schema';
import type { EnrolmentRecord } from '../schemas/enrolment.schema';
import type { FollowUpRecord } from '../schemas/follow-up.schema';

interface Repositories {
  students: StudentRepository;
  enrolments: EnrolmentRepository;
  batches: BatchRepository;
  followUps: FollowUpRepository;
  days: ClassDayRepository;
}

/**
 * What a phone's records read in common (the children, their open enrolments, the batches), each read once
 * per sync and kept for its records: the embedded engine finds a document by its id directly but scans a
 * whole collection for anything else, so one scan for all of a sync's children replaces one per record.
 * A sync's records change none of these, except the open follow-ups, which only its home visits read, after
 * its days (see RegisterSyncService). Outside a sync, `RegisterLookups.direct()` reads each one as asked.
 */
export class RegisterReads {
  private readonly students = new Map<string, Promise<StudentRecord | null>>();
  private readonly batches = new Map<string, Promise<BatchRecord | null>>();
  private readonly inBatch = new Map<string, Promise<EnrolmentRecord[]>>();
  private readonly openEnrolments = new Map<string, Promise<EnrolmentRecord | null>>();
  private followUps?: Promise<Map<string, FollowUpRecord>>;
  private readonly pastDays = new Map<string, Promise<ClassDayRecord[]>>();

  constructor(
    private readonly repositories: Repositories,
    /** The children whose open enrolments and follow-ups are read in one query each (the sync's). */
    private readonly children: ReadonlySet<string> = new Set(),
    /** batchId → the earliest day the sync writes in it: the batch's days before it are the same for all its records. */
    private readonly firstWritten: ReadonlyMap<string, string> = new Map(),
  ) {}

  /** The batch's days from `from` to `to` (see ClassDayRepository.listInBatch); kept when the sync writes none of them. */
  daysInBatch(batchId: string, from: string, to: string): Promise<ClassDayRecord[]> {
    const first = this.firstWritten.get(batchId);
    if (first === undefined || to >= first) return this.repositories.days.listInBatch(batchId, from, to);
    return memo(this.pastDays, `${batchId}:${from}:${to}`, () => this.repositories.days.listInBatch(batchId, from, to));
  }

  student(id: string): Promise<StudentRecord | null> {
    return memo(this.students, id, () => this.repositories.students.findById(id));
  }

  batch(id: string): Promise<BatchRecord | null> {
    return memo(this.batches, id, () => this.repositories.batches.findById(id));
  }

  /** Every enrolment the batch has had (current and closed). */
  enrolmentsInBatch(batchId: string): Promise<EnrolmentRecord[]> {
    return memo(this.inBatch, batchId, () => this.repositories.enrolments.listInBatch(batchId));
  }

  /** The child's open enrolment: the sync's children's read together the first time one is asked for. */
  openEnrolment(studentId: string): Promise<EnrolmentRecord | null> {
    if (!this.openEnrolments.has(studentId) && this.children.has(studentId)) {
      const all = this.repositories.enrolments.findOpenOf([...this.children]);
      for (const id of this.children) if (!this.openEnrolments.has(id)) this.openEnrolments.set(id, all.then((open) => open.get(id) ?? null));
    }
    return memo(this.openEnrolments, studentId, () => this.repositories.enrolments.findOpen(studentId));
  }

  /** The child's open follow-up, if any: the sync's children's read together the first time one is asked for. */
  async openFollowUp(studentId: string): Promise<FollowUpRecord | null> {
    if (!this.children.has(studentId)) return this.repositories.followUps.findOpen(studentId);
    this.followUps ??= this.repositories.followUps.findOpenOf([...this.children]);
    return (await this.followUps).get(studentId) ?? null;
  }

  /** A follow-up this sync closed is open no more. */
  async closedFollowUp(studentId: string): Promise<void> {
    if (this.followUps) (await this.followUps).delete(studentId);
  }
}

function memo<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) cache.set(key, (found = read()));
  return found;
}

/** The register's reads: one set kept for a sync's records, or read afresh for a single request. */
@Injectable()
export class RegisterLookups {
  private readonly repositories: Repositories;

  constructor(students: StudentRepository, enrolments: EnrolmentRepository, batches: BatchRepository, followUps: FollowUpRepository, days: ClassDayRepository) {
    this.repositories = { students, enrolments, batches, followUps, days };
  }

  /** Reads for one request: nothing kept beyond it. */
  direct(): RegisterReads {
    return new RegisterReads(this.repositories);
  }

  /** Reads kept for a sync's records: the children they name (the well-formed ids among them) read together. */
  forSync(records: readonly unknown[]): RegisterReads {
    const children = new Set<string>();
    const firstWritten = new Map<string, string>();
    for (const sent of records) {
      const { studentId, batchId, day } = (sent ?? {}) as { studentId?: unknown; batchId?: unknown; day?: unknown };
      if (typeof studentId === 'string' && OBJECT_ID_PATTERN.test(studentId)) children.add(studentId.toLowerCase());
      // Any string a record names as its day counts (a malformed one is refused later): a day is never kept too long.
      if (typeof batchId === 'string' && typeof day === 'string') {
        const batch = batchId.toLowerCase();
        if (!firstWritten.has(batch) || day < firstWritten.get(batch)!) firstWritten.set(batch, day);
      }
    }
    return new RegisterReads(this.repositories, children, firstWritten);
  }
}
