import type { HoursBulkApproveResult, HoursEntryView, HoursPage } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/hr/hours?status=&week=(Monday)&page=&pageSize= */
export async function getHoursPage(params: Record<string, string>): Promise<HoursPage & { totalHours?: number }> {
  const page = await api.get<HoursPage & { totalHours?: number }>(`/hr/hours?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/hours did not return a page');
  return page;
}

/** POST /api/hr/hours/{id}/approve → the entry, approved. */
export function approveHours(id: string): Promise<HoursEntryView> {
  return api.post<HoursEntryView>(`/hr/hours/${encodeURIComponent(id)}/approve`, {});
}

export function rejectHours(id: string, reason: string): Promise<unknown> {
  return api.post(`/hr/hours/${encodeURIComponent(id)}/reject`, { reason });
}

/** POST /api/hr/hours/approve {week}: every waiting entry of that week, in one step. */
export function approveWeek(week: string): Promise<HoursBulkApproveResult> {
  return api.post<HoursBulkApproveResult>('/hr/hours/approve', { week });
}
