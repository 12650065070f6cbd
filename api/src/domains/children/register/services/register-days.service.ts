import { HttpStatus, Injectable } from '@nestjs/common';
import type { AttendanceMark, BatchMonthView, ClassDayKind, RegisterDayView } from '@society/contracts';
import { AuditTrail } from '../../../../audit/audit-trail';
import type { AuditView } from '../../../../audit/audit-views';
import { StepClaims } from '../../../../database/step-claims';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { todayInIndia } from '../../../../validation/calendar-day';
import { ClassDayRepository } from '../repositories/class-day.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import type { BatchRecord } from '../schemas/batch.schema';
import type { ClassDayRecord } from '../schemas/class-day.schema';
import { BatchesService, foundBatch } from './batches.service';
import { FollowUpsService } from './follow-ups.service';
import { MonthTallies } from './month-tallies.service';
import { hasConsent, RegisterChildren } from './register-children';
import { RegisterLookups, type RegisterReads } from './register-reads';
import { assertDay, assertMonth, assertNotFuture, assertTeacherMayWrite, byName, enrolledDuring, enrolledOn, lastDayOfMonth, teaches, withinTeacherWindow } from './register-rules';

/** A day as it is written: by a teacher's phone (its record id and time) or by the admin's correction. */
export interface DayWrite {
  batchId: string;
  day: string;
  dayKind: ClassDayKind;
  marks: Record<string, AttendanceMark>;
  recordedAt: Date;
  recordId: string;
}

/** What the activity log keeps of a day: its kind and each child's mark, by the child's id (never a name). */
function dayAuditView(day: Pick<ClassDayRecord, 'kind' | 'marks'>): AuditView {
  return { kind: day.kind, ...Object.fromEntries(Object.entries(day.marks).map(([studentId, mark]) => [`mark ${studentId}`, mark])) };
}

/** The register's days: a batch's day and month, and writing a day (a teacher's, or the admin's correction). */
@Injectable()
export class RegisterDaysService {
  constructor(
    private readonly days: ClassDayRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly batches: BatchesService,
    private readonly children: RegisterChildren,
    private readonly followUps: FollowUpsService,
    private readonly claims: StepClaims,
    private readonly audit: AuditTrail,
    private readonly tallies: MonthTallies,
    private readonly lookups: RegisterLookups,
  ) {}

  /** The batch's day: every consented child in it that day, null where not marked yet. */
  async dayView(actor: Actor, batchId: string, day: string): Promise<RegisterDayView> {
    const batch = await this.batches.find(batchId);
    assertDay(day);
    const [saved, enrolled] = await Promise.all([this.days.find(batchId, day), this.enrolments.listInBatch(batchId)]);
    const students = await this.children.byIds(enrolled.filter((enrolment) => enrolledOn(enrolment, day)).map((enrolment) => enrolment.studentId));
    const marks: Record<string, AttendanceMark | null> = {};
    for (const [id, student] of students) if (hasConsent(student)) marks[id] = saved?.marks[id] ?? null;
    const today = todayInIndia();
    return {
      batchId,
      day,
      kind: saved?.kind ?? null,
      editable: teaches(batch, actor) && day <= today && withinTeacherWindow(day, today),
      marks,
      savedBy: saved?.savedBy ?? null,
      savedAt: saved?.savedAt.toISOString() ?? null,
    };
  }

  /** The batch's month: its saved days, and each consented child in it that month with a mark per day. */
  async monthView(batchId: string, month: string): Promise<BatchMonthView> {
    await this.batches.find(batchId);
    assertMonth(month);
    const [from, to] = [`${month}-01`, lastDayOfMonth(month)];
    const [days, enrolled] = await Promise.all([this.days.listInBatch(batchId, from, to), this.enrolments.listInBatch(batchId)]);
    const during = enrolled.filter((enrolment) => enrolledDuring(enrolment, from, to));
    const students = await this.children.byIds(during.map((enrolment) => enrolment.studentId));
    const children = [...students.values()]
      .filter(hasConsent)
      .map((student) => {
        const id = String(student._id);
        const spans = during.filter((enrolment) => enrolment.studentId === id);
        const marks: Record<string, AttendanceMark | null> = {};
        let present = 0;
        let held = 0;
        for (const day of days) {
          if (!spans.some((span) => enrolledOn(span, day.day))) continue;
          const mark = day.kind === 'held' ? (day.marks[id] ?? null) : null;
          marks[day.day] = mark;
          if (day.kind === 'held') held += 1;
          if (mark === 'present' || mark === 'late') present += 1;
        }
        return { studentId: id, name: student.name, marks, present, held };
      })
      .sort((a, b) => byName.compare(a.name, b.name));
    return { batchId, month, days: days.map(({ day, kind }) => ({ day, kind })), children };
  }

