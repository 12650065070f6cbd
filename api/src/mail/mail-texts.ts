import { formatDay, formatRupees, legalDataKindsText, mailText, translator, type ApplicantType, type CertificateType, type DataRequestKind, type LeaveType, type Locale, type MAIL_TEXTS, type Translate } from '@society/contracts';
import { isPersonName } from '../validation/person-name';
import type { OutgoingMail } from './mail.service';

/** A mail's subject and text, in the language of the person it goes to (mailText; English unchanged). */
export type MailText = Pick<OutgoingMail, 'subject' | 'text'>;

const english = translator(mailText, 'en');

/**
 * 'Dear Kavita,': the name only if it is one (no link or address, person-name.ts), whoever typed it and
 * whenever, so no stored text can put a stranger's words at the head of the society's mail; else 'Hello,'.
 */
export function greeting(t: Translate<typeof MAIL_TEXTS>, name: string): string {
  return isPersonName(name) ? t('dear', { name: name.trim() }) : t('hello');
}

/** How mails are signed: the society's name and its site's address, from the Site tab ('' = left out). */
export interface MailSignature {
  name: string;
  siteUrl: string;
}

/** What a mail about a donation needs to know; plain, warm and short. */
export interface DonationMailFacts {
  donorName: string;
  amount: number;
  signature: MailSignature;
  /** The donor's language (the receipt request's); English if not given. */
  locale?: Locale;
}

const signed = ({ name, siteUrl }: MailSignature) => [name, siteUrl].filter(Boolean);

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function rupees(amount: number): string {
  return `INR ${RUPEES.format(amount)}`;
}

/** '2026-27/0001' → 'receipt-2026-27-0001.pdf' (the name of the admin's download too). */
export function receiptFileName(number: string): string {
  return `receipt-${number.replace(/\//g, '-')}.pdf`;
}

/** The amount as a mail in `locale` writes it: 'INR 1,500' in English (as ever), '₹1,500' in Hindi. */
function amountIn(amount: number, locale: Locale): string {
  return locale === 'hi' ? formatRupees(amount, 'hi') : rupees(amount);
}

/** 'ABCDE1234F', '2025-26' → 'form-10be-2025-26-ABCDE1234F.pdf' */
export function form10beFileName(financialYear: string, uniqueId: string): string {
  return `form-10be-${financialYear}-${uniqueId.replace(/[^A-Za-z0-9]/g, '')}.pdf`;
}

export function acknowledgementMail(facts: DonationMailFacts): MailText {
  const locale = facts.locale ?? 'en';
  const t = translator(mailText, locale);
  return {
    subject: t('acknowledgementSubject'),
    text: [greeting(t, facts.donorName), '', t('acknowledgementBody', { amount: amountIn(facts.amount, locale) }), '', t('withGratitude'), ...signed(facts.signature)].join('\n'),
  };
}

export function receiptMail(facts: DonationMailFacts & { number: string }): MailText {
  const locale = facts.locale ?? 'en';
  const t = translator(mailText, locale);
  return {
    subject: t('receiptSubject', { number: facts.number }),
    text: [greeting(t, facts.donorName), '', t('receiptBody', { amount: amountIn(facts.amount, locale), number: facts.number }), '', t('withGratitude'), ...signed(facts.signature)].join('\n'),
  };
}

/** The mail carrying a donor's Form 10BE certificate of a financial year ('2025-26'). */
export function form10beMail(facts: Omit<DonationMailFacts, 'amount'> & { financialYear: string }): MailText {
  const t = translator(mailText, facts.locale ?? 'en');
  return {
    subject: t('form10beSubject', { year: facts.financialYear }),
    text: [greeting(t, facts.donorName), '', t('form10beBody', { year: facts.financialYear }), '', t('withGratitude'), ...signed(facts.signature)].join('\n'),
  };
}

