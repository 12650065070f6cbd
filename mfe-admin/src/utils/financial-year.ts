import { indiaYearMonth, type DonationMonthTotal } from '@society/contracts';

// The Indian financial year runs from 1 April to 31 March. Donations are placed in it by their date
// in India.

export interface MonthTotal {
  /** 'Apr' */
  short: string;
  /** 'A', for narrow screens */
  narrow: string;
  /** 'April 2025' */
  long: string;
  total: number;
}

const shortMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const narrowMonth = new Intl.DateTimeFormat('en-IN', { month: 'narrow', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The server's month totals ('2025-04') with the names the chart shows. */
export function labelMonths(months: DonationMonthTotal[]): MonthTotal[] {
  return months.map(({ month, total }) => {
    const first = new Date(`${month}-01T00:00:00Z`);
    return { short: shortMonth.format(first), narrow: narrowMonth.format(first), long: longMonth.format(first), total };
  });
}

/** '2025-26' as the screen writes it: '2025–26'. */
export function financialYearLabel(financialYear: string): string {
  return financialYear.replace('-', '–');
}

/** The start year of the financial year that `instant` falls in. */
function startYearOf(instant: Date): number {
  const { year, month } = indiaYearMonth(instant);
  return month >= 3 ? year : year - 1;
}

/** The API's name of the financial year starting in April of `startYear`: '2026-27'. */
function financialYearKey(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The financial year containing `now` and the `earlier` ones before it, newest first ('2026-27', ...). */
export function recentFinancialYears(now: Date, earlier = 3): string[] {
  const startYear = startYearOf(now);
  return Array.from({ length: earlier + 1 }, (_, back) => financialYearKey(startYear - back));
}
