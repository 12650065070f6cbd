// Data protection (DPDP Act 2023, DPDP Rules 2025): the retention schedule's kinds and their defaults.
// The privacy notice (privacy-notice.ts) states these periods: changing a default needs a new notice version.
// The API reads each period from its environment (validated at start-up) and the admin's and visitors'
// screens read the schedule in force from the API, so these defaults are stated once, here.

/** The kinds of personal data the daily retention job deletes once their period has passed. */
export const RETENTION_KINDS = [
  'contactMessages',
  'rejectedApplicants',
  'formerVolunteers',
  'donationScreenshots',
  'mailCopies',
  'requestLogs',
  'registerRecords',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export interface RetentionRule {
  /** What is deleted, in the words the admin and the privacy page show. */
  label: string;
  /** From when the period counts. */
  countedFrom: string;
  defaultDays: number;
  /** The shortest period the configuration accepts (the Rules keep processing logs for a year). */
  minDays: number;
}

/** The longest period any kind may be set to: ten years. */
export const RETENTION_MAX_DAYS = 3650;

export const RETENTION_RULES: Record<RetentionKind, RetentionRule> = {
  contactMessages: { label: 'Contact form messages', countedFrom: 'the day the message was sent', defaultDays: 730, minDays: 1 },
  rejectedApplicants: {
    label: 'Volunteer and internship applications not taken up (rejected)',
    countedFrom: 'the last change to the application',
    defaultDays: 1095,
    minDays: 1,
  },
  formerVolunteers: {
    label: 'Former volunteers and interns (inactive)',
    countedFrom: 'their date of leaving (or the last change to the record when none is set)',
    defaultDays: 1095,
    minDays: 1,
  },
  donationScreenshots: {
    label: 'Payment screenshots sent with a receipt request',
    countedFrom: 'the day the receipt was issued',
    defaultDays: 90,
    minDays: 1,
  },
  mailCopies: { label: 'Copies of emails sent to donors', countedFrom: 'the day the email was sent or given up', defaultDays: 180, minDays: 1 },
  requestLogs: { label: 'Records of data-rights requests', countedFrom: 'the day the request was closed', defaultDays: 1095, minDays: 365 },
  // Three years past the academic year: a child's progress across their years at a centre, and the outcomes the
  // society reports to its donors and auditors for the past three years; no longer.
  registerRecords: {
    label: "Children's class register (attendance, learning levels, home visits, follow-ups, teachers' remarks, enrolments)",
    countedFrom: 'the end of the academic year (31 March) the record belongs to',
    defaultDays: 1095,
    minDays: 1,
  },
};

/** Donation records and 80G receipts are kept for income tax this many years (configurable, never erased sooner). */
export const DONATION_RECORDS_DEFAULT_YEARS = 8;
/** The response period for a data-rights request the society publishes (the Rules allow at most 90 days). */
export const DATA_REQUEST_RESPONSE_DEFAULT_DAYS = 30;
export const DATA_REQUEST_RESPONSE_MAX_DAYS = 90;

/** How far ahead the admin's retention view looks. */
export const RETENTION_PREVIEW_DAYS = 30;
/** The most records the preview names per kind (the count is always complete). */
export const RETENTION_PREVIEW_ITEMS = 50;

/** The schedule in force, as GET /api/admin/retention and the public privacy read give it. */
export interface RetentionScheduleEntry {
  kind: RetentionKind;
  label: string;
  countedFrom: string;
  days: number;
}

/** One record the job will delete (or strip of its file) within the preview window. */
export interface RetentionDueItem {
  id: string;
  /** Words that name the record for the admin: a name and an email, a donor's receipt number... */
  label: string;
  /** ISO date-time at which it becomes due (in the past: it goes at the next run). */
  dueAt: string;
}

export interface RetentionDueGroup extends RetentionScheduleEntry {
  /** How many records fall due within the preview window (including those already due). */
  total: number;
  /** The first of them, soonest first (at most RETENTION_PREVIEW_ITEMS). */
  items: RetentionDueItem[];
}

/** One run of the retention job. */
export interface RetentionRunSummary {
  /** The day in India the run belongs to (YYYY-MM-DD). */
  day: string;
  startedAt: string;
  finishedAt: string | null;
  /** Records deleted (or files removed) per kind. */
  deleted: Partial<Record<RetentionKind, number>>;
}

/** GET /api/admin/retention. */
export interface RetentionOverview {
  schedule: RetentionScheduleEntry[];
  donationRecordsYears: number;
  previewDays: number;
  due: RetentionDueGroup[];
  lastRun: RetentionRunSummary | null;
}