/** HR's wish, in the language the person applied in. */
export function birthdayWishMail(name: string, signature: MailSignature, locale: Locale = 'en'): MailText {
  const t = translator(mailText, locale);
  return {
    subject: t('birthdaySubject'),
    text: [greeting(t, name), '', t('birthdayBody'), '', t('birthdayClosing'), ...signed(signature)].join('\n'),
  };
}

/** What a mail to a volunteer or intern needs to know; `locale` is their application's language (English if none). */
export interface PersonMailFacts {
  name: string;
  societyName: string;
  locale?: Locale;
}

const signOff = (societyName: string, t: Translate<typeof MAIL_TEXTS> = english) => ['', t('warmRegards'), societyName];

export function inviteMail(facts: PersonMailFacts & { link: string; validHours: number }): MailText {
  const t = translator(mailText, facts.locale ?? 'en');
  return {
    subject: t('inviteSubject', { society: facts.societyName }),
    text: [greeting(t, facts.name), '', t('inviteBody', { hours: String(facts.validHours), link: facts.link }), ...signOff(facts.societyName, t)].join('\n'),
  };
}

/** To someone who applied again (for `type`): the first application, of `appliedOn` (YYYY-MM-DD, India), is kept. */
export function repeatApplicationMail(facts: PersonMailFacts & { type: ApplicantType; appliedOn: string }): MailText {
  const locale = facts.locale ?? 'en';
  const t = translator(mailText, locale);
  const kind = { internship: facts.type === 'intern' ? 'yes' : 'no' };
  const date = locale === 'en' ? facts.appliedOn : formatDay(facts.appliedOn, locale);
  return {
    subject: t('repeatApplicationSubject', kind),
    text: [greeting(t, facts.name), '', t('repeatApplicationBody', { ...kind, date }), ...signOff(facts.societyName, t)].join('\n'),
  };
}

/** The request HR decided: a leave (its type and days, YYYY-MM-DD) or an exit (the last working day). */
export type DecidedRequest = { kind: 'leave'; type: LeaveType; from: string; to: string } | { kind: 'exit'; lastDay: string };

const LEAVE_TYPE_KEYS = {
  illness: 'leaveIllness',
  exams: 'leaveExams',
  family: 'leaveFamily',
  travel: 'leaveTravel',
  other: 'leaveOther',
} as const satisfies Record<LeaveType, keyof typeof MAIL_TEXTS>;

/** How a mail names a decided request: 'request for illness leave from 2026-12-01 to 2026-12-03'. */
export function decidedRequestName(request: DecidedRequest, locale: Locale = 'en'): string {
  const t = translator(mailText, locale);
  const day = (date: string) => (locale === 'en' ? date : formatDay(date, locale));
  return request.kind === 'leave'
    ? t('leaveRequest', { type: t(LEAVE_TYPE_KEYS[request.type]), from: day(request.from), to: day(request.to) })
    : t('exitRequest', { day: day(request.lastDay) });
}

export function decisionMail(facts: PersonMailFacts & { request: DecidedRequest; approved: boolean; reply: string }): MailText {
  const locale = facts.locale ?? 'en';
  const t = translator(mailText, locale);
  const verdict = { what: decidedRequestName(facts.request, locale), approved: facts.approved ? 'yes' : 'no' };
  const after = facts.request.kind === 'exit' && facts.approved ? t('exitApproved') : '';
  return {
    subject: t('decisionSubject', verdict),
    text: [
      greeting(t, facts.name),
      '',
      t('decisionBody', verdict),
      ...(facts.reply ? ['', t('hrReply', { reply: facts.reply })] : []),
      ...(after ? ['', after] : []),
      ...signOff(facts.societyName, t),
    ].join('\n'),
  };
}

/** The four mails of a volunteer session: a sign-up, a place from the waiting list, a cancelled date, the reminder. */
export type SessionMailKind = 'signedUp' | 'movedUp' | 'cancelled' | 'reminder';

