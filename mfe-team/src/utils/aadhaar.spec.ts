import { aadhaarDigits, groupAadhaar, isValidAadhaar, isVerhoeffValid } from './aadhaar';

describe('Verhoeff check digit', () => {
  it('accepts numbers ending in their check digit (published examples)', () => {
    expect(isVerhoeffValid('2363')).toBe(true);
    expect(isVerhoeffValid('123451')).toBe(true);
    expect(isVerhoeffValid('1428570')).toBe(true);
    expect(isVerhoeffValid('84736430954837284567892')).toBe(true);
  });

  it('catches a wrong digit and two swapped neighbours', () => {
    expect(isVerhoeffValid('2364')).toBe(false);
    expect(isVerhoeffValid('123450')).toBe(false);
    expect(isVerhoeffValid('234567890124')).toBe(true);
    expect(isVerhoeffValid('234567890214')).toBe(false);
    expect(isVerhoeffValid('324567890124')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(isVerhoeffValid('')).toBe(false);
    expect(isVerhoeffValid('23a3')).toBe(false);
  });
});

describe('isValidAadhaar', () => {
  it('accepts 12 digits with a valid check digit, spaces or not', () => {
    expect(isValidAadhaar('234567890124')).toBe(true);
    expect(isValidAadhaar('2345 6789 0124')).toBe(true);
    expect(isValidAadhaar('987654321012')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidAadhaar('234567890125')).toBe(false);
    expect(isValidAadhaar('987654321013')).toBe(false);
  });

  it('refuses a first digit of 0 or 1, even with a valid check digit', () => {
    expect(isVerhoeffValid('123456789010')).toBe(true);
    expect(isValidAadhaar('123456789010')).toBe(false);
    expect(isVerhoeffValid('012345678906')).toBe(true);
    expect(isValidAadhaar('012345678906')).toBe(false);
  });

  it('refuses the wrong length', () => {
    expect(isValidAadhaar('23456789012')).toBe(false);
    expect(isValidAadhaar('2345678901240')).toBe(false);
  });
});

describe('typing an Aadhaar number', () => {
  it('keeps at most 12 digits and shows them in groups of four', () => {
    expect(aadhaarDigits('2345-6789 01245')).toBe('234567890124');
    expect(groupAadhaar('234567890124')).toBe('2345 6789 0124');
    expect(groupAadhaar('23456')).toBe('2345 6');
    expect(groupAadhaar('2345')).toBe('2345');
  });
});
