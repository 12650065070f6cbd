import { ageOn, dateToDay, dayToDate, isCalendarDay, todayInIndia } from './calendar-day';

describe('calendar days', () => {
  it("counts today in India's zone (UTC+5:30)", () => {
    expect(todayInIndia(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(todayInIndia(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isCalendarDay('2016-02-29')).toBe(true);
    expect(isCalendarDay('2015-02-29')).toBe(false);
    expect(isCalendarDay('2015-2-3')).toBe(false);
    expect(isCalendarDay('2015-02-03T10:00:00Z')).toBe(false);
    expect(isCalendarDay(20150203)).toBe(false);
  });

  it('stores a day as UTC midnight and reads it back unchanged', () => {
    expect(dayToDate('2016-02-29').toISOString()).toBe('2016-02-29T00:00:00.000Z');
    expect(dateToDay(dayToDate('2016-02-29'))).toBe('2016-02-29');
  });

  it('derives the age in whole years, a birthday counting from its own day', () => {
    expect(ageOn('2015-06-15', '2025-06-14')).toBe(9);
    expect(ageOn('2015-06-15', '2025-06-15')).toBe(10);
    expect(ageOn('2015-06-15', '2025-12-01')).toBe(10);
    expect(ageOn('2025-06-15', '2025-06-15')).toBe(0);
    expect(ageOn('2016-02-29', '2025-02-28')).toBe(8);
    expect(ageOn('2016-02-29', '2025-03-01')).toBe(9);
    expect(ageOn('2025-06-16', '2025-06-15')).toBeNull();
  });
});
