// The society works in India, so its days, months and financial years are India's, whatever zone a
// browser or server is set to. India keeps one offset all year (UTC+05:30, no daylight saving), which
// is what lets a fixed shift stand in for the zone where Intl cannot (a datetime-local input, a month).
// The one home for this on every front; the API's own helpers can move here as they are touched.

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_OFFSET_MS = 330 * 60_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// en-CA writes YYYY-MM-DD, the form the API stores and an <input type="date"> holds.
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: INDIA_TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });
const shortDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** A stored date (ISO instant or bare YYYY-MM-DD) as a Date; null when missing or not a date. */
export function parseInstant(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare day is the API's UTC midnight: still that same day in India (05:30).
  const date = typeof value === 'string' ? new Date(DAY.test(value) ? `${value}T00:00:00.000Z` : value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day in India of a stored date, YYYY-MM-DD (an <input type="date">'s value); '' for no valid date. */
export function indiaDay(value: Date | string | null | undefined): string {
  const date = parseInstant(value);
  return date ? isoDay.format(date) : '';
}

/** Today in India, YYYY-MM-DD (the society's days). */
export function todayInIndia(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** Year and month (0–11) in India of an instant. */
export function indiaYearMonth(instant: Date): { year: number; month: number } {
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() };
}

/** The month in India of an instant, YYYY-MM. */
export function indiaMonth(value: Date | string): string {
  return indiaDay(value).slice(0, 7);
}

/** Month (0–11) and day of month in India of a stored date; null for none. */
export function indiaMonthAndDay(value: Date | string | null | undefined): { month: number; day: number } | null {
  const day = indiaDay(value);
  return day ? { month: Number(day.slice(5, 7)) - 1, day: Number(day.slice(8, 10)) } : null;
}

/** '15 Apr 2025' as the day falls in India, or the fallback when there is no (valid) date. */
export function formatIndiaDate(value: Date | string | null | undefined, fallback = '-'): string {
  const date = parseInstant(value);
  return date ? shortDate.format(date) : fallback;
}

/** '26 Nov 2026, 10:27 am' in India's time, or the fallback when there is no (valid) date. */
export function formatIndiaDateTime(value: Date | string | null | undefined, fallback = '-'): string {
  const date = parseInstant(value);
  return date ? shortDateTime.format(date) : fallback;
}

/** An ISO instant as the value of an <input type="datetime-local"> read as India's time ('' for none). */
export function toIndiaDateTimeInput(value: string | null | undefined): string {
  const date = parseInstant(value);
  return date ? new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16) : '';
}

/** A datetime-local value, read as India's time, as an ISO instant; null when empty or not a time. */
export function fromIndiaDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = new Date(`${value}:00.000Z`).getTime() - INDIA_OFFSET_MS;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** India's April-to-March year (its financial year, and the schools' academic year) of a day: '2026-04-01' → '2026-27'. */
export function aprilYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Whether a year written 'YYYY-YY' is two years that follow each other ('2026-27', not '2026-29'). */
export function isConsecutiveYears(label: string): boolean {
  return (Number(label.slice(0, 4)) + 1) % 100 === Number(label.slice(5, 7));
}
