/** 'Cash' (issue 33): a gift handed over in cash, recorded by an admin; a mode of its own on the receipt and in Form 10BD. */
export const PAYMENT_MODES = ['Bank Transfer', 'Cheque', 'UPI', 'Other', 'Cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/** The modes a visitor can have paid by through the site (the public form's choices): every mode but cash. */
export const ONLINE_PAYMENT_MODES = ['Bank Transfer', 'Cheque', 'UPI', 'Other'] as const satisfies readonly PaymentMode[];
export type OnlinePaymentMode = (typeof ONLINE_PAYMENT_MODES)[number];
/** Section 80G(5D): a gift in cash above this many rupees is not eligible for a deduction under section 80G. */
export const CASH_DEDUCTION_LIMIT = 2000;
/** Whether a gift is cash above the s.80G(5D) limit (its receipt says it is not eligible for a deduction). */
export function isCashAboveDeductionLimit(mode: PaymentMode, amount: number): boolean {
  return mode === 'Cash' && amount > CASH_DEDUCTION_LIMIT;
}
export const DEFAULT_PAYMENT_MODE: PaymentMode = 'Bank Transfer';

/** Receipt filter of the admin Donations tab (SPEC §4). */
export const RECEIPT_FILTERS = ['all', 'pending', 'generated'] as const;
export type ReceiptFilter = (typeof RECEIPT_FILTERS)[number];

/** Indian Permanent Account Number: five letters, four digits, one letter (stored upper-cased). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_MESSAGE = 'pan must be a valid PAN (e.g. ABCDE1234F)';
/** A donor's postal address on the receipt (optional). */
export const DONOR_ADDRESS_MAX = 500;
/** Receipt numbers look like 2026-27/0001: the Indian financial year, then a gap-free sequence. */
export const RECEIPT_NUMBER_PATTERN = /^\d{4}-\d{2}\/\d{4,}$/;

/** Form 10BE (issue 33): the certificates the income-tax portal generates after Form 10BD, mailed to each donor. */
export const FORM_10BE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** A bank statement (CSV or XLSX) as uploaded to the Donations tab. */
export const BANK_STATEMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many certificates in one zip. */
export const FORM_10BE_ZIP_MAX_FILES = 500;

/**
 * How far a zip that came from outside may unpack (issue 43): counted while it is inflated, never taken from
 * the sizes the zip declares. Past any bound the file is refused whole.
 */
export interface UnzipLimits {
  /** All entries together, unpacked. */
  unpackedBytes: number;
  /** Entries of any kind (files, folders, a Mac's __MACOSX copies). */
  entries: number;
  /** Unpacked bytes per packed byte of one entry: deflate reaches about 1,000 on zeros; text and PDFs 2–15. */
  ratio: number;
  /** The ratio is judged once an entry has unpacked this much: small parts (a style sheet) may pack tighter. */
  ratioAfterBytes: number;
}

/** A zip of Form 10BE certificates: as much as an upload may hold, its certificates, a folder each and a Mac's copy of each. */
export const FORM_10BE_UNZIP_LIMITS: UnzipLimits = {
  unpackedBytes: FORM_10BE_UPLOAD_MAX_BYTES,
  entries: 2 * FORM_10BE_ZIP_MAX_FILES + 100,
  ratio: 100,
  ratioAfterBytes: 1024 * 1024,
};

/**
 * A bank statement saved as XLSX, read in a worker thread of its own. 16 MB unpacked is some 34,000 lines
 * (three years of an account with 10,000 lines a year); the spreadsheet library then needs about 110 MB,
 * within the worker's ceiling. A file past the ceiling or the time stops the worker alone.
 */
