import { BadRequestException } from '@nestjs/common';
import { aprilYearOf, isConsecutiveYears } from '@society/contracts';
import { describeRule } from '../../../openapi/request-schema';

/** India has no daylight saving: Asia/Kolkata is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar day in India of an instant, as YYYY-MM-DD. */
export function istDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** DD-MM-YYYY, the way Indian forms write a day. */
export function indianDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** The Indian financial year (1 April to 31 March, in India's time) of an instant: '2026-27'. */
export function financialYearOf(instant: Date): string {
  return aprilYearOf(istDay(instant));
}

export const FINANCIAL_YEAR_PATTERN = /^(?:19|20)\d{2}-\d{2}$/;

/** Whether '2026-27' names a real financial year (the second part follows the first). */
export function isFinancialYear(value: unknown): value is string {
  return typeof value === 'string' && FINANCIAL_YEAR_PATTERN.test(value) && isConsecutiveYears(value);
}
const CONSECUTIVE = Array.from({ length: 100 }, (_, year) => `${String(year).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`);
describeRule('isFinancialYear', { type: 'string', pattern: `^(?:19|20)(?:${CONSECUTIVE.join('|')})$`, example: '2026-27' });

/** The instants a financial year covers, [start, end): from 1 April 00:00 IST to the next 1 April 00:00 IST. */
export function financialYearRange(financialYear: string): { start: Date; end: Date } {
  const startYear = Number(financialYear.slice(0, 4));
  return { start: istDayStart(`${startYear}-04-01`), end: istDayStart(`${startYear + 1}-04-01`) };
}

/** The instant a YYYY-MM-DD day begins in India. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days in India from..to (both inclusive, either optional) as instants [start, end); 400 when from is after to. */
export function istDayRange(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  if (from && to && from > to) throw new BadRequestException('from must not be after to');
  return { start: from ? istDayStart(from) : undefined, end: to ? new Date(istDayStart(to).getTime() + DAY_MS) : undefined };
}

/** '2026-27' and 7 → '2026-27/0007'. */
export function receiptNumber(financialYear: string, sequence: number): string {
  return `${financialYear}/${String(sequence).padStart(4, '0')}`;
}
