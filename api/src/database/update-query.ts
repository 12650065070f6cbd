import type { UpdateQuery } from 'mongoose';

/** Fields to change: a value sets it, null removes it, undefined (or absent) leaves it alone. */
export type FieldChanges<T> = { [K in keyof T]?: T[K] | null };

/** $set and $unset for a FieldChanges (only the operators that have something to do). */
export function toUpdateQuery<T>(changes: FieldChanges<T>): UpdateQuery<T> {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) $unset[field] = 1;
    else if (value !== undefined) $set[field] = value;
  }
  const query: Record<string, unknown> = {};
  if (Object.keys($set).length > 0) query.$set = $set;
  if (Object.keys($unset).length > 0) query.$unset = $unset;
  return query as UpdateQuery<T>;
}
