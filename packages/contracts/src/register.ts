// The class register (issue 44): learning centres, their batches, children's enrolments, each class day's
// attendance, ASER learning levels, home visits for children who stopped coming, and the outcomes the
// society shows its donors. Shared by the API and the team dashboard, so neither can drift.
import { aprilYearOf, isConsecutiveYears } from './india-time';

/** Days of the week a batch meets, Monday first (India's week on the register). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A child's mark on a class day. Only `absent` counts towards the run of absences. */
export const ATTENDANCE_MARKS = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** A day in a batch's register: class was held, or it was a holiday / a day without class (no absence counts). */
export const CLASS_DAY_KINDS = ['held', 'holiday', 'no-class'] as const;
export type ClassDayKind = (typeof CLASS_DAY_KINDS)[number];

/** ASER's assessment rounds in an academic year. */
export const ASSESSMENT_ROUNDS = ['baseline', 'midline', 'endline'] as const;
export type AssessmentRound = (typeof ASSESSMENT_ROUNDS)[number];

/** ASER reading levels, lowest first (Hindi, and English where the batch teaches it). */
export const READING_LEVELS = ['beginner', 'letter', 'word', 'paragraph', 'story'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];

/** ASER arithmetic levels, lowest first. */
export const ARITHMETIC_LEVELS = ['beginner', 'number-1-9', 'number-10-99', 'subtraction', 'division'] as const;
export type ArithmeticLevel = (typeof ARITHMETIC_LEVELS)[number];

/** What an assessment records; `readingEnglish` only in a batch that teaches English. */
export const ASSESSMENT_SUBJECTS = ['readingHindi', 'readingEnglish', 'arithmetic'] as const;
export type AssessmentSubject = (typeof ASSESSMENT_SUBJECTS)[number];

/** What a home visit found. */
export const HOME_VISIT_OUTCOMES = ['will-return', 'met-guardian', 'not-at-home', 'moved-away', 'left-studies', 'other'] as const;
export type HomeVisitOutcome = (typeof HOME_VISIT_OUTCOMES)[number];

/** The two terms of an academic year (April–March): a progress card covers one. */
export const TERMS = ['term1', 'term2'] as const;
export type Term = (typeof TERMS)[number];

/** The register's rules, in one place. */
export const REGISTER_RULES = {
  /** A teacher may correct a batch's day for this many days after it (India time); later only the admin. */
  teacherCorrectionDays: 7,
  /** Absent on this many class days in a row: flagged, and on the follow-up list until a home visit. */
  absenceRunFlag: 5,
  /** No figure (a share, an average) is shown when drawn from fewer children than this. */
  minChildrenInFigure: 10,
  /** Records one sync request may carry (a week of a centre offline is about 500). */
  recordsPerSync: 200,
  /**
   * JSON values (keys, items and leaves) a phone puts in one sync request: under the API's ceiling on any JSON
   * body (5,000, JSON_BODY_SHAPE in api/src/middleware/json-body.ts), since a class day carries a mark a child.
   */
  valuesPerSync: 4_000,
  centreNameMax: 100,
  batchNameMax: 100,
  addressMax: 300,
  noteMax: 1000,
  remarkMax: 500,
} as const;

/**
 * An academic year as India's schools write it: '2026-27' runs from 1 April 2026 to 31 March 2027.
 * The year of `day` (YYYY-MM-DD, India time).
 */
export const academicYearOf = aprilYearOf;

/** The first and last day of an academic year ('2026-27' → ['2026-04-01', '2027-03-31']). */
export function academicYearDays(academicYear: string): [string, string] {
  const start = Number(academicYear.slice(0, 4));
  return [`${start}-04-01`, `${start + 1}-03-31`];
}

/** Term 1 is April–September, term 2 October–March; the days of `term` in `academicYear`. */
export function termDays(academicYear: string, term: Term): [string, string] {
  const start = Number(academicYear.slice(0, 4));
  return term === 'term1' ? [`${start}-04-01`, `${start}-09-30`] : [`${start}-10-01`, `${start + 1}-03-31`];
}

/** The term a day (YYYY-MM-DD) falls in: April to September is term 1. */
export function termOf(day: string): Term {
  const month = Number(day.slice(5, 7));
  return month >= 4 && month <= 9 ? 'term1' : 'term2';
}

export const ACADEMIC_YEAR_PATTERN = /^\d{4}-\d{2}$/;
/** '2026-27' and not '2026-29': the pattern, and the second year follows the first. */
export function isAcademicYear(value: unknown): value is string {
  return typeof value === 'string' && ACADEMIC_YEAR_PATTERN.test(value) && isConsecutiveYears(value);
}
/** 'HH:MM', 24-hour. */
export const CLOCK_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

