export const PAYMENT_MODES = ['Bank Transfer', 'Cheque', 'UPI', 'Other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const DEFAULT_PAYMENT_MODE: PaymentMode = 'Bank Transfer';

/** Receipt filter of the admin Donations tab (SPEC §4). */
export const RECEIPT_FILTERS = ['all', 'pending', 'generated'] as const;
export type ReceiptFilter = (typeof RECEIPT_FILTERS)[number];
