// The marks of a batch's day while the teacher takes them: pure, so the screen only holds the result.
import type { AttendanceMark, RegisterChild } from '@society/contracts';

export type DayMarks = Record<string, AttendanceMark>;

/** The children who can be marked: those with a guardian's consent on record. */
export function markable(children: readonly RegisterChild[]): RegisterChild[] {
  return children.filter((child) => child.hasConsent);
}

/** The marks saved before, of the children listed now (a mark of a child since moved away is dropped). */
export function savedMarks(children: readonly RegisterChild[], saved: Record<string, AttendanceMark | null> | undefined): DayMarks {
  const marks: DayMarks = {};
  for (const child of markable(children)) {
    const mark = saved?.[child.studentId];
    if (mark) marks[child.studentId] = mark;
  }
  return marks;
}

/** Every markable child not marked yet, present. */
export function markRestPresent(children: readonly RegisterChild[], marks: DayMarks): DayMarks {
  const next = { ...marks };
  for (const child of markable(children)) next[child.studentId] ??= 'present';
  return next;
}

/** How many markable children have no mark yet. */
export function unmarkedCount(children: readonly RegisterChild[], marks: DayMarks): number {
  return markable(children).filter((child) => !marks[child.studentId]).length;
}
