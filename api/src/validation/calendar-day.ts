import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, ValidateBy } from 'class-validator';
import { describeRule } from '../openapi/request-schema';
import { calendarDayPattern } from './date-patterns';
import { isCalendarDate, trim } from './field-rules';

// Calendar days (a birth date, an admission date) as 'YYYY-MM-DD', stored as UTC midnight. "Today" is
// India's today: the society works there, and its staff's forms count days in India's zone too.

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in India as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return INDIA_DAY.format(now);
}

/** The month in India of an instant, as YYYY-MM. */
export function indianMonthOf(instant: Date): string {
  return todayInIndia(instant).slice(0, 7);
}

/** A real calendar day (2023-02-30 is not) between 1900 and 2100, written YYYY-MM-DD. */
export function isCalendarDay(value: unknown): value is string {
  return typeof value === 'string' && DAY.test(value) && isCalendarDate(value);
}
describeRule('isCalendarDay', { type: 'string', pattern: `^${calendarDayPattern()}$` });

export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole years from a birth day to `today` (both YYYY-MM-DD); null when the birth day is after today. */
export function ageOn(dob: string, today: string): number | null {
  if (dob > today) return null;
  const [birthYear, birthMonth, birthDay] = dob.split('-').map(Number);
  const [year, month, day] = today.split('-').map(Number);
  const birthdayPassed = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (birthdayPassed ? 0 : 1);
}

/** Required calendar day, YYYY-MM-DD only (a leave's first day, a certificate's period). */
export function RequiredDay(field: string): PropertyDecorator {
  return applyDecorators(
    ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, { message: `${field} must be a date (YYYY-MM-DD)` }),
    IsNotEmpty({ message: `${field} is required` }),
    Transform(trim),
  );
}
