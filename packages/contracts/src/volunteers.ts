import type { ApplicantStatus, ApplicantType } from './applicants';
import type { Locale } from './i18n/locale';

/** How long an invite's set-password link works. */
export const INVITE_VALID_HOURS = 72;

/** Ceilings of the volunteer portal's texts (reasons, replies, notes) and numbers. */
export const VOLUNTEER_LIMITS = {
  reasonMax: 1000,
  replyMax: 1000,
  correctionMax: 2000,
  certificateRoleMax: 120,
  certificateDescriptionMax: 400,
  signatoryMax: 100,
  certificateHoursMax: 10_000,
  /** One leave request covers at most this many days (from and to included). */
  leaveDaysMax: 90,
  revocationReasonMax: 500,
} as const;

/**
 * A volunteer account, as HR sees it for one person: 'none' (never invited), 'invited' (link sent, no
 * password yet), 'active' (signs in), 'disabled' (by HR, or because the person left).
 */
export const ACCOUNT_STATES = ['none', 'invited', 'active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** GET /api/hr/volunteer-accounts: one per person with an account. Dates are ISO date-times. */
export interface VolunteerAccount {
  applicantId: string;
  email: string;
  state: Exclude<AccountState, 'none'>;
  invitedAt: string | null;
  /** When the last link stops working (null once a password is set). */
  inviteExpiresAt: string | null;
  disabledAt: string | null;
}

/** PUT /api/hr/applicants/:id/account */
export interface AccountUpdate {
  disabled: boolean;
}

/** POST /api/auth/set-password: the token from the invite link and the new password. The answer is a login. */
export interface SetPasswordRequest {
  token: string;
  password: string;
}

/** Applicant statuses in which a person may hold a working account: the others (left, turned down) disable it. */
export const ACCOUNT_ALLOWED_STATUSES: readonly ApplicantStatus[] = ['onboarded', 'active'];

export const LEAVE_TYPE_LABELS = {
  illness: 'Illness',
  exams: 'Exams',
  family: 'Family',
  travel: 'Travel',
  other: 'Other',
} as const;
export type LeaveType = keyof typeof LEAVE_TYPE_LABELS;
export const LEAVE_TYPES = Object.keys(LEAVE_TYPE_LABELS) as LeaveType[];

/** Leave and exit requests: pending until HR decides, or the person cancels one still pending. */
export const REQUEST_STATUS_LABELS = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;
export type RequestStatus = keyof typeof REQUEST_STATUS_LABELS;
export const REQUEST_STATUSES = Object.keys(REQUEST_STATUS_LABELS) as RequestStatus[];

export const REQUEST_DECISIONS = ['approved', 'rejected'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** POST /api/hr/leave-requests/:id/decision and /api/hr/exit-requests/:id/decision; a rejection needs a reply. */
export interface DecisionRequest {
  decision: RequestDecision;
  reply?: string;
}

/** Who a request or certificate belongs to, on HR's lists. */
export interface PersonSummary {
  applicantId: string;
  name: string;
  email: string;
  type: ApplicantType;
}

/** POST /api/volunteer/leave-requests. Days are YYYY-MM-DD. */
export interface NewLeaveRequest {
  type: LeaveType;
  from: string;
  to: string;
  reason: string;
}

export interface LeaveRequest extends NewLeaveRequest {
  _id: string;
  status: RequestStatus;
  hrReply: string;
  /** ISO date-times. */
  createdAt: string;
  decidedAt: string | null;
  /** HR's list only. */
  person?: PersonSummary;
}

/** POST /api/volunteer/exit-requests. */
export interface NewExitRequest {
  /** YYYY-MM-DD */
  lastWorkingDay: string;
  reason: string;
}

export interface ExitRequest extends NewExitRequest {
  _id: string;
  status: RequestStatus;
  hrReply: string;
  createdAt: string;
  decidedAt: string | null;
  person?: PersonSummary;
}

export const CERTIFICATE_TYPE_LABELS = {
  internship: 'Internship completion',
  volunteering: 'Volunteering',
} as const;
export type CertificateType = keyof typeof CERTIFICATE_TYPE_LABELS;
export const CERTIFICATE_TYPES = Object.keys(CERTIFICATE_TYPE_LABELS) as CertificateType[];

/** What a certificate is printed in: English, Hindi, or both on one page (HR chooses; the holder's language by default). */
export const CERTIFICATE_LANGUAGES = ['en', 'hi', 'both'] as const;
export type CertificateLanguage = (typeof CERTIFICATE_LANGUAGES)[number];

/** The applicants a certificate can be issued to: onboarded, or who have worked with the society. */
export const CERTIFIABLE_STATUSES: readonly ApplicantStatus[] = ['onboarded', 'active', 'inactive'];

/**
 * GET /api/hr/certificates/people (paged, by name): a person a certificate can be issued to, with what
 * the issue dialog fills in from their record.
 */
export interface CertificatePerson {
  _id: string;
  name: string;
  email: string;
  type: ApplicantType;
  assignedPosition: string;
  /** ISO date-times, or null when HR has not recorded them. */
  doj: string | null;
  dol: string | null;
  /** The language the person wrote their application in: the dialog offers it as the certificate's. */
  language: Locale;
}

/** POST /api/hr/certificates. Days are YYYY-MM-DD; hours or a description (or both) say what was done. */
export interface NewCertificate {
  applicantId: string;
  type: CertificateType;
  /** The role or project, e.g. 'Teaching assistant, Su-Shiksha Pathshala'. */
  role: string;
  from: string;
  to: string;
  /** Left out: the approved total of the person's hours in the period (GET /api/hr/hours/approved-total). */
  hours?: number | null;
  /** Required when `hours` differs from that approved total: kept on the certificate and the activity log. */
  hoursReason?: string;
  description?: string;
  signatoryName: string;
  signatoryTitle: string;
  /** Left out: the holder's own language. */
  language?: CertificateLanguage;
}

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A certificate as HR and its holder see it. */
export interface Certificate {
  _id: string;
  code: string;
  applicantId: string;
  holderName: string;
  type: CertificateType;
  role: string;
  from: string;
  to: string;
  hours: number | null;
  /** Why HR gave hours other than the approved total; '' when they are that total. */
  hoursReason?: string;
  description: string;
  signatoryName: string;
  signatoryTitle: string;
  /** What the PDF is printed in. */
  language: CertificateLanguage;
  /** ISO date-times. */
  issuedAt: string;
  status: CertificateStatus;
  revokedAt: string | null;
  /** HR's list only. */
  revocationReason?: string;
  person?: PersonSummary;
}

/** POST /api/hr/certificates/:id/revoke */
export interface RevokeCertificateRequest {
  reason: string;
}

/** GET /api/public/certificates/:code: all that anyone holding the code may learn. */
export interface CertificateVerification {
  code: string;
  holderName: string;
  type: CertificateType;
  role: string;
  from: string;
  to: string;
  /** ISO date-times. */
  issuedAt: string;
  status: CertificateStatus;
  revokedAt: string | null;
}

/** The public page that checks a certificate (the QR code on the PDF opens it). */
export function certificateVerifyPath(code: string): string {
  return `/verify/${encodeURIComponent(code)}`;
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Three groups of four: 60 random bits. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A code as typed ('abcd efgh-ijk1', 'O' for zero) in its printed form, or null when it cannot be one. */
export function normaliseCertificateCode(input: string): string | null {
  const plain = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (plain.length !== 12) return null;
  const code = `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}

/** The volunteer's own record, as HR holds it (read-only for them; HR's remarks are not part of it). */
export interface VolunteerProfile {
  applicantId: string;
  type: ApplicantType;
  name: string;
  email: string;
  phone: string;
  gender: string;
  /** YYYY-MM-DD or null. */
  dob: string | null;
  interests: string[];
  availability: number | string | null;
  course: string;
  college: string;
  duration: string;
  experience: string;
  status: ApplicantStatus;
  assignedPosition: string;
  assignedTeam: string;
  doj: string | null;
  dol: string | null;
}

/** POST /api/volunteer/profile/correction */
export interface CorrectionRequest {
  message: string;
}

/** Texts the API answers with and the fronts show. */
export const VOLUNTEER_MESSAGES = {
  inviteSent: `Invite sent. The link works for ${INVITE_VALID_HOURS} hours.`,
  inviteNeedsOnboarding: 'Only an onboarded or active volunteer or intern can be invited.',
  inviteNeedsMail: 'Email is not configured, so no invite can be sent.',
  emailHasAccount: 'This email already has an account on the site (a staff account, or the account of another application).',
  accountNotFound: 'This person has no account yet. Send an invite first.',
  accountCannotEnable: 'This person is no longer onboarded or active, so the account stays disabled.',
  linkInvalid: 'This link has expired or was already used. Ask HR to send you a new one.',
  accountDisabled: 'This account is disabled. Please contact the society.',
  passwordSet: 'Password set. Welcome!',
  personNotFound: 'Your record was not found. Please contact the society.',
  correctionSent: 'Thank you. HR will look at your note.',
  tooManyCorrections: 'You have sent several notes today. HR will read them; please send any other tomorrow.',
  leaveNotFound: 'Leave request not found',
  exitNotFound: 'Exit request not found',
  notPending: 'This request has already been decided or cancelled.',
  exitPending: 'You already have an exit request waiting for HR.',
  replyRequired: 'Please give a reply when rejecting.',
  leaveDatesOrder: 'The last day of leave cannot be before the first.',
  leaveTooLong: `One leave request can cover at most ${VOLUNTEER_LIMITS.leaveDaysMax} days.`,
  leaveInPast: 'Leave cannot start more than 30 days ago.',
  leaveOverlaps: 'You have already asked for leave on some of these days. Cancel that request first, or choose other days.',
  /** HR's reply on a pending leave request cancelled because the person left or was turned down. */
  leaveEndedWithEngagement: 'Cancelled: the engagement ended.',
  certificateNotFound: 'Certificate not found',
  certificatePeriodOrder: 'The end of the period cannot be before its start.',
  certificateNeedsDetail: 'Give the hours or a short description of the work.',
  certificateHolderNotFound: 'No volunteer or intern has this id.',
  alreadyRevoked: 'This certificate is already revoked.',
  unknownCode: 'No certificate has this code. Check the code printed on the certificate.',
  tooManyChecks: 'Too many checks from this address. Please try again later.',
} as const;
