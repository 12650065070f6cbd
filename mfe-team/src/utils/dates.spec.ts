import { ageOn, formatDate, toDateInput } from './dates';

describe('dates', () => {
  it('shows dates in the en-IN style, in India time', () => {
    expect(formatDate('2025-06-15T00:00:00.000Z')).toBe('15 Jun 2025');
    // 20:00 UTC on 31 March is already 1 April in India.
    expect(formatDate('2025-03-31T20:00:00.000Z')).toBe('1 Apr 2025');
    expect(formatDate(null)).toBe('');
    expect(toDateInput('2014-08-09T00:00:00.000Z')).toBe('2014-08-09');
    expect(toDateInput('not a date')).toBe('');
  });

  it('counts whole years of age, a birthday counting from its own day', () => {
    expect(ageOn('2015-06-15', '2025-06-15')).toBe(10);
    expect(ageOn('2015-06-16', '2025-06-15')).toBe(9);
    expect(ageOn('2016-02-29', '2025-03-01')).toBe(9);
    expect(ageOn('2025-06-16', '2025-06-15')).toBeNull();
  });
});
