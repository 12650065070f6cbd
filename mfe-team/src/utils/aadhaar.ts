// Aadhaar numbers: the rule itself (12 digits, first 2-9, Verhoeff check digit) lives in the shared
// contracts, the same code the API validates with; here only the helpers for typing one.
import { AADHAAR_LENGTH } from '@society/contracts';

export { AADHAAR_LENGTH, isValidAadhaar, isVerhoeffValid } from '@society/contracts';

/** The digits of what was typed (spaces and anything else dropped), at most 12. */
export function aadhaarDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, AADHAAR_LENGTH);
}

/** '234567890124' → '2345 6789 0124' (also for a partial number while typing). */
export function groupAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
