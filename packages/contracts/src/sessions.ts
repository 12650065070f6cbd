// Volunteer sessions (issue 45): what HR and the team publish, who signs up (with a waiting list when full),
// check-in by a rotating QR code, check-out, self-logged hours and HR's approval of them. Shared by the API
// and the HR, team and volunteer remotes so neither can drift. Days are 'YYYY-MM-DD' and times 'HH:MM',
// India time.

import type { SESSIONS_EN } from './i18n/catalogues/sessions';
import type { Page } from './paging';

/** A session for a batch of the class register, or another activity (a drive, an event). */
export const SESSION_KINDS = ['batch', 'activity'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The skill a session wants; 'other' when none of these. */
export const SESSION_SKILLS = ['teaching-hindi', 'teaching-english', 'teaching-maths', 'art', 'sport', 'computers', 'music', 'event', 'other'] as const;
export type SessionSkill = (typeof SESSION_SKILLS)[number];

/** Each skill a session wants, by its word in the sessions catalogue (i18n/catalogues/sessions.ts). */
export const SESSION_SKILL_WORDS: Record<SessionSkill, keyof typeof SESSIONS_EN> = {
  'teaching-hindi': 'skillTeachingHindi',
  'teaching-english': 'skillTeachingEnglish',
  'teaching-maths': 'skillTeachingMaths',
  art: 'skillArt',
  sport: 'skillSport',
  computers: 'skillComputers',
  music: 'skillMusic',
  event: 'skillEvent',
  other: 'skillOther',
};

/** 'scheduled' until HR or the team cancels that date. Whether it is over follows from its day and end. */
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A sign-up: holding a place, on the waiting list, or cancelled (by the person or by staff). */
export const SIGN_UP_STATUSES = ['signed-up', 'waiting', 'cancelled'] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];

/** The volunteer's own state on an open session. */
export type MySessionState = 'none' | 'signed-up' | 'waiting';

/** How a check-in or check-out was recorded. */
export const CHECK_METHODS = ['code', 'teacher', 'automatic'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];

/** An hours entry: from a session attended ('session') or logged by the volunteer ('self'). */
export const HOURS_SOURCES = ['session', 'self'] as const;
export type HoursSource = (typeof HOURS_SOURCES)[number];

export const HOURS_STATUSES = ['waiting', 'approved', 'rejected'] as const;
export type HoursStatus = (typeof HOURS_STATUSES)[number];

/** What the safeguarding check found missing for a session with children (see ChildSafety in the API). */
export type SafeguardingGap = 'policy' | 'verification';

/** The sessions' rules, in one place. */
export const SESSION_RULES = {
  /** A sign-up may be cancelled freely until this many hours before the start; later only with a note. */
  cancelFreeHours: 24,
  /** The reminder mail goes this many hours before the start. */
  reminderHours: 24,
  /** The check-in code changes every this many minutes; the current and the previous one are accepted. */
  checkInCodeMinutes: 5,
  /** A recurring session: at most this many dates in one step (a term of weekly sessions). */
  repeatMaxWeeks: 26,
  volunteersWantedMax: 100,
  titleMax: 150,
  placeMax: 200,
  reasonMax: 500,
  noteMax: 1000,
  /** Hours a volunteer logs for one day. */
  hoursPerEntryMax: 12,
  /** Self-logged hours only for the last this many days (and never a day ahead). */
  logHoursWithinDays: 60,
  /** One bulk approval carries at most this many ids (a week is approved by its date instead). */
  approveIdsMax: 500,
} as const;

/** 'YYYY-MM-DD' */
export const SESSION_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// ---------------------------------------------------------------------------------------------------
// Requests.

/** What a session is, as published and as shown. */
export interface SessionFields {
  kind: SessionKind;
  title: string;
  place: string;
  /** YYYY-MM-DD */
  day: string;
  /** 'HH:MM' */
  start: string;
  end: string;
  volunteersWanted: number;
  skill: SessionSkill;
  withChildren: boolean;
}

/** POST /api/hr/sessions and POST /api/team/sessions (the team: kind 'batch', a batch it teaches). */
export interface SessionRequest extends SessionFields {
  /** Required when kind is 'batch'. */
  batchId?: string;
  /** YYYY-MM-DD: one session a week, the same weekday, from `day` until this day (inclusive). */
  repeatWeeklyUntil?: string;
}

/** PUT /api/hr/sessions/:id: a session not yet held (no repeat). */
export type SessionUpdateRequest = Omit<SessionRequest, 'repeatWeeklyUntil'>;

/** POST …/sessions/:id/cancel (staff) */
export interface SessionCancelRequest {
  reason: string;
}

/** POST /api/hr/sessions/:id/assign */
export interface SessionAssignRequest {
  userId: string;
}

/** POST /api/team/sessions/:id/attendance */
export interface SessionAttendanceRequest {
  userId: string;
  present: boolean;
}

