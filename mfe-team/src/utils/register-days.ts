// Days of the register: India days 'YYYY-MM-DD', compared as calendar days (no clock involved).
import { REGISTER_RULES, WEEKDAYS, type Term, type Weekday } from '@society/contracts';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The weekday of a day, Monday first as WEEKDAYS. */
export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[(new Date(dayNumber(day) * DAY_MS).getUTCDay() + 6) % 7];
}

/** Whether a teacher may still change the day: not in the future, and within the correction window. */
export function teacherMayEdit(day: string, today: string): boolean {
  const age = daysBetween(day, today);
  return age >= 0 && age <= REGISTER_RULES.teacherCorrectionDays;
}

/** The term of a day: term 1 is April–September, term 2 October–March (contracts' termDays). */
export function termOfDay(day: string): Term {
  const month = Number(day.slice(5, 7));
  return month >= 4 && month <= 9 ? 'term1' : 'term2';
}
