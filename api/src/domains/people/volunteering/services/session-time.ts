import { SESSION_RULES } from '@society/contracts';

// A session's day and clock times are India's: their instants, and the rules that count from them.

/** Check-in opens this many minutes before the start (and stays open until the end). */
export const CHECK_IN_OPENS_MINUTES = 30;

const HOUR_MS = 3_600_000;

/** The instant of `time` ('HH:MM') on `day` in India (UTC+05:30, no daylight saving). */
export function indiaInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

/** Whether cancelling at `now` is within cancelFreeHours of the start (and so needs a note). */
export function cancelIsLate(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < SESSION_RULES.cancelFreeHours * HOUR_MS;
}

/** The hours between two instants, to the nearest quarter, within one entry's limit. */
export function quarterHours(from: Date, to: Date): number {
  const quarters = Math.round((to.getTime() - from.getTime()) / (HOUR_MS / 4));
  return Math.min(SESSION_RULES.hoursPerEntryMax, Math.max(0, quarters) / 4);
}
