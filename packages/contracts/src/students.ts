// Children's records: the orders the team's list offers, kept as keys on each record so the database
// can sort and page them (it compares strings character by character).

import { nameSortKey } from './paging';

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12 };

/**
 * Where a class sits in school order: pre-school below 1 (play group, nursery, LKG, UKG), then the class
 * number, whether written 'Class 10', '10th', 'Std 10' or 'Class X'. null when the text names no known
 * class (it then sorts after the known ones, alphabetically).
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


/**
 * The keys a student is sorted by. `classKey` orders known classes in school order, then classes the
 * text names no rank for (alphabetically), then no class; children of one class by name.
 */
export function studentSortKeys(name: string, classStudying: string): { nameKey: string; classKey: string } {
  const rank = classRank(classStudying);
  const text = classStudying.trim().toLowerCase();
  // Ranks run from -3; +100 and three digits keep them in number order as text.
  // \u0001 sorts below any character a class or name holds: a class's children stay together.
  const group = rank !== null ? `0${String(rank + 100).padStart(3, '0')}` : text ? `1${text}` : '2';
  return { nameKey: nameSortKey(name), classKey: `${group}\u0001${nameSortKey(name)}` };
}