export const BANK_STATEMENT_XLSX_LIMITS = {
  unzip: { unpackedBytes: 16 * 1024 * 1024, entries: 200, ratio: 100, ratioAfterBytes: 1024 * 1024 } satisfies UnzipLimits,
  /** The worker's old generation (V8 heap), MB. */
  workerHeapMb: 160,
  /** The longest the worker may take over one workbook, seconds. */
  workerSeconds: 30,
} as const;
/** A certificate's mail: never queued yet, or the outbox's state of its latest mailing. */
export const FORM_10BE_MAIL_STATES = ['not-sent', 'pending', 'sent', 'failed', 'cancelled', 'unknown'] as const;
export type Form10beMailState = (typeof FORM_10BE_MAIL_STATES)[number];

/** One uploaded Form 10BE certificate, as the admin's Form 10BE screen lists it. */
export interface Form10beCertificate {
  id: string;
  financialYear: string;
  /** As printed: 'Permanent Account Number', 'Aadhaar Number', ... ('' when the certificate does not say). */
  idCode: string;
  uniqueId: string;
  donorName: string;
  /** The amount printed on the certificate (rupees), null when it could not be read. */
  amount: number | null;
  /** The certificate's acknowledgement number (ARN), '' when none was printed. */
  arn: string;
  fileName: string;
  uploadedAt: string;
  uploadedBy: string;
  /** The donor it was matched to (by PAN, else by name among that year's donors), or null. */
  match: { name: string; email: string; pan: string; donationIds: string[]; by: 'pan' | 'name' } | null;
  mail: { state: Form10beMailState; times: number; lastQueuedAt: string | null; lastQueuedBy: string | null };
}

/** The Form 10BE of some donations (GET /api/admin/form-10be/of-donations?ids=): the send state to show beside each. */
export interface DonationForm10be {
  donationId: string;
  certificateId: string;
  financialYear: string;
  mail: Form10beCertificate['mail'];
}
/** At most this many donations asked about at once (a page of the Donations tab). */
export const FORM_10BE_STATES_MAX_IDS = 100;

export interface Form10beUploadResult {
  added: Form10beCertificate[];
  /** Files whose certificate (same year, donor ID and ARN) was uploaded before: left as they were. */
  alreadyUploaded: string[];
}

export interface Form10beRematchResult {
  /** Certificates whose donor changed (found, lost or another). */
  changed: number;
  unmatched: number;
  message: string;
}

export interface Form10beSendResult {
  queued: number;
  /** Matched certificates not queued: mailed before (resend one by one), or another admin was mailing them. */
  skipped: number;
  message: string;
}

/** A donor's history (issue 33): every gift, receipt and Form 10BE, by financial year. */
export interface DonorHistory {
  /** Found by PAN when the donation has one, else by email. */
  by: 'pan' | 'email';
  donor: { name: string; email: string; pan: string };
  total: number;
  years: Array<{
    financialYear: string;
    total: number;
    donations: Array<{ id: string; date: string; amount: number; mode: PaymentMode; receiptNumber: string | null; receiptDate: string | null; voidedReceipts: string[] }>;
    form10be: Array<{ id: string; arn: string; amount: number | null; mail: Form10beCertificate['mail'] }>;
  }>;
}

/**
 * The Donate page's reference code (issue 33, item 3): 'DON' and six characters without look-alikes (no 0/O,
 * 1/I/L), e.g. DON7KQ4MX. The UPI note starts with it, so the bank statement's narration carries it, and the
 * bank-statement matcher finds it there letters-and-digits only (the word DONATION can never be one: it has I
 * and O). Made once per visit by the page; stored as `reference` of the receipt request.
 */
