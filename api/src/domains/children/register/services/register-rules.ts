import { HttpStatus } from '@nestjs/common';
import { ASSESSMENT_ROUNDS, ATTENDANCE_MARKS, REGISTER_RULES, type AssessmentSubject } from '@society/contracts';
import { MessageError } from '../../../../i18n/message-error';
import { OBJECT_ID_PATTERN } from '../../../../middleware/parse-object-id.pipe';
import type { Actor } from '../../../../security/auth-user';
import { todayInIndia } from '../../../../validation/calendar-day';
import type { BatchRecord } from '../schemas/batch.schema';
import type { AssessmentRecordDoc } from '../schemas/assessment.schema';
import type { EnrolmentRecord } from '../schemas/enrolment.schema';

const DAY_MS = 86_400_000;

/** Children's names as a reader sorts them: case and accents aside, 'Class 2' before 'Class 10'. */
export const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of a month YYYY-MM. */
export function lastDayOfMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

export const teaches = (batch: Pick<BatchRecord, 'teacherIds'>, actor: Pick<Actor, 'id'>) => batch.teacherIds.includes(actor.id);

/** A day that has not come yet in India is never recorded. */
export function assertNotFuture(day: string, today = todayInIndia()): void {
  if (day > today) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerFutureDay');
}

/** Whether a teacher may still write `day`: today or up to REGISTER_RULES.teacherCorrectionDays back (India). */
export function withinTeacherWindow(day: string, today = todayInIndia()): boolean {
  const age = daysBetween(day, today);
  return age >= 0 && age <= REGISTER_RULES.teacherCorrectionDays;
}

/** A teacher writes a batch's day only if they teach the batch, never a future day, and only inside the window. */
export function assertTeacherMayWrite(batch: BatchRecord, day: string, actor: Actor, today = todayInIndia()): void {
  if (!teaches(batch, actor)) throw new MessageError(HttpStatus.FORBIDDEN, 'registerNotTeacher');
  assertNotFuture(day, today);
  if (!withinTeacherWindow(day, today)) throw new MessageError(HttpStatus.CONFLICT, 'registerDayClosed', { days: REGISTER_RULES.teacherCorrectionDays });
}

/** Whether the enrolment covers `day`. */
export const enrolledOn = (enrolment: Pick<EnrolmentRecord, 'from' | 'to'>, day: string) => enrolment.from <= day && (enrolment.to === null || enrolment.to >= day);

/** Whether the enrolment overlaps the days from `from` to `to`. */
export const enrolledDuring = (enrolment: Pick<EnrolmentRecord, 'from' | 'to'>, from: string, to: string) => enrolment.from <= to && (enrolment.to === null || enrolment.to >= from);

/** The latest level of each subject among a child's assessments of a year (the latest round that has it). */
export function latestLevels(assessments: readonly AssessmentRecordDoc[]): Partial<Record<AssessmentSubject, string>> {
  const latest: Partial<Record<AssessmentSubject, string>> = {};
  const byRound = [...assessments].sort((a, b) => ASSESSMENT_ROUNDS.indexOf(a.round) - ASSESSMENT_ROUNDS.indexOf(b.round));
  for (const assessment of byRound) {
    for (const subject of ['readingHindi', 'readingEnglish', 'arithmetic'] as const) {
      const level = assessment[subject];
      if (level) latest[subject] = level;
    }
  }
  return latest;
}

/** A day's marks as sent: studentId (a record id) → one of ATTENDANCE_MARKS, no more than a sync's records. */
export function isMarks(value: unknown): value is Record<string, (typeof ATTENDANCE_MARKS)[number]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= REGISTER_RULES.recordsPerSync && entries.every(([id, mark]) => OBJECT_ID_PATTERN.test(id) && (ATTENDANCE_MARKS as readonly unknown[]).includes(mark));
}
