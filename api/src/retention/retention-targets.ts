import type { RetentionKind } from '@society/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A record a target will delete, with the moment its period started (what the admin's preview shows). */
export interface RetainedRecord {
  id: string;
  label: string;
  since: Date;
}

/**
 * One kind of data the schedule deletes. `find` and `purge` take the same cutoff (records whose period
 * started on or before it), so the preview lists exactly what a run deletes.
 */
export interface RetentionTarget {
  kind: RetentionKind;
  find(cutoff: Date, limit: number): Promise<{ total: number; items: RetainedRecord[] }>;
  /** Deletes what is due; returns how many records (or files) went. */
  purge(cutoff: Date): Promise<number>;
}

/** The start of the period that has ended by `at` for records kept `days` days. */
export function cutoffFor(at: Date, days: number): Date {
  return new Date(at.getTime() - days * DAY_MS);
}

export function dueAt(since: Date, days: number): Date {
  return new Date(since.getTime() + days * DAY_MS);
}