// ---------------------------------------------------------------------------------------------------
// What the API answers (the team dashboard reads exactly these).

export interface CentreView {
  id: string;
  name: string;
  area: string;
  address: string;
  /** An https map link, or ''. */
  mapUrl: string;
  active: boolean;
}

/** A team member who can teach a batch, for the batch form's list: no e-mail, nothing more of the account. */
export interface TeacherView {
  id: string;
  /** Their name, or the part of their e-mail before the @ when they gave none. */
  name: string;
}

export interface BatchView {
  id: string;
  centreId: string;
  centreName: string;
  name: string;
  days: Weekday[];
  /** 'HH:MM' */
  startTime: string;
  endTime: string;
  /** User ids of the team members who teach it. */
  teacherIds: string[];
  teacherNames: string[];
  academicYear: string;
  /** Whether English reading is assessed in it. */
  teachesEnglish: boolean;
  active: boolean;
  /** Children enrolled now. */
  enrolled: number;
}

export interface EnrolmentView {
  batchId: string;
  batchName: string;
  centreName: string;
  /** YYYY-MM-DD */
  from: string;
  /** null while current. */
  to: string | null;
}

/** A child as the register shows it: no Aadhaar, no address; the guardian's phone only for a flagged child. */
export interface RegisterChild {
  studentId: string;
  name: string;
  /** false: no guardian's consent on record; shown as such, and left out of marks, levels and figures. */
  hasConsent: boolean;
  /** The latest level of each subject this academic year, if assessed. */
  latest: Partial<Record<AssessmentSubject, string>>;
  /** Absent on REGISTER_RULES.absenceRunFlag class days in a row, no home visit since. */
  flagged: boolean;
  /** The guardian's phone, for a tap-to-call link; only when flagged. */
  guardianPhone: string | null;
}

/** One batch's day: its kind, every consented child's mark (null: not marked yet). */
export interface RegisterDayView {
  batchId: string;
  day: string;
  kind: ClassDayKind | null;
  /** Whether the signed-in member may still change it (teacher: 7 days; the admin: always). */
  editable: boolean;
  marks: Record<string, AttendanceMark | null>;
  /** Who saved it last and when (ISO), if saved. */
  savedBy: string | null;
  savedAt: string | null;
}

/** One child's month in a batch: a mark per class day. */
export interface BatchMonthView {
  batchId: string;
  /** YYYY-MM */
  month: string;
  days: Array<{ day: string; kind: ClassDayKind }>;
  children: Array<{ studentId: string; name: string; marks: Record<string, AttendanceMark | null>; present: number; held: number }>;
}

export interface AssessmentView {
  academicYear: string;
  round: AssessmentRound;
  /** YYYY-MM-DD */
  assessedOn: string;
  readingHindi: ReadingLevel | null;
  readingEnglish: ReadingLevel | null;
  arithmetic: ArithmeticLevel | null;
}

export interface HomeVisitView {
  id: string;
  day: string;
  outcome: HomeVisitOutcome;
  note: string;
  visitedBy: string;
}

/** A child's page in the register. */
export interface ChildProgressView {
  studentId: string;
  name: string;
  hasConsent: boolean;
  enrolments: EnrolmentView[];
  assessments: AssessmentView[];
  /** Month by month (YYYY-MM), oldest first. */
  attendance: Array<{ month: string; present: number; late: number; absent: number; excused: number; held: number }>;
  homeVisits: HomeVisitView[];
  flagged: boolean;
  guardianPhone: string | null;
}

/** The team's follow-up list: children absent on 5 class days in a row, until a home visit is recorded. */
export interface FollowUpView {
  studentId: string;
  name: string;
  batchId: string;
  batchName: string;
  /** The first day of the run of absences. */
  absentSince: string;
  absentDays: number;
  guardianPhone: string;
}

/** Dates of the assessment rounds of one academic year (set by the team or the admin). */
export interface AssessmentRoundDates {
  academicYear: string;
  round: AssessmentRound;
  from: string;
  to: string;
}

/** A figure is null when drawn from fewer than REGISTER_RULES.minChildrenInFigure children. */
export interface OutcomeFigures {
  childrenEnrolled: number;
  /** Percent of marks present (or late) on held days, by month YYYY-MM. */
  attendanceByMonth: Array<{ month: string; percent: number | null }>;
  /** The same over the whole year so far (the home page's "average attendance"). */
  attendancePercent: number | null;
  /** Percent of children assessed at baseline and later who rose at least one level in any subject. */
  roseALevelPercent: number | null;
  /** Children flagged for absence now. */
  chronicAbsentees: number;
}

