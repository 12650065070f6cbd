import {
  ARITHMETIC_LEVELS,
  ASSESSMENT_ROUNDS,
  READING_LEVELS,
  REGISTER_RULES,
  type AssessmentRound,
  type AssessmentSubject,
  type OutcomeFigures,
  type OutcomesView,
} from '@society/contracts';
import type { ChildMonth } from '../schemas/month-tally.schema';

// The outcome arithmetic (issue 44, item 6), pure: the service reads a year's documents once (each batch's
// months as counted per child, its enrolments, levels and follow-ups) and hands them here, so the rules are
// tested without a database and the report costs one pass.

/** A batch's month: each child's marks on held days and how many were present or late (MonthTally). */
export interface BatchMonth {
  batchId: string;
  /** YYYY-MM */
  month: string;
  children: Record<string, ChildMonth>;
}

/** A child's levels in one round, as stored. */
export interface RoundLevels {
  studentId: string;
  round: AssessmentRound;
  readingHindi: string | null;
  readingEnglish: string | null;
  arithmetic: string | null;
}

export interface OutcomeInput {
  academicYear: string;
  centres: Array<{ centreId: string; name: string }>;
  batches: Array<{ batchId: string; centreId: string; name: string }>;
  /** The year's enrolments in those batches, oldest first per child (consented children only). */
  enrolments: Array<{ studentId: string; batchId: string; from: string }>;
  months: BatchMonth[];
  assessments: RoundLevels[];
  /** Open follow-ups: children flagged for absence now. */
  followUps: Array<{ studentId: string; batchId: string }>;
  /** Children with a guardian's consent on record: no one else counts in any figure. */
  consented: ReadonlySet<string>;
}

const ORDER: Record<AssessmentSubject, readonly string[]> = { readingHindi: READING_LEVELS, readingEnglish: READING_LEVELS, arithmetic: ARITHMETIC_LEVELS };
const SUBJECTS = Object.keys(ORDER) as AssessmentSubject[];

/** A share in whole percent, or null when drawn from fewer children than the rule allows. */
export function percentOf(part: number, whole: number, children: number): number | null {
  if (children < REGISTER_RULES.minChildrenInFigure || whole === 0) return null;
  return Math.round((part / whole) * 100);
}

/** Whether a child's latest round after the baseline shows at least one subject a level higher than the baseline. */
export function roseALevel(baseline: RoundLevels, latest: RoundLevels): boolean {
  return SUBJECTS.some((subject) => {
    const before = baseline[subject];
    const after = latest[subject];
    return before !== null && after !== null && ORDER[subject].indexOf(after) > ORDER[subject].indexOf(before);
  });
}

/** A scope's tallies while the year is read: month → marks, and the children each figure is drawn from. */
class Tally {
  readonly enrolled = new Set<string>();
  readonly months = new Map<string, { present: number; marks: number; children: Set<string> }>();
  readonly assessed = new Set<string>();
  readonly rose = new Set<string>();
  readonly absentees = new Set<string>();
  private readonly marked = new Set<string>();
  private present = 0;
  private marks = 0;

  add(month: string, studentId: string, { present, marks }: ChildMonth): void {
    let tally = this.months.get(month);
    if (!tally) this.months.set(month, (tally = { present: 0, marks: 0, children: new Set() }));
    tally.marks += marks;
    tally.present += present;
    tally.children.add(studentId);
    this.marks += marks;
    this.present += present;
    this.marked.add(studentId);
  }

  figures(): OutcomeFigures {
    return {
      childrenEnrolled: this.enrolled.size,
      attendanceByMonth: [...this.months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, tally]) => ({ month, percent: percentOf(tally.present, tally.marks, tally.children.size) })),
      attendancePercent: percentOf(this.present, this.marks, this.marked.size),
      roseALevelPercent: percentOf(this.rose.size, this.assessed.size, this.assessed.size),
      chronicAbsentees: this.absentees.size,
    };
  }
}

/**
 * The year's outcomes for the society, each centre and each batch. A child counts in every batch they were
 * enrolled in this year (and once in its centre and the society); attendance belongs to the batch whose day it
 * was; a child's rise counts in the batch they were last enrolled in.
 */
export function computeOutcomes(input: OutcomeInput): OutcomesView {
  const society = new Tally();
  const centres = new Map(input.centres.map((centre) => [centre.centreId, new Tally()]));
  const batches = new Map(input.batches.map((batch) => [batch.batchId, new Tally()]));
  const centreOf = new Map(input.batches.map((batch) => [batch.batchId, batch.centreId]));
  const scopes = (batchId: string): Tally[] => {
    const batch = batches.get(batchId);
    const centre = centres.get(centreOf.get(batchId) ?? '');
    return batch ? [society, ...(centre ? [centre] : []), batch] : [];
  };

  const lastBatch = new Map<string, string>();
  for (const { studentId, batchId } of input.enrolments) {
    if (!input.consented.has(studentId)) continue;
    for (const tally of scopes(batchId)) tally.enrolled.add(studentId);
    lastBatch.set(studentId, batchId);
  }

  for (const { batchId, month, children } of input.months) {
    const inScope = scopes(batchId);
    for (const [studentId, counts] of Object.entries(children)) {
      if (!input.consented.has(studentId)) continue;
      for (const tally of inScope) tally.add(month, studentId, counts);
    }
  }

  const rounds = new Map<string, Partial<Record<AssessmentRound, RoundLevels>>>();
  for (const levels of input.assessments) {
    if (!input.consented.has(levels.studentId)) continue;
    const child = rounds.get(levels.studentId) ?? {};
    child[levels.round] = levels;
    rounds.set(levels.studentId, child);
  }
  for (const [studentId, child] of rounds) {
    const baseline = child.baseline;
    const latest = [...ASSESSMENT_ROUNDS].reverse().find((round) => round !== 'baseline' && child[round]);
    const batchId = lastBatch.get(studentId);
    if (!baseline || !latest || !batchId) continue;
    const rose = roseALevel(baseline, child[latest] as RoundLevels);
    for (const tally of scopes(batchId)) {
      tally.assessed.add(studentId);
      if (rose) tally.rose.add(studentId);
    }
  }

  for (const { studentId, batchId } of input.followUps) {
    if (!input.consented.has(studentId)) continue;
    for (const tally of scopes(batchId)) tally.absentees.add(studentId);
  }

  return {
    academicYear: input.academicYear,
    society: society.figures(),
    centres: input.centres.map(({ centreId, name }) => ({ centreId, name, ...(centres.get(centreId) as Tally).figures() })),
    batches: input.batches.map(({ batchId, centreId, name }) => ({ batchId, centreId, name, ...(batches.get(batchId) as Tally).figures() })),
  };
}

/** One child's attendance over these months (a term's, for the progress card): held days marked, present (or late), percent. */
export function childAttendance(months: BatchMonth[], studentId: string): { held: number; present: number; percent: number | null } {
  let held = 0;
  let present = 0;
  for (const { children } of months) {
    held += children[studentId]?.marks ?? 0;
    present += children[studentId]?.present ?? 0;
  }
  // A card is one child's own record, shown to their guardian: no minimum of children applies.
  return { held, present, percent: held === 0 ? null : Math.round((present / held) * 100) };
}