/** POST /api/volunteer/sessions/:id/cancel: the note is required within cancelFreeHours of the start. */
export interface SignUpCancelRequest {
  note?: string;
}

/** POST /api/volunteer/sessions/:id/check-in and check-out */
export interface SessionCodeRequest {
  code: string;
}

/** POST /api/volunteer/hours */
export interface HoursLogRequest {
  /** YYYY-MM-DD */
  day: string;
  /** Up to SESSION_RULES.hoursPerEntryMax, in quarters of an hour (1.25). */
  hours: number;
  note: string;
}

/** POST /api/hr/hours/:id/reject */
export interface HoursRejectRequest {
  reason: string;
}

/** POST /api/hr/hours/approve: a week (its Monday) or chosen ids. */
export interface HoursBulkApproveRequest {
  week?: string;
  ids?: string[];
}

// ---------------------------------------------------------------------------------------------------
// Answers.

export interface SessionView extends SessionFields {
  id: string;
  batchId: string | null;
  batchName: string | null;
  status: SessionStatus;
  /** The reason it was cancelled, or null. */
  cancelReason: string | null;
  /** Places taken (signed-up). */
  signedUp: number;
  /** On the waiting list. */
  waiting: number;
  /** Whether it has ended (its day and end are past, India time). */
  over: boolean;
  /** Ids of all dates created in one step with it share this (null for a single date). */
  seriesId: string | null;
}

export interface SignUpView {
  id: string;
  sessionId: string;
  userId: string;
  /** The person's name (or their e-mail's first part). */
  name: string;
  status: SignUpStatus;
  /** 1-based place on the waiting list while waiting, else null. */
  queuePlace: number | null;
  /** ISO times, or null. */
  checkedInAt: string | null;
  checkedInBy: CheckMethod | null;
  checkedOutAt: string | null;
  checkedOutBy: CheckMethod | null;
  /** Marked absent by the teacher. */
  absent: boolean;
  /** The note given when cancelling late (HR sees it), or null. */
  cancelNote: string | null;
  /** Who cancelled: 'self' or 'staff', or null. */
  cancelledBy: 'self' | 'staff' | null;
  /** Whether cancelled within cancelFreeHours of the start. */
  cancelledLate: boolean;
  signedUpAt: string;
}

export interface SessionDetail extends SessionView {
  signUps: SignUpView[];
}

/** GET /api/hr/sessions, GET /api/team/sessions */
export type SessionPage = Page<SessionView>;

/** An open session as the volunteer sees it. */
export interface OpenSessionView extends SessionView {
  mine: MySessionState;
  /** My place in the waiting list, when waiting. */
  queuePlace: number | null;
  /** Whether the safeguarding check lets me sign up (always true for a session without children). */
  mayJoin: boolean;
  /** What is missing when I may not. */
  gaps: SafeguardingGap[];
}

/** GET /api/volunteer/sessions */
export type OpenSessionPage = Page<OpenSessionView>;

/** One of my sign-ups (GET /api/volunteer/sessions/mine, and the answer of sign-up / cancel / check-in / check-out). */
export interface MySignUpView {
  id: string;
  session: SessionView;
  status: SignUpStatus;
  queuePlace: number | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  checkedOutBy: CheckMethod | null;
  /** Whether cancelling now needs a note (within cancelFreeHours of the start). */
  cancelNeedsNote: boolean;
}

/** GET /api/team/sessions/:id/check-in-code */
export interface CheckInCodeView {
  code: string;
  /** Opens the volunteer portal's check-in page: https://…/volunteer-dashboard/check-in/:id?code=… (the site's public address) */
  url: string;
  /** The QR code of `url`, an SVG document. */
  qrSvg: string;
  /** ISO time the code stops being shown (it is still accepted one window more). */
  validUntil: string;
}

export interface HoursEntryView {
  id: string;
  userId: string;
  /** The person's name (HR's list). */
  name: string;
  source: HoursSource;
  /** The session it came from, or null when self-logged. */
  sessionId: string | null;
  sessionTitle: string | null;
  day: string;
  hours: number;
  note: string;
  status: HoursStatus;
  /** The reason when rejected. */
  rejectReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** GET /api/hr/hours */
export type HoursPage = Page<HoursEntryView>;

/** GET /api/volunteer/hours */
export interface MyHoursView {
  entries: HoursEntryView[];
  totals: { approved: number; waiting: number };
}

/** POST /api/hr/hours/approve */
export interface HoursBulkApproveResult {
  approved: number;
}

/** GET /api/hr/hours/approved-total?applicantId&from&to: a volunteer's or intern's approved hours in a period (a certificate's hours) */
export interface ApprovedHoursTotal {
  hours: number;
}

/** The Monday (YYYY-MM-DD) of the week of `day`. */
export function weekMonday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
}

/** `day` plus `days` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
