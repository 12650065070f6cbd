// The India-time module lives in contracts (the API and every front share it); the fronts' suites run
// it here, where a browser's zone is the one that could shift a day.
import {
  formatIndiaDate,
  formatIndiaDateTime,
  fromIndiaDateTimeInput,
  indiaDay,
  indiaMonth,
  indiaMonthAndDay,
  indiaYearMonth,
  todayInIndia,
  toIndiaDateTimeInput,
} from '@society/contracts';

describe('India time', () => {
  it('places an instant on its day in India, not UTC', () => {
    // 31 March 2026, 19:00 UTC is already 1 April in India (00:30).
    expect(indiaDay('2026-03-31T19:00:00.000Z')).toBe('2026-04-01');
    expect(todayInIndia(new Date('2026-03-31T19:00:00.000Z'))).toBe('2026-04-01');
    expect(indiaMonth('2026-03-31T19:00:00.000Z')).toBe('2026-04');
    expect(indiaYearMonth(new Date('2026-03-31T19:00:00.000Z'))).toEqual({ year: 2026, month: 3 });
    expect(indiaMonthAndDay('2026-03-31T19:00:00.000Z')).toEqual({ month: 3, day: 1 });
  });

  it('reads a bare day as that day', () => {
    expect(indiaDay('2025-04-15')).toBe('2025-04-15');
    expect(formatIndiaDate('2025-04-15')).toBe('15 Apr 2025');
  });

  it('gives the fallback (or nothing) for a missing or broken date', () => {
    expect(formatIndiaDate(null)).toBe('-');
    expect(formatIndiaDate('not a date', '')).toBe('');
    expect(formatIndiaDateTime(undefined)).toBe('-');
    expect(indiaDay(undefined)).toBe('');
    expect(indiaMonthAndDay('')).toBeNull();
  });

  it('writes a moment in India time', () => {
    expect(formatIndiaDateTime('2026-11-26T04:57:00.000Z')).toMatch(/^26 Nov 2026, 10:27\sam$/);
  });

  it('round-trips a datetime-local input as India time', () => {
    expect(toIndiaDateTimeInput('2026-11-26T04:57:00.000Z')).toBe('2026-11-26T10:27');
    expect(fromIndiaDateTimeInput('2026-11-26T10:27')).toBe('2026-11-26T04:57:00.000Z');
    expect(toIndiaDateTimeInput(null)).toBe('');
    expect(fromIndiaDateTimeInput('2026-11-26')).toBeNull();
    expect(fromIndiaDateTimeInput('2026-13-45T10:27')).toBeNull();
  });
});
