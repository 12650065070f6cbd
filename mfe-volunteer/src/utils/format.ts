import { formatDay as formatDayIn, type Locale, type MESSAGES, type Translate } from '@society/contracts';
import { isApiError } from '@society/web-kit';

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * '2026-08-15' → '15 Aug 2026' ('15 अगस्त 2026' in Hindi); an ISO date-time is shown as its day in
 * India; nothing gives '-'.
 */
export function formatDay(value: string | null | undefined, locale: Locale = 'en'): string {
  if (!value) return '-';
  // A bare day is midnight UTC, the same day in India.
  if (locale === 'hi') return formatDayIn(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value, 'hi');
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? DAY.format(new Date(`${value}T00:00:00Z`)) : MOMENT.format(new Date(value));
}

/** Today in India, YYYY-MM-DD (the society's days). */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/**
 * What to tell the person when a call failed: the server's words (in the page's language: the request
 * says which), else SPEC §8's message in the page's language.
 */
export function errorText(error: unknown, messages: Translate<typeof MESSAGES>): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return messages(isApiError(error) && error.status === 0 ? 'networkError' : 'genericError');
}

/** A field's message from a 400, for the field it names. */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;
}
