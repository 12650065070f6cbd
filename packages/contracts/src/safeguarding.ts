// Child safeguarding (issue 45): the child-protection policy (versioned, in English and Hindi, set by the admin),
// each person's acknowledgement of its current version, their police verification, and the safeguarding lead.
// A session with children may be taken only by a person whose acknowledgement and verification are valid on its day.
import type { Page } from './paging';

/** A police verification's states: asked for, done (with its certificate), refused. */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** A person with no verification on record at all. */
export type VerificationStanding = VerificationStatus | 'none';

/** What a person lacks to work with children on a day. */
export const CHILD_SAFETY_GAPS = ['policy', 'verification'] as const;
export type ChildSafetyGap = (typeof CHILD_SAFETY_GAPS)[number];

/** The roles that acknowledge the policy and are verified: those who meet children. */
export const SAFEGUARDED_ROLES = ['team', 'volunteer'] as const;

/** The safeguarding rules, in one place. */
export const SAFEGUARDING_RULES = {
  /** HR's list warns of verifications expiring within this many days. */
  expiryWarningDays: 30,
  /** Longest text of the policy in either language. */
  policyTextMax: 50_000,
  certificateNumberMax: 100,
  /** The scan of the police certificate, a PDF or a photo of it (its size: UPLOAD_LIMITS.policeVerificationScan). */
  scanTypes: ['application/pdf', 'image/jpeg', 'image/png'] as readonly string[],
} as const;

/** One version of the child-protection policy. */
export interface PolicyVersionView {
  version: number;
  textEn: string;
  textHi: string;
  /** ISO time it was published (it became current then). */
  publishedAt: string;
  publishedBy: { userId: string; name: string } | null;
  /** Whether it is the current version (the newest). */
  current: boolean;
  /** How many people acknowledged this version. */
  acknowledgements: number;
}

/** POST /api/admin/safeguarding/policies: publishes the next version, which becomes current. */
export interface PublishPolicyRequest {
  textEn: string;
  textHi: string;
}

/** GET /api/safeguarding/policy: the current version and the caller's acknowledgement of it. */
export interface CurrentPolicyView {
  /** null while the admin has published none. */
  policy: { version: number; textEn: string; textHi: string; publishedAt: string } | null;
  /** ISO time the caller acknowledged the current version; null when they have not. */
  acknowledgedAt: string | null;
}

/** POST /api/safeguarding/policy/acknowledge: only the current version may be acknowledged. */
export interface AcknowledgePolicyRequest {
  version: number;
}

/** A person's police verification as HR records it. */
export interface VerificationView {
  status: VerificationStatus;
  /** The day it was verified (YYYY-MM-DD); null unless verified. */
  verifiedOn: string | null;
  certificateNumber: string | null;
  /** The day the certificate stops being valid (YYYY-MM-DD); null when not given. */
  expiresOn: string | null;
  /** Whether a scan is held (in private storage: GET /api/hr/verifications/:userId/scan). */
  hasScan: boolean;
  updatedAt: string;
}

/** GET /api/safeguarding/me: the caller's own standing. */
export interface SafeguardingStandingView {
  /** The current policy's version; null when none is published. */
  policyVersion: number | null;
  policyAcknowledged: boolean;
  verification: {
    status: VerificationStanding;
    verifiedOn: string | null;
    expiresOn: string | null;
  };
  /** What the caller lacks to work with children today. */
  gapsToday: ChildSafetyGap[];
}

/** A row of HR's list: a team member or volunteer with their verification and acknowledgement. */
export interface VerificationRowView {
  userId: string;
  name: string;
  email: string;
  role: 'team' | 'volunteer';
  /** null when nothing is on record ('none'). */
  verification: VerificationView | null;
  /** Whether they acknowledged the current policy. */
  policyAcknowledged: boolean;
  /** Days until the verification expires (negative once expired); null without an expiry day. */
  expiresInDays: number | null;
}

/** GET /api/hr/verifications?status=&expiringWithinDays=&page=&pageSize= */
export interface VerificationListQuery {
  status?: VerificationStanding;
  /** Only verified ones expiring from today to that many days ahead (SAFEGUARDING_RULES.expiryWarningDays on HR's screen). */
  expiringWithinDays?: number;
  page?: number;
  pageSize?: number;
}

export type VerificationListPage = Page<VerificationRowView>;

/**
 * PUT /api/hr/verifications/:userId, multipart: these fields plus `scan` (a file: PDF, JPEG or PNG). verifiedOn
 * and certificateNumber are required with 'verified'; a scan once given is kept until another replaces it.
 */
export interface RecordVerificationRequest {
  status: VerificationStatus;
  verifiedOn?: string;
  certificateNumber?: string;
  expiresOn?: string;
}

/** GET /api/admin/safeguarding/lead ; PUT it with { userId } (a staff user: admin, hr or team) or { userId: null }. */
export interface SafeguardingLeadView {
  lead: { userId: string; name: string; email: string; role: string } | null;
}

export interface SetSafeguardingLeadRequest {
  userId: string | null;
}
