// Dates as an Indian reader expects them (SPEC §9: en-IN), taken in India's zone so a date never
// shifts by a day with the browser's zone.
const TIME_ZONE = 'Asia/Kolkata';

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
// en-CA formats as YYYY-MM-DD, the value a date input takes.
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', timeZone: TIME_ZONE });
const monthNames = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** January … December (index 0 … 11). */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  monthNames.format(new Date(Date.UTC(2000, month, 15))),
);

export function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '15 Apr 2025', or the fallback when there is no (valid) date. */
export function formatDate(value: string | null | undefined, fallback = '-'): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : fallback;
}

/** The value of an <input type="date"> for a stored ISO date ('' when none). */
export function toDateInput(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? isoDay.format(date) : '';
}

/** A date input's value as the ISO string the API takes, or null when empty. */
export function fromDateInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Month (0–11) and day of month of a date, in India. */
export function monthAndDay(value: string | null | undefined): { month: number; day: number } | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = monthDay.formatToParts(date);
  const month = Number(parts.find((part) => part.type === 'month')?.value) - 1;
  const day = Number(parts.find((part) => part.type === 'day')?.value);
  return { month, day };
}

/** The month (0–11) it is now in India. */
export function currentMonth(now: Date = new Date()): number {
  return monthAndDay(now.toISOString())?.month ?? now.getMonth();
}

/** 'word-of-mouth' → 'Word of mouth'. */
export function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/**
 * What to send for a date input: the stored value itself when the day shown was not changed (so a
 * time of day is not lost), otherwise the new day as ISO, or null when cleared.
 */
export function dateToSend(input: string, stored: string | null | undefined): string | null {
  if (stored && toDateInput(stored) === input) return new Date(stored).toISOString();
  return fromDateInput(input);
}
