import { defineCatalogue, type Messages, type Translate } from './i18n/catalogue';

// The privacy notice, versioned: every public form records the version the person accepted, so each
// version stays here, newest first, and the privacy page can show any of them again. A change to what a
// form collects, why, or how long it is kept (the retention schedule) is a new version at the top.

export const NOTICE_FORMS = ['contact', 'volunteer', 'internship', 'donation', 'dataRequest'] as const;
export type NoticeForm = (typeof NOTICE_FORMS)[number];

/** What one form's notice says, in full (the privacy page) and in short (beside the form). */
export interface FormNotice {
  /** The form's name and page. */
  form: string;
  page: string;
  collects: string;
  why: string;
  who: string;
  keep: string;
  /** The itemised notice beside the form: what, why, how long, each in a line. */
  short: { collects: string; why: string; keep: string };
}

export interface PrivacyNoticeVersion {
  version: number;
  /** The day it took effect (YYYY-MM-DD). */
  published: string;
  /** What changed from the version before (the privacy page's version history). */
  changes: string;
  /** How to withdraw consent (beside the society's email address). */
  withdraw: string;
  /** How to complain, and to whom (beside the grievance contact's address). */
  complain: string;
  /** A form added later has no notice in the versions before it. */
  forms: Partial<Record<NoticeForm, FormNotice>>;
}

const WITHDRAW = 'You can withdraw your consent at any time by writing to us; it does not undo what was done before, and we keep only what the law requires.';
const COMPLAIN = 'Write to our grievance contact first; if you are not satisfied with the answer, you may complain to the Data Protection Board of India.';

const APPLICATION_WHO = 'The society’s HR team, and its administrators.';
const DONATION_COLLECTS =
  'Your name, email address, the amount, the payment mode, the transaction (UTR) number or the name of the person who paid in cash, and, if you choose to add them, your postal address, PAN and a screenshot of the payment.';
const DONATION_WHY =
  'To match your gift with our bank records, send you a receipt for your tax deduction under section 80G, and keep the accounts that the law requires of a registered charity.';
const DONATION_WHO = 'The society’s administrators who keep the accounts. Payment screenshots are stored privately and are never shown on the website.';

const FORMS_OF_VERSION_2: Record<Exclude<NoticeForm, 'dataRequest'>, FormNotice> = {
  contact: {
    form: 'Contact form',
    page: '/contact',
    collects: 'Your name, email address and message.',
    why: 'To read your message and reply to you.',
    who: 'Society staff who answer messages (the admin and HR teams).',
    keep: '2 years from when you wrote, then deleted.',
    short: { collects: 'Your name, email and message.', why: 'Only to answer this message.', keep: '2 years, then deleted.' },
  },
  volunteer: {
    form: 'Volunteer application',
    page: '/support/volunteer',
    collects:
      'Your name, email address, phone number, gender, date of birth, the area you would like to help in, your experience (if you tell us), the hours you can give each week, how you heard about us, and your agreement to the volunteer terms.',
    why: 'To consider your application, contact you about it, and plan the work if you join us. Your date of birth tells us whether a parent or guardian must agree too; if you join us, staff also use it to wish you on your birthday.',
    who: APPLICATION_WHO,
    keep: 'If we do not take your application forward: 3 years after its last change. If you join us: 3 years after you stop volunteering. Then deleted.',
    short: {
      collects: 'Your contact details, date of birth, and what you would like to do.',
      why: 'To consider your application and contact you about it.',
      keep: '3 years after your application closes or you stop volunteering, then deleted.',
    },
  },
  internship: {
    form: 'Internship application',
    page: '/support/internship',
    collects:
      'Your name, email address, phone number, gender, date of birth, course and college, the area you are interested in, the duration and availability you choose, how you heard about us, and your agreement to the internship terms.',
    why: 'To consider your application, contact you about it, arrange the internship and issue your certificate.',
    who: APPLICATION_WHO,
    keep: 'If we do not take your application forward: 3 years after its last change. If you intern with us: 3 years after the internship ends, so that we can confirm a certificate if asked. Then deleted.',
    short: {
      collects: 'Your contact details, date of birth, course and college, and your choices.',
      why: 'To consider your application, arrange the internship and issue your certificate.',
      keep: '3 years after your application closes or the internship ends, then deleted.',
    },
  },
  donation: {
    form: 'Donation receipt request',
    page: '/support/donate',
    collects: DONATION_COLLECTS,
    why: DONATION_WHY,
    who: DONATION_WHO,
    keep: 'Donation records: 8 years, as Indian tax law expects for books of account. A payment screenshot: 90 days after your receipt is issued. Copies of the emails we send you: 180 days.',
    short: {
      collects: 'Your name, email, payment details, and the address, PAN and screenshot if you add them.',
      why: 'To match your payment and send your 80G receipt; tax law makes us keep the accounts.',
      keep: 'Donation records 8 years; the screenshot 90 days after the receipt.',
    },
  },
};

