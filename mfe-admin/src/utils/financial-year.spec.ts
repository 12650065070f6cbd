import { recentFinancialYears } from './financial-year';

describe('recent financial years', () => {
  it('starts a year on 1 April in India', () => {
    expect(recentFinancialYears(new Date('2026-03-31T18:29:00Z'), 1)).toEqual(['2025-26', '2024-25']);
    expect(recentFinancialYears(new Date('2026-03-31T18:31:00Z'), 1)).toEqual(['2026-27', '2025-26']);
    expect(recentFinancialYears(new Date('2099-11-28T00:00:00Z'), 0)).toEqual(['2099-00']);
  });
});
