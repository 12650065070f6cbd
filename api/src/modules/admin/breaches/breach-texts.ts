import { BREACH_DATA_KIND_LABELS, BREACH_REPORT_HOURS, formatDateTime, mailText, translator, type BreachDataKind, type BreachDrafts, type BreachKindCount, type Locale, type MAIL_TEXTS, type Translate } from '@society/contracts';
import type { BreachRecord } from '../../../database/schemas/breach.schema';
import { greeting } from '../../../mail/mail-texts';

/** Who the notices and reports name as the society and the person who answers questions. */
export interface BreachContact {
  societyName: string;
  /** The grievance contact of the privacy page, else the society's general contact. */
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  addressLines: string[];
}

/** What the report says about the notices given so far. */
export interface IntimationFacts {
  queued: number;
  lastQueuedAt: Date | null;
  /** Records reached that have no email address (children's records among them). */
  withoutEmail: number;
}

/** The placeholder a drafted notice carries where each person's name goes. */
export const NAME_PLACEHOLDER = '[name]';
const NOT_GIVEN = '(not recorded yet)';

type Words = Translate<typeof MAIL_TEXTS>;
const english: Words = translator(mailText, 'en');

/** '26 November 2026, 10:15 am IST': the society's staff and the Board read India's time. */
export function indiaTime(date: Date): string {
  return english('breachTime', { time: formatDateTime(date, 'en') });
}

/** India's time in a notice's language: '26 नवंबर 2026, सुबह 10:15 बजे (भारतीय समय)' in Hindi. */
function indiaTimeIn(date: Date, locale: Locale, t: Words): string {
  return t('breachTime', { time: formatDateTime(date, locale) });
}

const or = (text: string, fallback = NOT_GIVEN) => (text.trim() ? text.trim() : fallback);
const kindsInWords = (kinds: BreachDataKind[]) => kinds.map((kind) => BREACH_DATA_KIND_LABELS[kind].toLowerCase()).join('; ');

function scopeInWords(breach: BreachRecord): string {
  if (breach.scope === 'all') return 'all records of these kinds';
  if (breach.from && breach.to) return `records of these kinds created from ${breach.from} to ${breach.to}`;
  if (breach.from) return `records of these kinds created on or after ${breach.from}`;
  if (breach.to) return `records of these kinds created on or before ${breach.to}`;
  return 'all records of these kinds';
}

function contactLines(contact: BreachContact, t: Words = english): string[] {
  // The Site tab may not have the contacts yet: a reply still reaches the society.
  if (!contact.contactEmail && !contact.contactPhone) return [contact.contactName, t('breachReplyOrWrite'), ...contact.addressLines];
  return [
    contact.contactName,
    contact.contactEmail ? t('breachEmail', { email: contact.contactEmail }) : '',
    contact.contactPhone ? t('breachPhone', { phone: contact.contactPhone }) : '',
    ...contact.addressLines,
  ].filter(Boolean);
}

function whatHappened(breach: BreachRecord, locale: Locale = 'en', t: Words = english): string[] {
  const discovered = indiaTimeIn(breach.discoveredAt, locale, t);
  return [
    t('breachWhat', { description: breach.description }),
    breach.occurredAt ? t('breachWhenOccurred', { occurred: indiaTimeIn(breach.occurredAt, locale, t), discovered }) : t('breachWhenDiscovered', { discovered }),
    ...(breach.location ? [t('breachWhere', { location: breach.location })] : []),
  ];
}

/**
 * The notice to one person (rule 7(1)): what, when and where, the consequences, what was done, what they can
 * do, whom to ask; in `locale` around the admin's own words (mailText).
 */
