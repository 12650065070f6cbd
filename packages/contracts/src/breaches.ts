// The breach register (DPDP Rules 2025, rule 7): what happened, whose data, the notices to the people
// affected and the report to the Data Protection Board within 72 hours of the society becoming aware.

/** The kinds of personal data the society holds, as an incident names them, with the admin's words. */
export const BREACH_DATA_KIND_LABELS = {
  donors: 'Donors (receipt requests)',
  contacts: 'Contact form messages',
  applicants: 'Volunteer and internship applicants',
  volunteers: 'Volunteer portal accounts',
  students: "Children's records (students)",
  staff: 'Staff accounts',
} as const;
export type BreachDataKind = keyof typeof BREACH_DATA_KIND_LABELS;
export const BREACH_DATA_KINDS = Object.keys(BREACH_DATA_KIND_LABELS) as BreachDataKind[];

/**
 * The steps of an incident, in order; each moves only to the next. 'open' until the Board has the first
 * description, 'board-informed' until the full report went, then 'report-sent' until the admin closes it.
 */
export const BREACH_STATE_LABELS = {
  open: 'Open',
  'board-informed': 'Board informed',
  'report-sent': 'Report sent',
  closed: 'Closed',
} as const;
export type BreachState = keyof typeof BREACH_STATE_LABELS;
export const BREACH_STATES = Object.keys(BREACH_STATE_LABELS) as BreachState[];
/** The steps an admin records (POST /api/admin/breaches/{id}/progress), each after the one before it. */
export const BREACH_STEPS = ['board-informed', 'report-sent', 'closed'] as const satisfies readonly BreachState[];
export type BreachStep = (typeof BREACH_STEPS)[number];

/** Which records of the chosen kinds are affected: all of them, or those created within a range of days. */
export const BREACH_SCOPES = ['all', 'range'] as const;
export type BreachScope = (typeof BREACH_SCOPES)[number];

/** The Board's report is due this many hours after the society became aware (unless the Board allows longer). */
export const BREACH_REPORT_HOURS = 72;
const HOUR_MS = 3_600_000;

/** Lengths of an incident's text fields (the API's checks and the admin's form). */
export const BREACH_LIMITS = {
  titleMax: 150,
  textMax: 4000,
} as const;

/** Where the report stands against its deadline: due (time left), overdue, or sent on time or late. */
export type BreachDeadlineState = 'due' | 'overdue' | 'met' | 'late';
export const BREACH_DEADLINE_LABELS: Record<BreachDeadlineState, string> = {
  due: 'Report due',
  overdue: 'Report overdue',
  met: 'Reported in time',
  late: 'Reported late',
};
export const BREACH_DEADLINE_STATES = Object.keys(BREACH_DEADLINE_LABELS) as BreachDeadlineState[];

export interface BreachDeadline {
  state: BreachDeadlineState;
  /** ISO date-time the report is due by. */
  dueAt: string;
  /** Milliseconds from `now` to dueAt (negative once past). */
  msLeft: number;
}

/** The fields the deadline depends on. */
export interface BreachDeadlineFacts {
  discoveredAt: string;
  /** A later deadline the Board allowed, if any. */
  extendedUntil: string | null;
  reportSentAt: string | null;
}

/** When the report is due and where it stands at `now`: one rule for the API's answers and the admin's clock. */
export function breachDeadline({ discoveredAt, extendedUntil, reportSentAt }: BreachDeadlineFacts, now: number): BreachDeadline {
  const standard = new Date(discoveredAt).getTime() + BREACH_REPORT_HOURS * HOUR_MS;
  const due = extendedUntil ? Math.max(standard, new Date(extendedUntil).getTime()) : standard;
  const sent = reportSentAt ? new Date(reportSentAt).getTime() : null;
  const state: BreachDeadlineState = sent !== null ? (sent <= due ? 'met' : 'late') : now <= due ? 'due' : 'overdue';
  return { state, dueAt: new Date(due).toISOString(), msLeft: due - now };
}

/** '2 days 5 hours left', '3 hours overdue': the time to a deadline in the admin's words. */
export function describeTimeLeft(msLeft: number): string {
  const hours = Math.floor(Math.abs(msLeft) / HOUR_MS);
  const minutes = Math.floor((Math.abs(msLeft) % HOUR_MS) / 60_000);
  const days = Math.floor(hours / 24);
  const parts =
    days > 0
      ? [`${days} ${days === 1 ? 'day' : 'days'}`, ...(hours % 24 ? [`${hours % 24} ${hours % 24 === 1 ? 'hour' : 'hours'}`] : [])]
      : hours > 0
        ? [`${hours} ${hours === 1 ? 'hour' : 'hours'}`]
        : [`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`];
  return `${parts.join(' ')} ${msLeft >= 0 ? 'left' : 'overdue'}`;
}

