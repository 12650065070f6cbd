import { compactAadhaar, isValidAadhaar, isVerhoeffValid, maskAadhaar } from '@society/contracts';
import { validAadhaar, verhoeffDigit } from '../../test/helpers/aadhaar';

// The shared rule checked against numbers made with Verhoeff's published tables (test/helpers/aadhaar.ts),
// an implementation independent of the contracts' own (which derives the tables from the dihedral group).
const VALID = Array.from({ length: 40 }, (_, seed) => validAadhaar(seed + 1));

describe('isValidAadhaar (shared contracts)', () => {
  it('agrees with the published tables on a known example', () => {
    expect(verhoeffDigit('23456789012')).toBe(4);
    expect(isValidAadhaar('234567890124')).toBe(true);
  });

  it.each(VALID)('accepts %s, with or without spaces', (number) => {
    expect(isValidAadhaar(number)).toBe(true);
    expect(isValidAadhaar(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBe(true);
  });

  it('refuses every number with one digit changed', () => {
    for (const number of VALID.slice(0, 10)) {
      for (let position = 0; position < 12; position += 1) {
        for (let delta = 1; delta < 10; delta += 1) {
          const changed = number.slice(0, position) + ((Number(number[position]) + delta) % 10) + number.slice(position + 1);
          if (/^[2-9]/.test(changed)) expect(isValidAadhaar(changed)).toBe(false);
        }
      }
    }
  });

  it('refuses two swapped neighbours', () => {
    for (const number of VALID.slice(0, 10)) {
      for (let i = 0; i < 11; i += 1) {
        if (number[i] === number[i + 1]) continue;
        const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
        expect(isValidAadhaar(swapped)).toBe(false);
      }
    }
  });

  it('refuses a first digit of 0 or 1, even with a valid check digit', () => {
    for (const first of ['0', '1']) {
      const payload = `${first}2345678901`;
      const number = payload + verhoeffDigit(payload);
      expect(isVerhoeffValid(number)).toBe(true);
      expect(isValidAadhaar(number)).toBe(false);
    }
  });

  it.each([
    ['11 digits', VALID[0].slice(0, 11)],
    ['13 digits', `${VALID[0]}0`],
    ['letters', `${VALID[0].slice(0, 11)}X`],
    ['hyphens', VALID[0].replace(/(\d{4})(?=\d)/g, '$1-')],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(isValidAadhaar(value)).toBe(false);
  });

  it('refuses anything but a string', () => {
    expect(isValidAadhaar(Number(VALID[0]))).toBe(false);
    expect(isValidAadhaar(null)).toBe(false);
    expect(isValidAadhaar(undefined)).toBe(false);
  });

  it('compacts spaces and masks all but the last four digits', () => {
    expect(compactAadhaar(' 2345 6789\t0124 ')).toBe('234567890124');
    expect(maskAadhaar('0124')).toBe('XXXX XXXX 0124');
  });
});
