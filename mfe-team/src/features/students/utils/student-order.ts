import type { Student } from '../api/get-students';

export type StudentSort = 'name' | 'class';

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12 };

/**
 * Where a class sits in school order: pre-school below 1 (play group, nursery, LKG, UKG), then
 * the class number, whether written 'Class 10', '10th', 'Std 10' or 'Class X'. null when the
 * text names no known class (it then sorts after the known ones, alphabetically).
 */
export function classRank(value: string): number | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  if (/pre[\s-]?nursery|\bplay\s?(group|school)?\b/.test(text)) return -3;
  if (/nursery/.test(text)) return -2;
  if (/\blkg\b|lower\s+k/.test(text)) return -1;
  if (/\bukg\b|upper\s+k/.test(text)) return 0;
  const number = /\d+/.exec(text);
  if (number) return Number(number[0]);
  const roman = /^(?:class|std\.?|standard|grade)?\s*([ivx]+)(?:st|nd|rd|th)?$/.exec(text);
  return roman && ROMAN[roman[1]] !== undefined ? ROMAN[roman[1]] : null;
}

function byName(a: Student, b: Student): number {
  return collator.compare(a.name, b.name);
}

function byClass(a: Student, b: Student): number {
  const emptyA = !a.classStudying.trim();
  const emptyB = !b.classStudying.trim();
  // Children with no class recorded go last.
  if (emptyA !== emptyB) return emptyA ? 1 : -1;
  const rankA = classRank(a.classStudying);
  const rankB = classRank(b.classStudying);
  if (rankA !== null && rankB !== null) return rankA - rankB || byName(a, b);
  if (rankA !== null || rankB !== null) return rankA === null ? 1 : -1;
  return collator.compare(a.classStudying, b.classStudying) || byName(a, b);
}

/** A sorted copy: by name, or by class in school order (then by name within a class). */
export function sortStudents(students: readonly Student[], sort: StudentSort): Student[] {
  return [...students].sort(sort === 'class' ? byClass : byName);
}

/** Students whose name, father's or mother's name, school or area contains the query (any case). */
export function searchStudents(students: readonly Student[], query: string): readonly Student[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (!needle) return students;
  return students.filter((student) =>
    [student.name, student.fatherName, student.motherName, student.schoolName, student.area].some((value) =>
      (value ?? '').toLocaleLowerCase('en-IN').includes(needle),
    ),
  );
}
