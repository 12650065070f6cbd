import { ARITHMETIC_LEVELS, READING_LEVELS, type AssessmentSubject, type RegisterChild } from '@society/contracts';

export interface LevelGroup {
  /** The level, or null for the children not assessed yet (shown last). */
  level: string | null;
  children: RegisterChild[];
}

/** The children by their latest level in `subject`, lowest level first, as Teaching at the Right Level groups them. */
export function groupByLevel(children: readonly RegisterChild[], subject: AssessmentSubject): LevelGroup[] {
  const levels: readonly string[] = subject === 'arithmetic' ? ARITHMETIC_LEVELS : READING_LEVELS;
  const groups: LevelGroup[] = [...levels, null].map((level) => ({
    level,
    children: children.filter((child) => (child.latest[subject] ?? null) === level || (level === null && !levels.includes(child.latest[subject] ?? ''))),
  }));
  return groups.filter((group) => group.children.length > 0);
}
