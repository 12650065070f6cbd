// Dates as an Indian reader expects them (SPEC §9: en-IN), taken in India's zone (the one India-time
// module in contracts) so a date never shifts by a day with the browser's zone.
import { indiaDay, indiaMonthAndDay, parseInstant } from '@society/contracts';

export {
  formatIndiaDate as formatDate,
  indiaDay as toDateInput,
  indiaMonthAndDay as monthAndDay,
  parseInstant as toDate,
} from '@society/contracts';

const monthNames = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** January … December (index 0 … 11). */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  monthNames.format(new Date(Date.UTC(2000, month, 15))),
);

/** A date input's value as the ISO string the API takes, or null when empty. */
export function fromDateInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The month (0–11) it is now in India. */
export function currentMonth(now: Date = new Date()): number {
  return indiaMonthAndDay(now)?.month ?? now.getMonth();
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
  if (stored && indiaDay(stored) === input) return new Date(stored).toISOString();
  return fromDateInput(input);
}
