/** India's offset: a financial year starts on 1 April in India, whatever the browser's zone. */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year running at `now` and the `earlier` ones before it, newest first: ['2026-27', '2025-26', ...]. */
export function recentFinancialYears(now: Date, earlier = 3): string[] {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const startYear = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return Array.from({ length: earlier + 1 }, (_, back) => {
    const start = startYear - back;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  });
}
