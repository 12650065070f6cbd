// Aadhaar-shaped test numbers, made with Verhoeff's published tables (independent of the contracts' code).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The Verhoeff check digit for a payload of digits. */
export function verhoeffDigit(payload: string): number {
  let c = 0;
  [...payload].reverse().forEach((digit, i) => {
    c = D[c][P[(i + 1) % 8][Number(digit)]];
  });
  return INVERSE[c];
}

/** A valid number from a seed: 11 digits (first 2-9) plus their check digit. */
export function validAadhaar(seed: number): string {
  let payload = String(2 + (seed % 8));
  let x = seed * 7919 + 17;
  while (payload.length < 11) {
    x = (x * 48271) % 2147483647;
    payload += String(x % 10);
  }
  return payload + verhoeffDigit(payload);
}
