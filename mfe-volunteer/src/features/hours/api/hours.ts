import type { HoursEntryView, HoursLogRequest, MyHoursView } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/volunteer/hours → my entries, newest first, and the totals approved and waiting. */
export function getMyHours(): Promise<MyHoursView> {
  return api.get<MyHoursView>('/volunteer/hours');
}

/** POST /api/volunteer/hours → the new entry, waiting for HR. */
export function logHours(body: HoursLogRequest): Promise<HoursEntryView> {
  return api.post<HoursEntryView>('/volunteer/hours', body);
}