// Version 3: an applicant under 18 names a parent or guardian, and a person who joins may be given a
// portal account; the rest of each application's notice is as in version 2.
const GUARDIAN_COLLECTED = ' If you are under 18: the name, relation and phone number of the parent or guardian who agrees, and how we checked their consent.';
const PORTAL_KEPT =
  ' If you join us and HR invites you to the volunteer portal, your account, your leave and exit requests and your certificates are kept with your record for the same time (a certificate’s check stays answerable while it is kept).';

function withGuardianAndPortal(notice: FormNotice): FormNotice {
  return {
    ...notice,
    collects: notice.collects + GUARDIAN_COLLECTED,
    keep: notice.keep + PORTAL_KEPT,
    short: { ...notice.short, collects: `${notice.short.collects} Under 18: a parent’s or guardian’s consent.` },
  };
}

/** A version that has a notice for every form: the current one always has. */
export type CompletePrivacyNotice = PrivacyNoticeVersion & { forms: Record<NoticeForm, FormNotice> };

const VERSION_3: CompletePrivacyNotice = {
  version: 3,
  published: '2026-11-26',
  changes:
    'Added the "Your data" page, where you can ask to see, correct or erase your data, nominate someone, or raise a grievance, and how long we keep a record of such requests. The volunteer and internship applications now say what we ask of a parent or guardian when you are under 18, and what the volunteer portal keeps if you join us.',
  withdraw: WITHDRAW,
  complain: COMPLAIN,
  forms: {
    ...FORMS_OF_VERSION_2,
    volunteer: withGuardianAndPortal(FORMS_OF_VERSION_2.volunteer),
    internship: withGuardianAndPortal(FORMS_OF_VERSION_2.internship),
    dataRequest: {
      form: 'Your data request',
      page: '/your-data',
      collects: 'Your name, email address, the right you ask for, what you tell us about it, and for a nomination the name and email address of the person you nominate.',
      why: 'To confirm the request comes from the owner of the email address, serve it within the period we publish, and show that we did.',
      who: 'The society’s administrators who answer data requests.',
      keep: '3 years after the request is closed (at least a year, as the Rules require), then deleted. A request never confirmed is deleted once its link expires.',
      short: {
        collects: 'Your name, email, the right you ask for and your note.',
        why: 'To confirm it is you, serve the request and keep a record that we did.',
        keep: '3 years after the request is closed, then deleted.',
      },
    },
  },
};

export const PRIVACY_NOTICE_VERSIONS: readonly PrivacyNoticeVersion[] = [
  VERSION_3,
  {
    version: 2,
    published: '2026-11-26',
    changes:
      'Each form now shows a short notice of what it collects, why and for how long, and records which version you accepted. Periods stated for each kind of data, as our daily deletion schedule applies them; payment screenshots are deleted 90 days after the receipt is issued.',
    withdraw: WITHDRAW,
    complain: COMPLAIN,
    forms: FORMS_OF_VERSION_2,
  },
  {
    version: 1,
    published: '2026-11-01',
    changes: 'First published.',
    withdraw: WITHDRAW,
    complain: COMPLAIN,
    forms: {
      contact: {
        form: 'Contact form',
        page: '/contact',
        collects: 'Your name, email address and message.',
        why: 'To read your message and reply to you.',
        who: 'Society staff who answer messages (the admin and HR teams).',
        keep: '2 years from when you wrote, then deleted.',
        short: { collects: 'Your name, email and message.', why: 'We use your name and email only to answer this message.', keep: '2 years, then deleted.' },
      },
      volunteer: {
        form: 'Volunteer application',
        page: '/support/volunteer',
        collects:
          'Your name, email address, phone number, gender, date of birth, the area you would like to help in, your experience (if you tell us), the hours you can give each week, how you heard about us, and your agreement to the volunteer terms.',
        why: 'To consider your application, contact you about it, and plan the work if you join us. Your date of birth tells us you are old enough to volunteer; if you join us, staff also use it to wish you on your birthday.',
        who: APPLICATION_WHO,
        keep: '3 years after the last activity on your application (for volunteers who join us: 3 years after you stop volunteering).',
        short: {
          collects: 'Your application.',
          why: 'Our HR team uses these details only to review your application and contact you.',
          keep: '3 years after the last activity on your application.',
        },
      },
      internship: {
        form: 'Internship application',
        page: '/support/internship',
        collects:
          'Your name, email address, phone number, gender, date of birth, course and college, the area you are interested in, the duration and availability you choose, how you heard about us, and your agreement to the internship terms.',
        why: 'To consider your application, contact you about it, arrange the internship and issue your certificate.',
        who: APPLICATION_WHO,
        keep: '3 years after the last activity on your application or internship, so that we can confirm a certificate if asked.',
        short: {
          collects: 'Your application.',
          why: 'Our HR team uses these details only to review your application and contact you.',
          keep: '3 years after the last activity on your application or internship.',
        },
      },
      donation: {
        form: 'Donation receipt request',
        page: '/support/donate',
        collects:
          'Your name, email address, the amount, the payment mode, the transaction (UTR) number or the name of the person who paid in cash, and, if you choose to add one, a screenshot of the payment.',
        why: DONATION_WHY,
        who: DONATION_WHO,
        keep: '8 years from the end of the financial year of the donation, as Indian tax law expects for books of account.',
        short: { collects: 'Your payment details.', why: 'We use these details only to match your payment and send the receipt.', keep: '8 years.' },
      },
    },
  },
];

