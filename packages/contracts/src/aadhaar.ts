// Aadhaar numbers (UIDAI): 12 digits, the first 2-9, the last a Verhoeff check digit. One rule for the
// API (which decides) and the fronts (which only save a round trip), so the two cannot drift.

export const AADHAAR_LENGTH = 12;

/**
 * Verhoeff's multiplication table is the dihedral group D5: 0-4 are rotations, 5-9 reflections.
 * Written as the group law rather than a 10x10 literal, so a typo cannot hide in it.
 */
function multiply(a: number, b: number): number {
  if (a < 5) return b < 5 ? (a + b) % 5 : 5 + ((a + b) % 5);
  return b < 5 ? 5 + ((a - b + 5) % 5) : (a - b + 5) % 5;
}

/** Position-dependent permutations: row 1 is Verhoeff's, row n is row 1 applied n times (period 8). */
const FIRST_PERMUTATION = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const PERMUTATIONS: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
for (let row = 1; row < 8; row += 1) {
  PERMUTATIONS.push(PERMUTATIONS[row - 1].map((digit) => FIRST_PERMUTATION[digit]));
}

/** True when a string of digits ends in its correct Verhoeff check digit. */
export function isVerhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    check = multiply(check, PERMUTATIONS[i % 8][digit]);
  }
  return check === 0;
}

/** The 12 digits of a number written with or without spaces ('2345 6789 0124' → '234567890124'). */
export function compactAadhaar(value: string): string {
  return value.replace(/\s/g, '');
}

/** A complete, plausible Aadhaar number: 12 digits (spaces allowed), first digit 2-9, valid check digit. */
export function isValidAadhaar(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const digits = compactAadhaar(value);
  return /^[2-9]\d{11}$/.test(digits) && isVerhoeffValid(digits);
}

/** What lists and details show instead of the number: '1234' → 'XXXX XXXX 1234'. */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}
