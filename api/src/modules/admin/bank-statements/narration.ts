/**
 * What a bank prints in a credit's narration: the UPI RRN (12 digits), the IMPS reference (12 digits), the
 * NEFT/RTGS UTR (16 or 22 characters, e.g. SBIN126012345678 or N332261234567890), the payer's name and VPA.
 */

const WORD = /[A-Za-z0-9]+/g;

/** A UTR or RRN as written anywhere: upper-cased, spaces and punctuation gone. */
export function normalisedReference(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Whether a token is a transaction reference: a 12-digit RRN, or a 16–22 character UTR that is mostly digits. */
function isReference(token: string): boolean {
  if (/^\d{12}$/.test(token)) return true;
  if (token.length >= 16 && token.length <= 22 && /^[A-Z0-9]+$/.test(token)) return (token.match(/\d/g)?.length ?? 0) >= 10;
  return false;
}

/** The UTRs and RRNs in a narration (and reference column), each once, in order. */
export function referencesIn(narration: string): string[] {
  const found = new Set<string>();
  for (const token of narration.toUpperCase().match(WORD) ?? []) if (isReference(token)) found.add(token);
  return [...found];
}

/** Words of a narration that never name the payer. */
const NOT_A_NAME = new Set([
  'UPI', 'CR', 'DR', 'NEFT', 'IMPS', 'RTGS', 'MMT', 'P2A', 'P2M', 'BY', 'TRANSFER', 'BY TRANSFER', 'TO TRANSFER', 'INB', 'PAYMENT', 'PAYMENT FROM PH',
  'PAYMENT FR', 'SENT USING PAYTM', 'UPI INTENT', 'NA', 'NO REMARKS', 'DONATION', 'INWARD', 'CREDIT', 'NEFT CR', 'IMPS CR', 'UPI CR',
  'SBI', 'HDFC', 'HDFC BANK', 'ICICI', 'ICICI BANK', 'AXIS', 'AXIS BANK', 'PNB', 'PUNJAB NATIONAL BANK', 'STATE BANK OF INDIA', 'YES BANK', 'KOTAK',
  'KOTAK MAHINDRA BANK', 'PAYTM PAYMENTS BANK', 'CANARA BANK', 'BANK OF BARODA', 'UNION BANK OF INDIA', 'IDFC FIRST BANK',
]);

/** The four letters an IFSC starts with, as narrations print them alone. */
const BANK_CODES = new Set(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'BARB', 'CNRB', 'UBIN', 'KKBK', 'YESB', 'IDFB', 'PYTM', 'IBKL', 'INDB', 'FDRL', 'BKID', 'IOBA', 'UCBA', 'CBIN', 'MAHB']);

/** A fair guess at the payer's name from a narration (the admin edits it before recording the credit); '' when none. */
export function payerNameIn(narration: string, societyName = ''): string {
  const society = societyName.toUpperCase().replace(/[^A-Z ]/g, '').trim();
  const parts = narration.split(/[/*\-:|]+/).map((part) => part.trim().replace(/\s+/g, ' '));
  for (const part of parts) {
    const upper = part.toUpperCase();
    if (!/^[A-Za-z .]{3,}$/.test(part) || !/[A-Za-z]{2,}/.test(part)) continue;
    if (NOT_A_NAME.has(upper.replace(/\./g, '').trim())) continue;
    // An IFSC code or a bank's short code.
    if (/^[A-Z]{4}0[A-Z0-9]{6}$/.test(upper) || BANK_CODES.has(upper)) continue;
    if (society && (society.startsWith(upper) || upper.startsWith(society))) continue;
    return upper
      .toLowerCase()
      .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
      .replace(/\s*\.\s*$/, '');
  }
  return '';
}