const SESSION_MAIL_KEYS = {
  signedUp: ['sessionSignedUpSubject', 'sessionSignedUpBody'],
  movedUp: ['sessionMovedUpSubject', 'sessionMovedUpBody'],
  cancelled: ['sessionCancelledSubject', 'sessionCancelledBody'],
  reminder: ['sessionReminderSubject', 'sessionReminderBody'],
} as const satisfies Record<SessionMailKind, readonly [keyof typeof MAIL_TEXTS, keyof typeof MAIL_TEXTS]>;

/** A session's day (YYYY-MM-DD), start and end ('HH:MM') as a mail in `locale` writes them. */
export function sessionWhen(day: string, start: string, end: string, locale: Locale): string {
  return `${locale === 'en' ? day : formatDay(day, locale)}, ${start}–${end}`;
}

export function sessionMail(facts: PersonMailFacts & { kind: SessionMailKind; title: string; when: string; place: string; reason?: string }): MailText {
  const locale = facts.locale ?? 'en';
  const t = translator(mailText, locale);
  const [subject, body] = SESSION_MAIL_KEYS[facts.kind];
  const values = { title: facts.title, when: facts.when, place: facts.place, reason: facts.reason ?? '' };
  return { subject: t(subject, values), text: [greeting(t, facts.name), '', t(body, values), ...signOff(facts.societyName, t)].join('\n') };
}

/** To HR: a volunteer or intern says their record is wrong. */
export function correctionRequestedMail(facts: PersonMailFacts & { type: string; message: string }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Correction requested by ${facts.name}`,
    text: [
      `${facts.name} (${facts.type}) asks HR to correct their details on the volunteer portal:`,
      '',
      facts.message,
      '',
      `The note is also among the remarks of ${facts.name}'s record in the HR dashboard, where their details are edited.`,
      '',
      `${facts.societyName}, volunteer portal`,
    ].join('\n'),
  };
}

/** To the admins (staff read English): a team member reached the limit of Aadhaar reveals and was refused more. */
export function revealLimitMail(facts: { email: string; role: string; address: string; revealed: number; minutes: number }): MailText {
  return {
    subject: `Aadhaar reveals stopped for ${facts.email}`,
    text: [
      `${facts.email} (${facts.role}) revealed ${facts.revealed} children's Aadhaar numbers within ${facts.minutes} minutes, the most one person may, and was just refused another (from the address ${facts.address}).`,
      '',
      "A teacher filling in forms may need this many; a stolen token would take them all. Each reveal is in the Activity tab (action 'reveal-aadhaar'), with the child and the time. If you did not expect it, disable the account in Users, and give it a new password before enabling it again.",
      '',
      'No Aadhaar number is in this mail. More reveals by this account are refused until the hour is over; you are told at most once an hour.',
    ].join('\n'),
  };
}

const CERTIFICATE_TITLE_KEYS = { volunteering: 'certificateVolunteering', internship: 'certificateInternship' } as const satisfies Record<CertificateType, keyof typeof MAIL_TEXTS>;

export function certificateIssuedMail(facts: PersonMailFacts & { type: CertificateType; code: string; verifyUrl: string }): MailText {
  const t = translator(mailText, facts.locale ?? 'en');
  const title = t(CERTIFICATE_TITLE_KEYS[facts.type]);
  return {
    subject: t('certificateSubject', { title }),
    text: [greeting(t, facts.name), '', t('certificateBody', { title, code: facts.code, url: facts.verifyUrl }), ...signOff(facts.societyName, t)].join('\n'),
  };
}

export function certificateRevokedMail(facts: PersonMailFacts & { code: string; reason: string }): MailText {
  const t = translator(mailText, facts.locale ?? 'en');
  return {
    subject: t('revokedSubject', { code: facts.code }),
    text: [greeting(t, facts.name), '', t('revokedBody', { code: facts.code, reason: facts.reason }), ...signOff(facts.societyName, t)].join('\n'),
  };
}

