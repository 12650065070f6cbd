import type { Page } from '@society/contracts';
import { api } from '@society/web-kit';

// The hours routes of issue 45 (the plan's section A); their types stay here until helper A's contract lands.
export type HrHoursStatus = 'waiting' | 'approved' | 'rejected';

export interface HrHoursEntry {
  _id: string;
  person: { userId: string; name: string; email?: string } | null;
  /** YYYY-MM-DD, India time. */
  day: string;
  hours: number;
  note?: string;
  /** The session it was given at; none for hours logged for work done elsewhere. */
  sessionTitle?: string | null;
  status: HrHoursStatus;
  reason?: string | null;
}

/** GET /api/hr/hours?status=&week=(Monday)&page=&pageSize= */
export async function getHoursPage(params: Record<string, string>): Promise<Page<HrHoursEntry> & { totalHours?: number }> {
  const page = await api.get<Page<HrHoursEntry> & { totalHours?: number }>(`/hr/hours?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/hours did not return a page');
  return page;
}

export function approveHours(id: string): Promise<unknown> {
  return api.post(`/hr/hours/${encodeURIComponent(id)}/approve`);
}

export function rejectHours(id: string, reason: string): Promise<unknown> {
  return api.post(`/hr/hours/${encodeURIComponent(id)}/reject`, { reason });
}

/** POST /api/hr/hours/approve {week}: every waiting entry of that week, in one step. */
export function approveWeek(week: string): Promise<{ approved: number }> {
  return api.post<{ approved: number }>('/hr/hours/approve', { week });
}

/** The Monday (YYYY-MM-DD) of the week a day is in. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