export const DONATION_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DONATION_REFERENCE_PATTERN = /^DON[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** A new reference code from `random` (numbers in [0, 1); the page passes crypto-backed ones). */
export function newDonationReference(random: () => number = Math.random): string {
  let code = 'DON';
  for (let i = 0; i < 6; i += 1) code += DONATION_REFERENCE_ALPHABET[Math.floor(random() * DONATION_REFERENCE_ALPHABET.length)];
  return code;
}

/** The UPI app's note: the reference first (banks shorten long notes), then what the payment is. */
export function upiNote(reference: string): string {
  return `${reference} Donation`;
}

/**
 * The upi://pay link of a gift of `amount` whole rupees with its reference in the note, as the UPI QR code
 * (GET /api/public/upi-qr) and the page's "Pay with a UPI app" link both carry it.
 */
export function upiPayUri(upi: { id: string; payeeName: string }, amount: number, reference: string): string {
  return `upi://pay?pa=${upi.id}&pn=${encodeURIComponent(upi.payeeName)}&am=${amount.toFixed(2)}&cu=INR&tn=${encodeURIComponent(upiNote(reference))}`;
}

/** The suggested amounts of the Donate page, in rupees. */
export const SUGGESTED_DONATION_AMOUNTS = [500, 1000, 1500, 2500, 5000] as const;

// Bank statements beside the Donations tab (issue 33): what GET/POST /api/admin/bank-statements answer.

/** Why a credit needs a look rather than matching by itself. */
export const BANK_REVIEW_REASONS = ['amount-differs', 'date-outside-window', 'two-candidates', 'near-miss-utr', 'same-amount-and-date'] as const;
export type BankReviewReason = (typeof BANK_REVIEW_REASONS)[number];

/**
 * How many entries of each credit list (matched, needs a look, without a request) one answer carries unless
 * asked for more (`?limit=`, at most BANK_LIST_MAX): a year's statement has thousands, a screen shows a page.
 */
export const BANK_LIST_DEFAULT = 50;
export const BANK_LIST_MAX = 1000;

/** One credit line of an imported statement. */
export interface BankCreditView {
  id: string;
  /** YYYY-MM-DD */
  day: string;
  amount: number;
  narration: string;
  reference: string;
  references: string[];
  statementId: string;
  row: number;
}

/** A receipt request as the lists show it beside a credit. */
export interface BankRequestView {
  id: string;
  name: string;
  email: string;
  amount: number;
  mode: string;
  utr: string;
  date: string;
  receiptGenerated: boolean;
  receiptNumber: string | null;
}

export interface ImportedStatementView {
  id: string;
  bankName: string;
  fileName: string;
  from: string | null;
  to: string | null;
  credits: number;
  added: number;
  importedAt: string;
  importedBy: string;
}

/** The open credits in three lists (each cut to the limit asked; counts are whole), and the requests the bank never saw. */
export interface BankReconciliation {
  matched: Array<{ credit: BankCreditView; request: BankRequestView }>;
  review: Array<{ credit: BankCreditView; candidates: Array<{ request: BankRequestView; reason: BankReviewReason }> }>;
  unmatched: Array<{ credit: BankCreditView; suggestedName: string }>;
  /** Pending requests older than the window whose UTR no imported statement holds (all of them). */
  notFound: BankRequestView[];
  counts: { matched: number; review: number; unmatched: number; notFound: number; confirmed: number; recorded: number };
  statements: ImportedStatementView[];
  window: { daysBefore: number; daysAfter: number; notFoundAfterDays: number };
}

export interface BankStatementImport {
  statementId: string;
  bank: string;
  bankName: string;
  credits: number;
  added: number;
  duplicates: number;
  debits: number;
  from: string | null;
  to: string | null;
  reconciliation: BankReconciliation;
}

export interface BankConfirmResult {
  confirmed: number;
  receipts: Array<{ donationId: string; receiptNumber: string | null }>;
  /** Pairs left for later (another admin at work, an issue that failed), with why. */
  skipped: Array<{ creditId: string; reason: string }>;
}

/** The headers of a bank's columns, as the admin names them for a bank the product does not read by itself. */
export interface BankColumnMapping {
  bankName: string;
  date: string;
  narration: string;
  credit: string;
  reference?: string;
  debit?: string;
  balance?: string;
}

export interface BankChoices {
  banks: Array<{ id: string; name: string }>;
  mappings: BankColumnMapping[];
}