function notice(breach: BreachRecord, contact: BreachContact, greeting: string, about: 'breachAboutYou' | 'breachAboutChild', locale: Locale = 'en'): string {
  const t = translator(mailText, locale);
  return [
    greeting,
    '',
    t('breachIntro', { society: contact.societyName, about: t(about) }),
    '',
    ...whatHappened(breach, locale, t),
    '',
    t('breachConsequences', { text: or(breach.consequences, t('breachConsequencesUnknown')) }),
    '',
    t('breachMitigation', { text: or(breach.mitigation, t('breachMitigationUnknown')) }),
    '',
    t('breachSafety', { text: or(breach.safetySteps, t('breachSafetyDefault')) }),
    '',
    t('breachQuestions'),
    ...contactLines(contact, t),
    '',
    t('breachSorry'),
    contact.societyName,
  ].join('\n');
}

/** The notice mailed to one person, in their language (the one their record was made in; English if none). */
export function noticeFor(breach: BreachRecord, contact: BreachContact, name: string, locale: Locale = 'en'): string {
  const t = translator(mailText, locale);
  // A staff account may have no name on record, and a name may be a stranger's text: greeting() says 'Hello,' then.
  return notice(breach, contact, greeting(t, name), 'breachAboutYou', locale);
}

/** The drafts the admin checks, copies or sends. */
export function breachDrafts(breach: BreachRecord, contact: BreachContact, affected: BreachKindCount[], intimations: IntimationFacts): BreachDrafts {
  const records = affected.reduce((sum, kind) => sum + kind.records, 0);
  const reached = affected.map((kind) => `- ${BREACH_DATA_KIND_LABELS[kind.kind]}: ${kind.records} ${kind.records === 1 ? 'record' : 'records'}`);
  const facts = [
    `Data Fiduciary: ${contact.societyName}`,
    ...whatHappened(breach),
    `Kinds of personal data: ${kindsInWords(breach.kinds)} (${scopeInWords(breach)}).`,
    `Extent: ${records} ${records === 1 ? 'record' : 'records'} reached:`,
    ...reached,
  ];
  /** A letter to the Board: its heading, the facts, what this letter adds, and whom to contact. */
  const toBoard = (heading: string, body: string[]) =>
    ['To the Data Protection Board of India', '', heading, '', ...facts, ...body, '', 'Contact:', ...contactLines(contact)].join('\n');
  const boardIntimation = toBoard('Intimation of a personal data breach (Digital Personal Data Protection Rules, 2025, rule 7(2)(a))', [
    `Likely impact: ${or(breach.consequences)}`,
    '',
    `A detailed report follows within ${BREACH_REPORT_HOURS} hours of our becoming aware of the breach.`,
  ]);
  const intimationReport =
    intimations.queued > 0
      ? `Notices were sent by email to ${intimations.queued} ${intimations.queued === 1 ? 'address' : 'addresses'}${intimations.lastQueuedAt ? ` (last on ${indiaTime(intimations.lastQueuedAt)})` : ''}.`
      : 'No notices have been sent by email through our system yet.';
  const boardReport = toBoard('Report on a personal data breach (Digital Personal Data Protection Rules, 2025, rule 7(2)(b))', [
    '',
    `Circumstances, reasons, and findings about the person who caused the breach: ${or(breach.cause)}`,
    `Measures taken to mitigate the risk: ${or(breach.mitigation)}`,
    `Remedial measures to prevent a recurrence: ${or(breach.remedial)}`,
    `Intimations to the Data Principals affected: ${intimationReport}${intimations.withoutEmail > 0 ? ` ${intimations.withoutEmail} ${intimations.withoutEmail === 1 ? 'record has' : 'records have'} no email address and ${intimations.withoutEmail === 1 ? 'is' : 'are'} to be informed by phone or in person${breach.kinds.includes('students') ? " (children through their parents or guardians)" : ''}.` : ''}`,
  ]);
  return {
    notice: noticeFor(breach, contact, NAME_PLACEHOLDER),
    guardianNotice: breach.kinds.includes('students')
      ? notice(breach, contact, english('breachDearGuardian', { name: NAME_PLACEHOLDER }), 'breachAboutChild')
      : null,
    boardIntimation,
    boardReport,
  };
}

/** The subject of a notice mail. */
export function noticeSubject(contact: BreachContact, locale: Locale = 'en'): string {
  return translator(mailText, locale)('breachSubject', { society: contact.societyName });
}
