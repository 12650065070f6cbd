import { BREACH_DATA_KIND_LABELS, BREACH_REPORT_HOURS, type BreachDataKind, type BreachDrafts, type BreachKindCount } from '@society/contracts';
import type { BreachRecord } from '../../../database/schemas/breach.schema';

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

const INDIA_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
/** '26 November 2026, 10:15 am IST': the society's staff and the Board read India's time. */
export function indiaTime(date: Date): string {
  return `${INDIA_TIME.format(date)} IST`;
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

function contactLines(contact: BreachContact): string[] {
  // The Site tab may not have the contacts yet: a reply still reaches the society.
  if (!contact.contactEmail && !contact.contactPhone) return [contact.contactName, 'Reply to this email, or write to the address on our website.', ...contact.addressLines];
  return [
    contact.contactName,
    contact.contactEmail ? `Email: ${contact.contactEmail}` : '',
    contact.contactPhone ? `Phone: ${contact.contactPhone}` : '',
    ...contact.addressLines,
  ].filter(Boolean);
}

function whatHappened(breach: BreachRecord): string[] {
  return [
    `What happened: ${breach.description}`,
    `When: ${breach.occurredAt ? `it happened on or about ${indiaTime(breach.occurredAt)}; ` : ''}we became aware of it on ${indiaTime(breach.discoveredAt)}.`,
    ...(breach.location ? [`Where: ${breach.location}`] : []),
  ];
}

/** The notice to one person (rule 7(1)): what, when and where, the consequences, what was done, what they can do, whom to ask. */
function notice(breach: BreachRecord, contact: BreachContact, greeting: string, about: string): string {
  return [
    greeting,
    '',
    `We are writing to tell you about a personal data breach at ${contact.societyName} that affects ${about}.`,
    '',
    ...whatHappened(breach),
    '',
    `Likely consequences for you: ${or(breach.consequences, 'we are still assessing them and will write again.')}`,
    '',
    `What we have done: ${or(breach.mitigation, 'we are taking steps to contain it and will write again.')}`,
    '',
    `What you can do: ${or(breach.safetySteps, 'be careful with unexpected messages or calls that mention us, and do not share passwords or one-time codes.')}`,
    '',
    'If you have any question, please contact:',
    ...contactLines(contact),
    '',
    'We are sorry for this.',
    contact.societyName,
  ].join('\n');
}

export function noticeFor(breach: BreachRecord, contact: BreachContact, name: string): string {
  // A staff account may have no name on record.
  return notice(breach, contact, name.trim() ? `Dear ${name.trim()},` : 'Hello,', 'your personal data held by us');
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
      ? notice(breach, contact, `Dear parent or guardian of ${NAME_PLACEHOLDER},`, "your child's personal data held by us (a child is informed through their parent or guardian)")
      : null,
    boardIntimation,
    boardReport,
  };
}

/** The subject of a notice mail. */
export function noticeSubject(contact: BreachContact): string {
  return `Important: a personal data breach at ${contact.societyName}`;
}
