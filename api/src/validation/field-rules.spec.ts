import { isPastDate, isPhoneNumber } from './field-rules';

describe('isPastDate', () => {
  const now = Date.UTC(2025, 5, 15, 12);

  it.each(['2001-08-15', '1900-01-01', '2025-06-14', '2001-08-15T10:30:00Z', '2001-08-15T10:30:00.000+05:30', '2024-02-29'])(
    'accepts %s',
    (value) => {
      expect(isPastDate(value, now)).toBe(true);
    },
  );

  it.each([
    ['a day that does not exist', '2001-02-30'],
    ['February 29 of a common year', '2023-02-29'],
    ['month 13', '2001-13-01'],
    ['a future date', '2025-06-16'],
    ['before 1900', '1899-12-31'],
    ['another format', '15/08/2001'],
    ['words', 'yesterday'],
    ['a number', 20010815],
    ['nothing', undefined],
  ])('refuses %s', (_label, value) => {
    expect(isPastDate(value, now)).toBe(false);
  });
});

describe('isPhoneNumber', () => {
  it.each(['9876543210', '+91 98765 43210', '+91-98765-43210', '0172 2745 123', '1234567'])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['123456', '1234567890123456', '98765abcde', '+91 (98765) 43210', '--9876543210', '9876543210 ', '', 42])('refuses %j', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
