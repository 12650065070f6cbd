export const PAYMENT_MODES = ['Bank Transfer', 'Cheque', 'UPI', 'Other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
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
