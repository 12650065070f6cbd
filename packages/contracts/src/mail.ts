/** Delivery state of one email about a donation (see docs: mail outbox). */
export const MAIL_STATUSES = ['disabled', 'pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * 'pending' = queued or being retried; 'failed' = gave up after the last retry; 'disabled' = mail not configured.
 * sentAt is an ISO date-time.
 */
export interface MailState {
  status: MailStatus;
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

/** The donor's emails about one donation; receipt is null until a receipt is issued (and again after a void). */
export interface DonationMail {
  acknowledgement: MailState;
  receipt: MailState | null;
}

/** GET /api/hr/mail */
export interface MailAvailability {
  enabled: boolean;
}

export const MAIL_MESSAGES = {
  receiptQueued: 'Receipt email queued.',
  noReceipt: 'No receipt to send',
  notConfigured: 'Email is not configured.',
  birthdaySent: 'Birthday wish sent.',
  birthdayFailed: 'Failed to send birthday wish. Please try again.',
  birthdayAddressRefused: 'The mail server refused this email address. Check the address and try again.',
  birthdayUnavailable: 'Birthday wishes are not available yet.',
} as const;
