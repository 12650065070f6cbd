import { MESSAGES } from '@society/contracts';
import { isApiError } from '@society/web-kit';

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '2026-08-15' → '15 Aug 2026'; an ISO date-time is shown as its day in India; nothing gives '-'. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '-';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? DAY.format(new Date(`${value}T00:00:00Z`)) : MOMENT.format(new Date(value));
}

/** Today in India, YYYY-MM-DD (the society's days). */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** What to tell the person when a call failed: the server's words, else the general message. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.genericError;
}

/** A field's message from a 400, for the field it names. */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;
}
