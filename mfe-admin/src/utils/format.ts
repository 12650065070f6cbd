// Dates and money as an Indian reader expects them (SPEC §9: en-IN). Times are taken in India's
// zone, so a donation made at 1 a.m. IST on 1 April is in April whatever the browser's zone.
const TIME_ZONE = 'Asia/Kolkata';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
// en-CA formats as YYYY-MM-DD, the value a date input takes.
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });

export function formatInr(amount: number): string {
  return inr.format(amount);
}

function toDate(value: string | null | undefined): Date | null {
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

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });

/** '26 Nov 2026, 10:27 am' in India's time, or the fallback when there is no (valid) date. */
export function formatDateTime(value: string | null | undefined, fallback = '-'): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : fallback;
}
