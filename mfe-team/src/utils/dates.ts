// Dates as an Indian reader expects them (SPEC §9: en-IN), taken in India's zone (the one India-time
// module in contracts), so a record saved at 1 a.m. IST shows that day whatever the browser's zone.
import { formatIndiaDate } from '@society/contracts';

export { indiaDay as toDateInput, todayInIndia as todayInput } from '@society/contracts';

/** '15 Jun 2025', or '' when there is no valid date. */
export function formatDate(value: string | null | undefined): string {
  return formatIndiaDate(value, '');
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