/** The facts an admin records about an incident (POST, and PUT while it is not closed). */
export interface BreachFacts {
  title: string;
  /** What happened: the nature and extent of the breach. */
  description: string;
  /** Where: the system, file or place. */
  location: string;
  /** When it happened, as far as known (ISO date-time); null when not known. */
  occurredAt: string | null;
  /** When the society became aware of it (ISO date-time): the 72 hours count from here. */
  discoveredAt: string;
  kinds: BreachDataKind[];
  scope: BreachScope;
  /** Days in India (YYYY-MM-DD), both inclusive, for scope 'range' (either may be open); null otherwise. */
  from: string | null;
  to: string | null;
  /** The consequences likely for the people affected. */
  consequences: string;
  /** What the society has done or is doing to limit the harm. */
  mitigation: string;
  /** What the people affected can do to protect themselves. */
  safetySteps: string;
  /** The circumstances and reasons, and what is known of the person who caused it (for the Board's report). */
  cause: string;
  /** Measures to prevent it happening again (for the Board's report). */
  remedial: string;
  /** A later deadline for the report, when the Board allowed one on request. */
  extendedUntil: string | null;
}

export type BreachCreateRequest = Omit<BreachFacts, 'location' | 'occurredAt' | 'from' | 'to' | 'consequences' | 'mitigation' | 'safetySteps' | 'cause' | 'remedial' | 'extendedUntil' | 'scope'> &
  Partial<Pick<BreachFacts, 'location' | 'occurredAt' | 'from' | 'to' | 'consequences' | 'mitigation' | 'safetySteps' | 'cause' | 'remedial' | 'extendedUntil' | 'scope'>>;
export type BreachUpdateRequest = Partial<BreachFacts>;

/** POST /api/admin/breaches/{id}/progress: the next step, and when it happened (now when not given). */
export interface BreachProgressRequest {
  step: BreachStep;
  at?: string;
}

/** How many records of one kind the incident reaches, and how many people can be written to. */
export interface BreachKindCount {
  kind: BreachDataKind;
  records: number;
  /** Distinct email addresses among them (students: 0, their guardians are reached by phone). */
  emails: number;
}

/** The notices sent by mail for an incident so far. */
export interface BreachNoticeSummary {
  /** Addresses a notice was queued for. */
  queued: number;
  /** ISO date-time of the last sending, null before any. */
  lastQueuedAt: string | null;
}

/** One incident in the register's list, with what its deadline depends on (the screen's clock counts it down). */
export interface BreachSummary extends BreachDeadlineFacts {
  _id: string;
  title: string;
  state: BreachState;
  kinds: BreachDataKind[];
  deadline: BreachDeadline;
  createdAt: string;
}

/** GET /api/admin/breaches/{id}: the incident, what it reaches and the drafted texts. */
export interface BreachRecord extends BreachFacts {
  _id: string;
  state: BreachState;
  /** Email of the admin who recorded it. */
  recordedBy: string;
  createdAt: string;
  updatedAt: string;
  boardInformedAt: string | null;
  reportSentAt: string | null;
  closedAt: string | null;
  deadline: BreachDeadline;
  affected: BreachKindCount[];
  notices: BreachNoticeSummary;
  /** Whether the API can send the notices by mail (SMTP configured). */
  mailEnabled: boolean;
  drafts: BreachDrafts;
}

/** Texts drafted from the incident and the society's settings, for the admin to check, copy and send. */
export interface BreachDrafts {
  /** The notice to each adult affected; 'Dear [name]' is filled in per person when sent by mail. */
  notice: string;
  /** The notice to the parent or guardian of a child affected; null when no children's records are reached. */
  guardianNotice: string | null;
  /** The first description to the Board, sent without delay. */
  boardIntimation: string;
  /** The report to the Board due within 72 hours. */
  boardReport: string;
}

/** The notice of one person: not sent, or queued by mail (the outbox then delivers or fails it). */
export const BREACH_NOTICE_STATUSES = ['not-sent', 'queued', 'sent', 'failed'] as const;
export type BreachNoticeStatus = (typeof BREACH_NOTICE_STATUSES)[number];

/** One affected person, from one record (never an Aadhaar number: children are listed by name and guardian). */
export interface BreachAffectedPerson {
  kind: BreachDataKind;
  recordId: string;
  name: string;
  /** '' when the record has none (a child's record). */
  email: string;
  phone: string;
  /** A child's parents as recorded, who are told on the child's behalf; '' for everyone else. */
  guardian: string;
  /** When the record was created (ISO date-time). */
  recordedAt: string;
  notice: BreachNoticeStatus;
}

/** POST /api/admin/breaches/{id}/notices. */
export interface BreachNoticesResult {
  /** Notices queued by this request. */
  queued: number;
  /** Addresses already sent a notice for this incident, skipped. */
  alreadySent: number;
  /** Records without an email address (children's records among them): to be told another way. */
  withoutEmail: number;
}