/** To an account's owner: its sign-ins failed `count` times within `minutes` (the login throttle's window). */
export function failedSignInsMail(facts: { name: string; email: string; count: number; minutes: number; societyName: string; locale?: Locale }): MailText {
  const t = translator(mailText, facts.locale ?? 'en');
  const society = facts.societyName || t('theSociety');
  return {
    subject: t('signInAlertSubject', { society }),
    text: [greeting(t, facts.name), '', t('signInAlertBody', { minutes: String(facts.minutes), count: String(facts.count), email: facts.email }), ...signOff(facts.societyName, t)].join('\n'),
  };
}

/** What a mail about a data-rights request needs to know. */
export interface DataRequestMailFacts {
  name: string;
  societyName: string;
  /** The right asked for: the mail names it in the page's words ('See my data'). */
  kind: DataRequestKind;
  locale?: Locale;
}

/** The data-request mail's translate function, the right's name ('see my data' in an English sentence) and the society's. */
function dataRequestWords(facts: DataRequestMailFacts) {
  const locale = facts.locale ?? 'en';
  const t = translator(mailText, locale);
  // The right's name as the "Your data" page says it (legalDataKindsText).
  const what = translator(legalDataKindsText, locale)(facts.kind);
  return { t, what, inSentence: locale === 'en' ? what.toLowerCase() : what, society: facts.societyName || t('theSociety') };
}

export function dataRequestConfirmMail(facts: DataRequestMailFacts & { link: string; validHours: number }): MailText {
  const { t, what, society } = dataRequestWords(facts);
  return {
    subject: t('dataConfirmSubject', { society }),
    text: [greeting(t, facts.name), '', t('dataConfirmBody', { what, hours: String(facts.validHours), link: facts.link }), ...signOff(facts.societyName, t)].join('\n'),
  };
}

export function dataExportMail(facts: DataRequestMailFacts & { link: string; validDays: number }): MailText {
  const { t } = dataRequestWords(facts);
  return {
    subject: t('dataExportSubject'),
    text: [greeting(t, facts.name), '', t('dataExportBody', { days: String(facts.validDays), link: facts.link }), ...signOff(facts.societyName, t)].join('\n'),
  };
}

export function dataRequestClosedMail(facts: DataRequestMailFacts & { done: boolean; reply: string }): MailText {
  const { t, inSentence } = dataRequestWords(facts);
  return {
    subject: t('dataClosedSubject', { what: inSentence, done: facts.done ? 'yes' : 'no' }),
    text: [
      greeting(t, facts.name),
      '',
      facts.done ? t('dataClosedDone', { what: inSentence }) : t('dataClosedDeclined', { what: inSentence }),
      ...(facts.reply ? ['', facts.reply] : []),
      '',
      t('dataComplaint'),
      ...signOff(facts.societyName, t),
    ].join('\n'),
  };
}

/** The erasure's outcome: what was erased and what was kept and why (HeldDataService.erasurePlan, in the person's language). */
export function erasureDoneMail(facts: DataRequestMailFacts & { removed: string[]; kept: Array<{ what: string; why: string }>; reply: string }): MailText {
  const { t } = dataRequestWords(facts);
  return {
    subject: t('erasureSubject'),
    text: [
      greeting(t, facts.name),
      '',
      t('erasureIntro'),
      '',
      t('erasureRemoved'),
      ...(facts.removed.length > 0 ? facts.removed.map((line) => `- ${line}`) : [`- ${t('erasureNothing')}`]),
      '',
      t('erasureKept'),
      ...facts.kept.map((kept) => t('erasureKeptLine', { what: kept.what, why: kept.why })),
      ...(facts.reply ? ['', facts.reply] : []),
      '',
      t('dataComplaint'),
      ...signOff(facts.societyName, t),
    ].join('\n'),
  };
}