export interface OutcomesView {
  academicYear: string;
  society: OutcomeFigures;
  centres: Array<{ centreId: string; name: string } & OutcomeFigures>;
  batches: Array<{ batchId: string; centreId: string; name: string } & OutcomeFigures>;
}

// ---------------------------------------------------------------------------------------------------
// What the phone sends: each record under its own id (a UUID made on the phone), so however often it is
// sent it is stored once. `recordedAt` is when the teacher made it (the phone's clock): of two phones
// marking the same child on the same day, the later mark stands; both are kept in the history.

export const REGISTER_RECORD_KINDS = ['attendance', 'assessment', 'home-visit'] as const;
export type RegisterRecordKind = (typeof REGISTER_RECORD_KINDS)[number];

interface RecordBase {
  id: string;
  /** ISO time the teacher made it. */
  recordedAt: string;
}
export interface AttendanceRecord extends RecordBase {
  kind: 'attendance';
  batchId: string;
  day: string;
  dayKind: ClassDayKind;
  /** studentId → mark; empty for a holiday or a day without class. */
  marks: Record<string, AttendanceMark>;
}
export interface AssessmentRecord extends RecordBase {
  kind: 'assessment';
  studentId: string;
  academicYear: string;
  round: AssessmentRound;
  assessedOn: string;
  readingHindi?: ReadingLevel | null;
  readingEnglish?: ReadingLevel | null;
  arithmetic?: ArithmeticLevel | null;
}
export interface HomeVisitRecord extends RecordBase {
  kind: 'home-visit';
  studentId: string;
  day: string;
  outcome: HomeVisitOutcome;
  note: string;
}
export type RegisterRecord = AttendanceRecord | AssessmentRecord | HomeVisitRecord;

/** The answer to one record of a sync: stored (now or before: `duplicate`), or refused with a message. */
export interface RecordResult {
  id: string;
  status: 'stored' | 'duplicate' | 'refused';
  message?: string;
}
export interface SyncResponse {
  results: RecordResult[];
}

/** What a teacher's phone keeps to open the register offline: their batches and children as last synced. */
export interface RegisterSnapshot {
  syncedAt: string;
  batches: BatchView[];
  /** batchId → children */
  children: Record<string, RegisterChild[]>;
  rounds: AssessmentRoundDates[];
}

/**
 * The routes (under /api), for both sides to agree on. Team: `team/register/...`; the admin: `admin/register/...`.
 *  GET    team/register/centres                      CentreView[]
 *  POST   team/register/centres                      CentreView
 *  PUT    team/register/centres/:id                  CentreView
 *  GET    team/register/teachers                     TeacherView[] (the enabled team members, by name)
 *  GET    team/register/batches?centreId&mine=true   BatchView[]
 *  POST   team/register/batches                      BatchView
 *  PUT    team/register/batches/:id                  BatchView
 *  GET    team/register/batches/:id/children         RegisterChild[]
 *  PUT    team/register/batches/:id/enrolments       { studentIds } enrol (a child in another batch moves)
 *  GET    team/register/batches/:id/days/:day        RegisterDayView
 *  GET    team/register/batches/:id/months/:month    BatchMonthView
 *  POST   team/register/records                      { records: RegisterRecord[] } → SyncResponse
 *  GET    team/register/snapshot                     RegisterSnapshot (the signed-in teacher's batches)
 *  GET    team/register/children/:studentId         ChildProgressView
 *  GET    team/register/follow-ups                   FollowUpView[]
 *  GET    team/register/rounds?academicYear          AssessmentRoundDates[]
 *  PUT    team/register/rounds                       AssessmentRoundDates
 *  PUT    team/register/children/:studentId/remarks  { academicYear, term, remark }
 *  GET    team/register/children/:studentId/progress-card?academicYear&term   PDF
 *  GET    team/register/batches/:id/progress-cards?academicYear&term          PDF (the batch's cards)
 *  GET    team/register/children/:studentId/data-export   JSON (a guardian's access request: record and register)
 *  GET    team/register/outcomes?academicYear        OutcomesView;  …/outcomes.csv  CSV (UTF-8 with BOM)
 *  GET    admin/register/outcomes?academicYear       OutcomesView;  …/outcomes.csv
 *  GET/POST/PUT admin/register/centres, admin/register/batches   as the team's (the admin keeps them too)
 *  PUT    admin/register/batches/:id/days/:day       { dayKind, marks } (a correction after 7 days; the
 *         admin writes it, the activity log keeps the earlier value; the admin reads no register)
 */
export const REGISTER_API = 'team/register';
