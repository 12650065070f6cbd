// Regular expressions for the published contract (openapi/request-schema.ts), written from the same
// calendar the validators use: real days only (no 30 February), years from 1900. A pattern is how the
// OpenAPI document can say "a real date" so that a generated example is one the API accepts.

const FIRST_YEAR = 1900;
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';

/** Years 1900 to `lastYear` (at most 2099). */
function yearsUpTo(lastYear: number): string {
  const decades = Math.floor((lastYear - 2000) / 10);
  const parts = ['19\\d\\d'];
  if (decades > 0) parts.push(`20[0-${decades - 1}]\\d`);
  parts.push(`20${decades}[0-${lastYear % 10}]`);
  return parts.join('|');
}

function leapYearsUpTo(lastYear: number): string {
  const years: number[] = [];
  for (let year = FIRST_YEAR + 4; year <= lastYear; year += 4) if (year % 100 !== 0 || year % 400 === 0) years.push(year);
  return years.join('|');
}

/** YYYY-MM-DD, a real day from 1900 to the end of `lastYear`, unanchored. */
export function calendarDayPattern(lastYear = 2099): string {
  return `(?:(?:${yearsUpTo(lastYear)})-${MONTH_DAY}|(?:${leapYearsUpTo(lastYear)})-02-29)`;
}

/** A time of day in UTC after a day: THH:MM, seconds and milliseconds optional, then Z. */
export const UTC_TIME_PATTERN = 'T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?Z';

/** The last whole year before this one: every day up to its end is in the past. */
export function lastPastYear(now = new Date()): number {
  return now.getUTCFullYear() - 1;
}