  /** A teacher's day from the phone: only a batch they teach, today or up to the window back. */
  async writeAsTeacher(actor: Actor, write: DayWrite, reads: RegisterReads = this.lookups.direct()): Promise<void> {
    const batch = foundBatch(await reads.batch(write.batchId));
    assertTeacherMayWrite(batch, write.day, actor);
    await this.save(actor, batch, write, reads);
  }

  /** The admin's correction of any past day (after the teacher's window); on the activity log with the earlier value. */
  async correct(actor: Actor, batchId: string, day: string, dayKind: ClassDayKind, marks: Record<string, AttendanceMark>): Promise<void> {
    const batch = await this.batches.find(batchId);
    assertDay(day);
    assertNotFuture(day);
    await this.save(actor, batch, { batchId, day, dayKind, marks, recordedAt: new Date(), recordId: '' }, this.lookups.direct());
  }

  /**
   * Merges a write into the day, one write of the batch at a time in every replica (a claim per batch, not per
   * day, keeps the claims' collection small; a batch's writes are a few a day): the kind and each child's mark
   * with the later recordedAt stand; the write itself joins the day's history. A change to a saved day goes
   * on the activity log with the earlier value.
   */
  private async save(actor: Actor, batch: BatchRecord, write: DayWrite, reads: RegisterReads): Promise<void> {
    await this.assertMarksAllowed(write, reads);
    const changed = await this.claims.exclusive(`register-batch:${write.batchId}`, async () => {
      const existing = await this.days.find(write.batchId, write.day);
      const newer = !existing || write.recordedAt >= existing.kindRecordedAt;
      const kind = newer ? write.dayKind : existing.kind;
      let marks: Record<string, AttendanceMark> = { ...existing?.marks };
      let markedAt: Record<string, string> = { ...existing?.markedAt };
      const at = write.recordedAt.toISOString();
      for (const [studentId, mark] of Object.entries(write.marks)) {
        if (markedAt[studentId] && markedAt[studentId] > at) continue;
        marks[studentId] = mark;
        markedAt[studentId] = at;
      }
      // A holiday or a day without class counts no absence: it keeps no marks (its history does).
      if (kind !== 'held') [marks, markedAt] = [{}, {}];
      const savedAt = new Date();
      const savedBy = actor.email;
      await this.days.save(
        write.batchId,
        write.day,
        { kind, kindRecordedAt: newer ? write.recordedAt : existing.kindRecordedAt, marks, markedAt, savedBy, savedAt },
        { kind: write.dayKind, marks: write.marks, recordId: write.recordId, recordedAt: write.recordedAt, savedBy, savedAt },
      );
      if (existing) {
        await this.audit.record(actor, { kind: 'register-day', action: 'update', recordId: write.batchId, recordLabel: `${batch.name}, ${write.day}`, before: dayAuditView(existing), after: dayAuditView({ kind, marks }) });
      }
      return Object.keys(marks);
    });
    // The month's counts, which the outcomes and progress cards read.
    await this.tallies.recount(write.batchId, write.day);
    await this.followUps.afterDaySaved(batch, changed, reads);
  }

  /** Marks only on a held day, only for children in the batch that day with their guardian's consent. */
  private async assertMarksAllowed({ batchId, day, dayKind, marks }: DayWrite, reads: RegisterReads): Promise<void> {
    const ids = Object.keys(marks);
    if (dayKind !== 'held') {
      if (ids.length) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerHolidayMarks');
      return;
    }
    if (ids.length === 0) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerHeldNoMarks');
    const enrolled = (await reads.enrolmentsInBatch(batchId)).filter((enrolment) => enrolledOn(enrolment, day));
    if (ids.some((id) => !enrolled.some((enrolment) => enrolment.studentId === id))) throw new MessageError(HttpStatus.CONFLICT, 'registerMarksNotEnrolled');
    const students = await Promise.all(ids.map((id) => reads.student(id)));
    if (students.some((student) => !student || !hasConsent(student))) throw new MessageError(HttpStatus.CONFLICT, 'registerMarksNoConsent');
  }
}
