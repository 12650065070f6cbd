// The safeguarding concerns register (issue 45) and children's photos in the gallery. Under POCSO s.19 anyone
// who learns of an offence against a child must report it to the Special Juvenile Police Unit or the local
// police; the register keeps each concern and its steps, in order, and never deletes one.
import type { GalleryItem } from './public-api';
import type { Page } from './paging';

/** A concern's steps, in the only order they may be taken. */
export const CONCERN_STEPS = ['raised', 'assessed', 'reported', 'closed'] as const;
export type ConcernStep = (typeof CONCERN_STEPS)[number];
/** The steps a lead or the admin takes after a concern is raised. */
export type ConcernNextStep = Exclude<ConcernStep, 'raised'>;
export const CONCERN_NEXT_STEPS: readonly ConcernNextStep[] = ['assessed', 'reported', 'closed'];

/** Whom a concern is reported to: the local police, or the Special Juvenile Police Unit. */
export const CONCERN_REPORTED_TO = ['police', 'sjpu'] as const;
export type ConcernReportedTo = (typeof CONCERN_REPORTED_TO)[number];

/** The register's rules, in one place. */
export const CONCERN_RULES = {
  /** A concern must be reported within this many hours of being raised (shown as its deadline). */
  reportWithinHours: 24,
  whatMax: 4000,
  whoMax: 500,
  childNameMax: 100,
  whereMax: 300,
  noteMax: 2000,
  referenceMax: 100,
} as const;

/** POST /api/safeguarding/concerns: anyone signed in as admin, hr, team or volunteer. */
export interface RaiseConcernRequest {
  /** What happened, in the raiser's words. */
  what: string;
  /** The day it happened (YYYY-MM-DD, India time, not in the future). */
  happenedOn: string;
  /** The time it happened (HH:MM, India time), when known. */
  happenedAt?: string;
  /** Who is involved (names, roles). */
  who: string;
  /** The child's name, as the raiser knows it. */
  childName: string;
  /** The child's student record, when the raiser knows it. */
  studentId?: string;
  /** Where it happened. */
  where?: string;
}

/** The raiser's confirmation: the concern is on the register (nothing of its content comes back). */
export interface ConcernReceipt {
  _id: string;
  raisedAt: string;
  message: string;
}

/** POST /api/safeguarding/concerns/:id/steps: the next step only (raised → assessed → reported → closed). */
export interface ConcernStepRequest {
  step: ConcernNextStep;
  note: string;
  /** Required with 'reported'. */
  reportedTo?: ConcernReportedTo;
  /** Required with 'reported': the day it was reported (YYYY-MM-DD, not in the future). */
  reportedOn?: string;
  /** Required with 'reported': the police's reference (FIR / diary number). */
  reference?: string;
}

export interface ConcernPerson {
  userId: string;
  name: string;
  role: string;
}

/** A step taken on a concern. */
export interface ConcernStepView {
  step: ConcernStep;
  note: string;
  by: ConcernPerson;
  /** ISO time it was recorded. */
  at: string;
  reportedTo: ConcernReportedTo | null;
  reportedOn: string | null;
  reference: string | null;
}

/** A row of GET /api/safeguarding/concerns (admin and the safeguarding lead only). */
export interface ConcernSummary {
  _id: string;
  childName: string;
  happenedOn: string;
  /** The last step taken. */
  status: ConcernStep;
  raisedAt: string;
  raisedBy: ConcernPerson;
  /** The report's deadline: raisedAt + CONCERN_RULES.reportWithinHours (ISO). */
  dueAt: string;
  /** Not reported and past dueAt. */
  overdue: boolean;
  /** When the report step was recorded (ISO), null before. */
  reportedAt: string | null;
}

/** GET /api/safeguarding/concerns/:id. */
export interface ConcernDetail extends ConcernSummary {
  what: string;
  happenedAt: string | null;
  who: string;
  studentId: string | null;
  where: string;
  /** Every step, oldest first ('raised' first). */
  steps: ConcernStepView[];
}

export type ConcernPage = Page<ConcernSummary>;

/** The concerns register's routes (under /api). */
export const CONCERNS_API = 'safeguarding/concerns';

// ---- Children's photos in the gallery -----------------------------------------------------------------

/**
 * The admin's gallery fields beside the public ones (never in the public answer). An item that shows children
 * is published only when each child in childIds has a guardian's photo consent.
 */
export interface GalleryChildrenFields {
  /** false: a draft, not on the public gallery. Items stored before this field are published. */
  published?: boolean;
  showsChildren?: boolean;
  /** Student ids of the children in the photo. */
  childIds?: string[];
}

/** A child in a gallery photo, as the admin's form shows them. */
export interface GalleryChild {
  studentId: string;
  name: string;
  photoConsent: boolean;
}

/** GET /api/admin/gallery-items (admin): every item, drafts included, with its children. */
export interface AdminGalleryItem extends GalleryItem {
  titleHi?: string;
  descriptionHi?: string;
  published: boolean;
  showsChildren: boolean;
  children: GalleryChild[];
}

/** GET /api/admin/students/search?name= (admin): children by name, for a gallery photo. */
export type StudentNameMatch = GalleryChild;
