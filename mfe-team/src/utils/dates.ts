// Dates as an Indian reader expects them (SPEC §9: en-IN), taken in India's zone, so a record
// saved at 1 a.m. IST shows that day whatever zone the browser is set to.
const TIME_ZONE = 'Asia/Kolkata';

const displayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
// en-CA writes YYYY-MM-DD, which is what <input type="date"> holds.
const inputFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '15 Jun 2025', or '' when there is no valid date. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? displayFormat.format(date) : '';
}

/** A stored ISO date as the value of a date input ('' for none). */
export function toDateInput(value: string | null | undefined): string {
  const date = parse(value);
  return date ? inputFormat.format(date) : '';
}

/** Today in India as YYYY-MM-DD. */
export function todayInput(): string {
  return inputFormat.format(new Date());
}

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD); null if unborn or invalid. */
export function ageOn(dob: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now || dob > today) return null;
  const [, by, bm, bd] = birth.map(Number);
  const [, ty, tm, td] = now.map(Number);
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}
