import { HttpStatus, Injectable } from '@nestjs/common';
import type { BatchView, RegisterChild } from '@society/contracts';
import { UserRepository } from '../../../../database/repositories/user.repository';
import { MessageError } from '../../../../i18n/message-error';
import { todayInIndia } from '../../../../validation/calendar-day';
import { BatchRepository, type BatchFields } from '../repositories/batch.repository';
import { AssessmentRepository } from '../repositories/assessment.repository';
import { CentreRepository } from '../repositories/centre.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import { FollowUpRepository } from '../repositories/follow-up.repository';
import type { BatchRecord } from '../schemas/batch.schema';
import { guardianPhone, hasConsent, RegisterChildren } from './register-children';
import { addDays, byName, latestLevels } from './register-rules';

export type NewBatchFields = Omit<BatchFields, 'teachesEnglish' | 'active' | 'teacherIds' | 'days'> & Partial<BatchFields>;

/** Batches and who is in them: kept by the team and the admin; a child is in one batch at a time. */
@Injectable()
export class BatchesService {
  constructor(
    private readonly batches: BatchRepository,
    private readonly centres: CentreRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly users: UserRepository,
    private readonly children: RegisterChildren,
    private readonly assessments: AssessmentRepository,
    private readonly followUps: FollowUpRepository,
  ) {}

  async list(filter: { centreId?: string; teacherId?: string } = {}): Promise<BatchView[]> {
    return this.views(await this.batches.list(filter));
  }

  async create(fields: NewBatchFields): Promise<BatchView> {
    const batch = { teachesEnglish: false, active: true, teacherIds: [], days: [], ...fields };
    await this.assertValid(batch);
    return (await this.views([await this.batches.create(batch)]))[0];
  }

  async update(id: string, fields: Partial<BatchFields>): Promise<BatchView> {
    const current = await this.find(id);
    await this.assertValid({ ...current, ...fields });
    const updated = await this.batches.update(id, fields);
    if (!updated) throw new MessageError(HttpStatus.NOT_FOUND, 'registerBatchNotFound');
    return (await this.views([updated]))[0];
  }

  async find(id: string): Promise<BatchRecord> {
    return foundBatch(await this.batches.findById(id));
  }

  /** The batch's children now, by name: their latest levels this year, and the guardian's phone for a flagged child. */
  async childrenOf(batchId: string): Promise<RegisterChild[]> {
    return (await this.childrenOfBatches([await this.find(batchId)])).get(batchId) ?? [];
  }

  /** The children of each batch (by batch id), as childrenOf says them. */
  async childrenOfBatches(batches: readonly BatchRecord[]): Promise<Map<string, RegisterChild[]>> {
    const enrolled = (await Promise.all(batches.map((batch) => this.enrolments.listOpenInBatch(String(batch._id))))).flat();
    const students = await this.children.byIds(enrolled.map((enrolment) => enrolment.studentId));
    const result = new Map<string, RegisterChild[]>(batches.map((batch) => [String(batch._id), []]));
    for (const batch of batches) {
      const ids = enrolled.filter((enrolment) => enrolment.batchId === String(batch._id) && students.has(enrolment.studentId)).map((enrolment) => enrolment.studentId);
      const [assessed, open] = ids.length ? await Promise.all([this.assessments.listOfStudents(ids, batch.academicYear), this.followUps.findOpenOf(ids)]) : [[], new Map()];
      const rows = ids.map((id): RegisterChild => {
          const student = students.get(id)!;
          const consented = hasConsent(student);
          const flagged = consented && open.has(id);
          return {
            studentId: id,
            name: student.name,
            hasConsent: consented,
            latest: consented ? latestLevels(assessed.filter((assessment) => assessment.studentId === id)) : {},
            flagged,
            guardianPhone: flagged ? guardianPhone(student) : null,
          };
        });
      result.set(String(batch._id), rows.sort((a, b) => byName.compare(a.name, b.name)));
    }
    return result;
  }

  /**
   * Enrols the children in the batch from today; a child in another batch moves: that enrolment closes
   * (yesterday its last day) and stays in the child's history. A child without consent may be enrolled, and
   * is shown as such. Answers the batch's children.
   */
  async enrol(batchId: string, studentIds: readonly string[]): Promise<RegisterChild[]> {
    await this.find(batchId);
    const students = await this.children.byIds(studentIds);
    const missing = studentIds.find((id) => !students.has(id) || students.get(id)!.consentWithdrawal);
    if (missing) throw new MessageError(HttpStatus.NOT_FOUND, 'registerStudentNotFound');
    const today = todayInIndia();
    for (const id of new Set(studentIds)) {
      const current = await this.enrolments.findOpen(id);
      if (current?.batchId === batchId) continue;
      // A move on the day of enrolment leaves a one-day enrolment rather than one that ends before it starts.
      if (current) await this.enrolments.close(String(current._id), current.from >= today ? current.from : addDays(today, -1));
      await this.enrolments.open(id, batchId, today);
    }
    return this.childrenOf(batchId);
  }

  /** Every batch as the lists show it: its centre's name, its teachers' names, its children now. */
  async views(batches: readonly BatchRecord[]): Promise<BatchView[]> {
    if (batches.length === 0) return [];
    const [centres, open] = await Promise.all([this.centres.listByName(), this.enrolments.listOpen()]);
    const teacherIds = [...new Set(batches.flatMap((batch) => batch.teacherIds))];
    const teachers = new Map((await Promise.all(teacherIds.map((id) => this.users.findById(id)))).filter((user) => user !== null).map((user) => [String(user._id), user.name || user.email]));
    return batches.map((batch) => ({
      id: String(batch._id),
      centreId: batch.centreId,
      centreName: centres.find((centre) => String(centre._id) === batch.centreId)?.name ?? '',
      name: batch.name,
      days: batch.days,
      startTime: batch.startTime,
      endTime: batch.endTime,
      teacherIds: batch.teacherIds,
      teacherNames: batch.teacherIds.map((id) => teachers.get(id) ?? ''),
      academicYear: batch.academicYear,
      teachesEnglish: batch.teachesEnglish,
      active: batch.active,
      enrolled: open.filter((enrolment) => enrolment.batchId === String(batch._id)).length,
    }));
  }

  /** Its centre exists, its hours run forwards, and each teacher is an enabled team member. */
  private async assertValid(batch: Pick<BatchFields, 'centreId' | 'startTime' | 'endTime' | 'teacherIds'>): Promise<void> {
    if (!(await this.centres.findById(batch.centreId))) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerCentreNotFound');
    if (batch.endTime <= batch.startTime) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerEndBeforeStart');
    for (const id of batch.teacherIds) {
      const user = await this.users.findById(id);
      if (!user || user.role !== 'team' || user.disabledAt) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerTeacherNotTeam');
    }
  }
}

/** The batch as read, or the 404 for one not there. */
export function foundBatch(batch: BatchRecord | null): BatchRecord {
  if (!batch) throw new MessageError(HttpStatus.NOT_FOUND, 'registerBatchNotFound');
  return batch;
}
