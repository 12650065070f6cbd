import { Injectable } from '@nestjs/common';
import { academicYearDays, REGISTER_RULES, type ClassDayKind, type AttendanceMark, type FollowUpView } from '@society/contracts';
import { todayInIndia } from '../../../../validation/calendar-day';
import { addDays } from '../calendar';
import { BatchRepository } from '../repositories/batch.repository';
import { FollowUpRepository } from '../repositories/follow-up.repository';
import { HomeVisitRepository } from '../repositories/home-visit.repository';
import type { BatchRecord } from '../schemas/batch.schema';
import type { ClassDayRecord } from '../schemas/class-day.schema';
import { guardianPhone, hasConsent, RegisterChildren } from './register-children';
import type { RegisterReads } from './register-reads';

/** Calendar days read at a time, going back along a run of absences. */
const RUN_WINDOW_DAYS = 14;

/** The run of absences a child is on now: class days in a row marked absent, back from the latest. */
export interface AbsenceRun {
  length: number;
  /** Its first day (null when there is no run). */
  since: string | null;
}

/**
 * The child's current run over the batch's days (by day): a held day marked absent adds to it, present or
 * late ends it; a holiday, a day without class, an excused or unmarked day neither counts nor breaks it.
 * Days up to `after` (the last home visit) are not counted: a visit starts the count afresh.
 */
export function currentRun(days: ReadonlyArray<{ day: string; kind: ClassDayKind; marks: Record<string, AttendanceMark> }>, studentId: string, after: string | null): AbsenceRun {
  let length = 0;
  let since: string | null = null;
  for (let i = days.length - 1; i >= 0; i -= 1) {
    const { day, kind, marks } = days[i];
    if (after !== null && day <= after) break;
    if (kind !== 'held') continue;
    const mark = marks[studentId];
    if (mark === 'present' || mark === 'late') break;
    if (mark === 'absent') {
      length += 1;
      since = day;
    }
  }
  return { length, since };
}

/** Children who stopped coming: flagged at REGISTER_RULES.absenceRunFlag absences in a row, until a home visit. */
@Injectable()
export class FollowUpsService {
  constructor(
    private readonly followUps: FollowUpRepository,
    private readonly visits: HomeVisitRepository,
    private readonly batches: BatchRepository,
    private readonly children: RegisterChildren,
  ) {}

  /** After a day of the batch is saved: each child's run, and a follow-up opened (once) at the flag. */
  async afterDaySaved(batch: BatchRecord, studentIds: readonly string[], reads: RegisterReads): Promise<void> {
    if (studentIds.length === 0) return;
    const [lastVisits, openNow, enrolled] = await Promise.all([this.visits.lastDays(studentIds), this.followUps.findOpenOf(studentIds), reads.enrolmentsInBatch(String(batch._id))]);
    // A child's run reaches back no further than their last home visit or their first day in the batch.
    const reach = new Map<string, string>();
    for (const enrolment of enrolled) if (!reach.has(enrolment.studentId) || enrolment.from < reach.get(enrolment.studentId)!) reach.set(enrolment.studentId, enrolment.from);
    for (const [studentId, day] of lastVisits) if (day > (reach.get(studentId) ?? '')) reach.set(studentId, day);
    const days = await this.daysOfRuns(batch, studentIds, reach, reads);
    for (const studentId of studentIds) {
      const run = currentRun(days, studentId, lastVisits.get(studentId) ?? null);
      if (run.length < REGISTER_RULES.absenceRunFlag || run.since === null) continue;
      const open = openNow.get(studentId);
      if (!open) await this.followUps.open({ studentId, batchId: String(batch._id), absentSince: run.since, absentDays: run.length });
      else if (open.absentDays !== run.length || open.absentSince !== run.since) await this.followUps.updateRun(String(open._id), run.since, run.length);
    }
  }

  /**
   * The batch's latest days, read back a fortnight at a time only as far as the children's runs reach (a
   * present or late day, `reach`: their last home visit or first day in the batch, or the academic year's
   * start): most children's end at once.
   */
  private async daysOfRuns(batch: BatchRecord, studentIds: readonly string[], reach: Map<string, string>, reads: RegisterReads): Promise<ClassDayRecord[]> {
    const [yearStart, yearEnd] = academicYearDays(batch.academicYear);
    const today = todayInIndia();
    const open = new Set(studentIds);
    const days: ClassDayRecord[] = [];
    for (let end = today < yearEnd ? today : yearEnd; end >= yearStart && open.size > 0; ) {
      const start = addDays(end, -(RUN_WINDOW_DAYS - 1)) > yearStart ? addDays(end, -(RUN_WINDOW_DAYS - 1)) : yearStart;
      const read = await reads.daysInBatch(String(batch._id), start, end);
      days.unshift(...read);
      for (const id of open) {
        const came = read.some((day) => day.kind === 'held' && (day.marks[id] === 'present' || day.marks[id] === 'late'));
        const first = reach.get(id);
        if (came || (first !== undefined && first >= start)) open.delete(id);
      }
      end = addDays(start, -1);
    }
    return days;
  }

  /** A home visit closes the child's follow-up. */
  async visited(studentId: string, day: string, reads: RegisterReads): Promise<void> {
    const open = await reads.openFollowUp(studentId);
    if (!open) return;
    await this.followUps.closeOpen(String(open._id), studentId, day);
    await reads.closedFollowUp(studentId);
  }

  /** The team's follow-up list: open ones, longest absent first (a child without consent now is left out). */
  async list(): Promise<FollowUpView[]> {
    const open = await this.followUps.listOpen();
    const [students, batches] = await Promise.all([this.children.byIds(open.map((followUp) => followUp.studentId)), this.batches.findByIds(open.map((followUp) => followUp.batchId))]);
    return open.flatMap((followUp) => {
      const student = students.get(followUp.studentId);
      if (!student || !hasConsent(student)) return [];
      return [
        {
          studentId: followUp.studentId,
          name: student.name,
          batchId: followUp.batchId,
          batchName: batches.find((batch) => String(batch._id) === followUp.batchId)?.name ?? '',
          absentSince: followUp.absentSince,
          absentDays: followUp.absentDays,
          guardianPhone: guardianPhone(student) ?? '',
        },
      ];
    });
  }
}
