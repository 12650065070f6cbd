import { financialYearOf, financialYearRange, isFinancialYear, istDay, receiptNumber } from './financial-year';

describe('Indian financial year', () => {
  it('changes at midnight between 31 March and 1 April in India, not in UTC', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(istDay(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
  });

  it('writes the century change as 99-00', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('covers 1 April 00:00 IST to the next 1 April', () => {
    expect(financialYearRange('2026-27')).toEqual({ start: new Date('2026-03-31T18:30:00Z'), end: new Date('2027-03-31T18:30:00Z') });
  });

  it('accepts only real year pairs', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2026-28')).toBe(false);
    expect(isFinancialYear('2026')).toBe(false);
  });

  it('numbers receipts per year with four digits or more', () => {
    expect(receiptNumber('2026-27', 1)).toBe('2026-27/0001');
    expect(receiptNumber('2026-27', 12345)).toBe('2026-27/12345');
  });
});
