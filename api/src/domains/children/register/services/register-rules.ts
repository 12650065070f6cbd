import { BadRequestException, HttpStatus } from '@nestjs/common';
import { ASSESSMENT_ROUNDS, ATTENDANCE_MARKS, REGISTER_RULES, type AssessmentSubject } from '@society/contracts';
import { MessageError } from '../../../../i18n/message-error';
import { OBJECT_ID_PATTERN } from '../../../../middleware/parse-object-id.pipe';
import type { Actor } from '../../../../security/auth-user';
import { isCalendarDay, todayInIndia } from '../../../../validation/calendar-day';
import type { BatchRecord } from '../schemas/batch.schema';
import type { AssessmentRecordDoc } from '../schemas/assessment.schema';
import type { EnrolmentRecord } from '../schemas/enrolment.schema';
import { daysBetween } from '../calendar';

export { addDays, lastDayOfMonth } from '../calendar';

/** Children's names as a reader sorts them: case and accents aside, 'Class 2' before 'Class 10'. */
export const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** YYYY-MM, a real month. */
export const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/**
 * A path's day or month, checked once its batch is found: an unknown batch is a 404 whatever the day, a bad
 * day of a real batch a 400.
 */
export function assertDay(day: string): void {
  if (!isCalendarDay(day)) throw new BadRequestException('Invalid day');
}
export function assertMonth(month: string): void {
  if (!MONTH_PATTERN.test(month)) throw new BadRequestException('Invalid month');
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
