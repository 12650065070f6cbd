import type { Role } from './roles';

/** The kinds of record the activity log names (its 'kind' filter), with the words the Activity tab shows. */
export const AUDIT_KIND_LABELS = {
  login: 'Login',
  settings: 'Site settings',
  user: 'User',
  donation: 'Donation',
  'core-team': 'Core team',
  gallery: 'Gallery',
  publication: 'Publication',
  announcement: 'Announcement',
  applicant: 'Applicant',
  student: 'Student',
  'volunteer-account': 'Volunteer account',
  leave: 'Leave request',
  exit: 'Exit request',
  certificate: 'Certificate',
  retention: 'Retention schedule',
  breach: 'Data breach',
  'data-request': 'Data-rights request',
  'bank-statement': 'Bank statement',
  'form-10be': 'Form 10BE',
  'register-day': 'Class register day',
  'safeguarding-concern': 'Safeguarding concern',
  'safeguarding-policy': 'Child-protection policy',
  'police-verification': 'Police verification',
  'safeguarding-lead': 'Safeguarding lead',
} as const;
export type AuditKind = keyof typeof AUDIT_KIND_LABELS;
export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

/** What was done to the record, with the words the Activity tab shows. */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'issue-receipt': 'Issued receipt',
  'void-receipt': 'Voided receipt',
  'resend-receipt': 'Resent receipt',
  'reveal-aadhaar': 'Revealed Aadhaar',
  'login-succeeded': 'Logged in',
  'login-failed': 'Failed login',
  invite: 'Sent invite',
  'set-password': 'Set password',
  'disable-account': 'Disabled account',
  'enable-account': 'Enabled account',
  'request-correction': 'Asked for a correction',
  approve: 'Approved',
  reject: 'Rejected',
  cancel: 'Cancelled',
  issue: 'Issued',
  revoke: 'Revoked',
  'retention-run': 'Deleted as scheduled',
  'board-informed': 'Informed the Board',
  'report-sent': 'Sent the Board report',
  close: 'Closed',
  'send-breach-notices': 'Sent breach notices',
  'record-consent': 'Recorded guardian consent',
  'withdraw-consent': 'Consent withdrawn, data erased',
  'request-data': 'Asked (not yet confirmed)',
  confirm: 'Confirmed by email link',
  'send-export': 'Sent data export',
  erase: 'Erased',
  import: 'Imported',
  'match-credit': 'Matched to a bank credit',
  'record-credit': 'Recorded from a bank credit',
  dismiss: 'Dismissed',
  mail: 'Mailed',
  'mail-again': 'Mailed again',
  read: 'Read',
  publish: 'Published',
  acknowledge: 'Acknowledged',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** Who the log names for the API's own scheduled work (the retention job), and the address it stands in for. */
export const AUDIT_SYSTEM_ACTOR = { email: 'system (scheduled job)', address: 'internal' } as const;
/** Who the log names for a step a visitor takes on the "Your data" page (their email stays on the request only). */
export const AUDIT_REQUESTER_ACTOR = { email: 'the person asking (Your data page)' } as const;

/** A field's value as the log keeps it: never a secret (passwords, hashes, tokens, full Aadhaar numbers). */
export type AuditValue = string | number | boolean | null;

/** One field that changed; null stands for 'not set' (before a create, after a delete). */
export interface AuditFieldChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** One entry of GET /api/admin/activity. */
export interface AuditEntry {
  _id: string;
  /** ISO date-time. */
  at: string;
  /** The staff member's id; null for a failed login (no one was signed in). */
  actorId: string | null;
  /** The staff member's email as it was then; for a failed login, the email that was tried. */
  actorEmail: string;
  actorRole: Role | null;
  /** The client's address, as the gateway passed it on. */
  address: string;
  kind: AuditKind;
  action: AuditAction;
  recordId: string | null;
  /** Words that name the record for a reader (a user's email, a donor's name and receipt number...). */
  recordLabel: string;
  /** Only the fields that changed. */
  changes: AuditFieldChange[];
}

/** The Activity tab's paging: the page size it asks for, and the most the API sends at once. */
export const AUDIT_PAGING = { defaultPageSize: 25, maxPageSize: 100, maxPage: 10_000 } as const;

/** GET /api/admin/activity's filters (export.csv takes the same, without the paging). */
export interface AuditFilters {
  /** Part of the person's email (case-insensitive). */
  person?: string;
  kind?: AuditKind;
  /** Days in India (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
}

export interface AuditQuery extends AuditFilters {
  page?: number;
  pageSize?: number;
}

/** One page of the log, newest first. */
export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