/** The notice the forms show now. */
export const CURRENT_PRIVACY_NOTICE: CompletePrivacyNotice = VERSION_3;
export const NOTICE_VERSIONS: readonly number[] = PRIVACY_NOTICE_VERSIONS.map((notice) => notice.version);

export function privacyNotice(version: number): PrivacyNoticeVersion | undefined {
  return PRIVACY_NOTICE_VERSIONS.find((notice) => notice.version === version);
}

/** What a public form sends with its fields: the version of the notice shown beside it. */
export interface NoticeFields {
  /** Absent: the current version (the one the site's forms show). */
  noticeVersion?: number;
}

/** The consent a stored submission records (GET responses for staff, the person's data export). */
export interface ConsentRecord {
  noticeVersion: number;
  /** ISO date-time the submission was received. */
  acceptedAt: string;
}

// ——— The notice in Hindi ———
// A translation says the same as its English version, so it is the same version: the number a form records
// does not depend on the language the person read it in. The Hindi (i18n/hi/legal-notice.ts) is loaded only
// by a page in Hindi, through the catalogue below (useText(privacyNoticeText) suspends until it is there).

/** The words of one version: what a translation gives (its number, its day and each form's page are the English one's). */
export interface PrivacyNoticeWords {
  changes: string;
  withdraw: string;
  complain: string;
  forms: Partial<Record<NoticeForm, Omit<FormNotice, 'page'>>>;
}
/** Every version's words in one language, by version number. */
export type PrivacyNoticeTranslation = Readonly<Record<number, PrivacyNoticeWords>>;

const FORM_FIELDS = ['form', 'collects', 'why', 'who', 'keep'] as const;
const SHORT_FIELDS = ['collects', 'why', 'keep'] as const;

/** One message per text of every version: 'v3.changes', 'v3.contact.keep', 'v3.contact.short.keep'. */
export function privacyNoticeMessages(words: PrivacyNoticeTranslation): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [version, notice] of Object.entries(words)) {
    messages[`v${version}.changes`] = notice.changes;
    messages[`v${version}.withdraw`] = notice.withdraw;
    messages[`v${version}.complain`] = notice.complain;
    for (const id of NOTICE_FORMS) {
      const form = notice.forms[id];
      if (!form) continue;
      for (const field of FORM_FIELDS) messages[`v${version}.${id}.${field}`] = form[field];
      for (const field of SHORT_FIELDS) messages[`v${version}.${id}.short.${field}`] = form.short[field];
    }
  }
  return messages;
}

const ENGLISH_WORDS: PrivacyNoticeTranslation = Object.fromEntries(PRIVACY_NOTICE_VERSIONS.map(({ version, changes, withdraw, complain, forms }) => [version, { changes, withdraw, complain, forms }]));

/** Every text of every version as messages (English, and Hindi on demand); see `privacyNoticeIn`. */
export const privacyNoticeText = defineCatalogue('legal-notice', privacyNoticeMessages(ENGLISH_WORDS), () =>
  import('./i18n/hi/legal-notice').then((module) => ({ default: privacyNoticeMessages(module.default) })),
);

/**
 * `notice` in the language of `t` (the translate function of `privacyNoticeText`): the same version, day,
 * forms and pages, every text translated.
 */
export function privacyNoticeIn<N extends PrivacyNoticeVersion>(notice: N, t: Translate<Messages>): N {
  const v = `v${notice.version}`;
  const forms: PrivacyNoticeVersion['forms'] = {};
  for (const id of NOTICE_FORMS) {
    const form = notice.forms[id];
    if (!form) continue;
    forms[id] = {
      page: form.page,
      form: t(`${v}.${id}.form`),
      collects: t(`${v}.${id}.collects`),
      why: t(`${v}.${id}.why`),
      who: t(`${v}.${id}.who`),
      keep: t(`${v}.${id}.keep`),
      short: { collects: t(`${v}.${id}.short.collects`), why: t(`${v}.${id}.short.why`), keep: t(`${v}.${id}.short.keep`) },
    };
  }
  return { ...notice, changes: t(`${v}.changes`), withdraw: t(`${v}.withdraw`), complain: t(`${v}.complain`), forms } as N;
}
