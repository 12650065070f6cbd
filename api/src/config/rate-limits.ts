import { DATA_REQUEST_MESSAGES, MESSAGES } from '@society/contracts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Every throttle of the API in one place (the README lists them). Counted in the database, so the limits
 * hold across API replicas. RATE_LIMIT_FACTOR (test runs only) multiplies the maxima of the logins and forms.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  /**
   * Failures allowed for one email from one client address inside the window; the next attempt from there is
   * refused with 429. Another address (the account's owner at their desk) is not held back by them.
   */
  maxFailuresPerEmailAndIp: 5,
  /**
   * Failures allowed for one email from every address together: guesses spread over many addresses. Far
   * above the pair's limit, so that a stranger's five wrong passwords do not lock the owner out.
   */
  maxFailuresPerEmail: 50,
  maxFailuresPerIp: 20,
  /** Failures of one email at which its owner is told by mail, once a window (LoginThrottle.failed). */
  alertAtFailuresPerEmail: 10,
} as const;

/**
 * The public forms. Many real people share one address (carrier-grade NAT on mobile networks, a college
 * lab, a hostel), so the per-address limit leaves room for a whole class, while one person is held tight
 * by email (and, for applications, by phone). Only accepted submissions count towards those; invalid
 * ones (400) and bots' count apart, so a script sending bad bodies is stopped without using up the room
 * real people need. Each limit is per form.
 */
export const FORM_LIMITS = {
  perAddress: { max: 60, windowMs: HOUR },
  perPerson: { max: 3, windowMs: HOUR },
  rejectedPerAddress: { max: 100, windowMs: HOUR },
  /** A form sent sooner than this after it was shown was filled by a script. */
  minFillSeconds: 3,
} as const;

/** The SPEC §8 text of each form's 429. */
export const FORM_TOO_MANY = {
  contact: MESSAGES.contactTooMany,
  volunteer: MESSAGES.applicationTooMany,
  intern: MESSAGES.applicationTooMany,
  donation: MESSAGES.donationTooMany,
  dataRequest: DATA_REQUEST_MESSAGES.tooMany,
} as const satisfies Record<string, string>;

export type FormName = keyof typeof FORM_TOO_MANY;

/**
 * Acknowledgement mails per recipient address. The donation form mails whatever address it is given, with a
 * name the sender chooses: without this, the form could be used to send the society's mail to strangers.
 * Past the limit the receipt request is still stored; only its acknowledgement is not sent.
 */
export const ACKNOWLEDGEMENT_MAIL_LIMIT = { max: 3, windowMs: 24 * HOUR } as const;

/**
 * "You have already applied" mails per recipient address. A second application is answered like the first (so
 * the form does not say who has applied) and the address is mailed instead: past this, nothing is mailed.
 */
export const REPEAT_APPLICATION_MAIL_LIMIT = { max: 3, windowMs: 24 * HOUR } as const;

/**
 * Public routes that look up a secret: the set-password link's token and a certificate's code, per client
 * address. Both secrets are unguessable; these limits keep anyone from trying many, and the verify route
 * from being used to walk the register.
 */
export const SET_PASSWORD_LIMIT = { max: 10, windowMs: HOUR } as const;
export const CERTIFICATE_CHECK_LIMIT = { max: 60, windowMs: HOUR } as const;
/**
 * Confirmation mails of data-rights requests per recipient address. The "Your data" form mails whatever address
 * it is given: past this, the request is answered the same but neither stored nor mailed, so the form cannot be
 * used to flood a stranger's mailbox (and the answer still says nothing about the address).
 */
export const DATA_REQUEST_MAIL_LIMIT = { max: 3, windowMs: 24 * HOUR } as const;

/**
 * A volunteer's correction notes, per account: each one is mailed to every HR account, so a script (or a
 * stuck button) must not fill HR's mailboxes.
 */
export const CORRECTION_NOTE_LIMIT = { max: 5, windowMs: 24 * HOUR } as const;

/**
 * Aadhaar numbers a team member may reveal in an hour: a class's worth for a teacher filling in a form, far from
 * the whole register a stolen token would take. Past it the reveal answers 429, and the admins are mailed
 * (once an hour per person).
 */
export const AADHAAR_REVEAL_LIMIT = { max: 20, windowMs: HOUR } as const;

/**
 * The footer's visitor count takes one visit per client address an hour (the footer calls it on every page):
 * further calls answer the count as it stands, so a script cannot inflate the figure.
 */
export const VISITOR_COUNT_WINDOW_MS = HOUR;

/** The links of data-rights requests (confirming one, downloading an export), per client address. */
export const DATA_REQUEST_LINK_LIMIT = { max: 20, windowMs: HOUR } as const;
