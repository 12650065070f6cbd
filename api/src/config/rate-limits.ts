import { MESSAGES } from '@society/contracts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every throttle of the API in one place (the README lists them). Counted per client address (per email too
 * for logins) in the database, so the limits hold across API replicas. Every request a form route receives
 * counts, accepted or not; a refused one does not.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  /** Failures allowed inside the window; the next attempt is refused with 429. */
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 20,
} as const;

export interface FormRateLimit {
  max: number;
  windowMs: number;
  /** The SPEC §8 text of the form's 429. */
  message: string;
}

export const FORM_RATE_LIMITS = {
  contact: { max: 5, windowMs: 10 * MINUTE, message: MESSAGES.contactTooMany },
  volunteer: { max: 5, windowMs: HOUR, message: MESSAGES.applicationTooMany },
  intern: { max: 5, windowMs: HOUR, message: MESSAGES.applicationTooMany },
  donation: { max: 10, windowMs: HOUR, message: MESSAGES.donationTooMany },
} as const satisfies Record<string, FormRateLimit>;

export type FormName = keyof typeof FORM_RATE_LIMITS;

/**
 * Acknowledgement mails per recipient address. The donation form mails whatever address it is given, with a
 * name the sender chooses: without this, the form could be used to send the society's mail to strangers.
 * Past the limit the receipt request is still stored; only its acknowledgement is not sent.
 */
export const ACKNOWLEDGEMENT_MAIL_LIMIT = { max: 3, windowMs: 24 * HOUR } as const;
