// Aadhaar numbers: 12 digits, the first 2-9, the last a Verhoeff check digit (UIDAI's scheme).
// The API validates the same way; this check only saves a round trip for a mistyped number.

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

export const AADHAAR_LENGTH = 12;

/** The digits of what was typed (spaces and anything else dropped), at most 12. */
export function aadhaarDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, AADHAAR_LENGTH);
}

/** '234567890124' → '2345 6789 0124' (also for a partial number while typing). */
export function groupAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A complete, plausible Aadhaar number: 12 digits, first digit 2-9, valid check digit. */
export function isValidAadhaar(input: string): boolean {
  const digits = input.replace(/\s/g, '');
  return /^[2-9]\d{11}$/.test(digits) && isVerhoeffValid(digits);
}
