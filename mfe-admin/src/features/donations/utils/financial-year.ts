// The Indian financial year runs from 1 April to 31 March. Donations are placed in it by their date
// in India; India keeps no daylight saving, so a fixed +5:30 shift gives the Indian calendar date.
const IST_OFFSET_MS = 330 * 60_000;

export interface DatedAmount {
  amount: number;
  date: string;
  receiptGenerated: boolean;
}

export interface MonthTotal {
  /** 'Apr' */
  short: string;
  /** 'A', for narrow screens */
  narrow: string;
  /** 'April 2025' */
  long: string;
  total: number;
}

export interface DonationSummary {
  /** '2025–26' */
  label: string;
  total: number;
  pendingReceipts: number;
  /** April to March of the current financial year. */
  months: MonthTotal[];
}

const shortMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const narrowMonth = new Intl.DateTimeFormat('en-IN', { month: 'narrow', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function indianYearMonth(instant: Date): { year: number; month: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() };
}

/** Months since April of the financial year that `instant` falls in, and that year's start. */
function position(instant: Date): { startYear: number; index: number } {
  const { year, month } = indianYearMonth(instant);
  const startYear = month >= 3 ? year : year - 1;
  return { startYear, index: (year - startYear) * 12 + month - 3 };
}

/** Total and month-by-month sums for the financial year containing `now`; pending counts every year. */
export function summariseDonations(donations: DatedAmount[], now: Date): DonationSummary {
  const { startYear } = position(now);
  const months: MonthTotal[] = Array.from({ length: 12 }, (_, index) => {
    const first = new Date(Date.UTC(startYear, 3 + index, 1));
    return { short: shortMonth.format(first), narrow: narrowMonth.format(first), long: longMonth.format(first), total: 0 };
  });
  let total = 0;
  for (const donation of donations) {
    const when = new Date(donation.date);
    if (Number.isNaN(when.getTime())) continue;
    const at = position(when);
    if (at.startYear !== startYear) continue;
    const amount = Number(donation.amount) || 0;
    months[at.index].total += amount;
    total += amount;
  }
  return {
    label: `${startYear}–${String((startYear + 1) % 100).padStart(2, '0')}`,
    total,
    pendingReceipts: donations.filter((donation) => !donation.receiptGenerated).length,
    months,
  };
}

/** The API's name of the financial year starting in April of `startYear`: '2026-27'. */
function financialYearKey(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The financial year containing `now` and the `earlier` ones before it, newest first ('2026-27', ...). */
export function recentFinancialYears(now: Date, earlier = 3): string[] {
  const { startYear } = position(now);
  return Array.from({ length: earlier + 1 }, (_, back) => financialYearKey(startYear - back));
}
