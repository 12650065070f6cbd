import { REGISTER_API, type RegisterDayView } from '@society/contracts';
import { api } from '@society/web-kit';

/** A batch's day as saved on the server: its kind, each child's mark, and whether the member may still change it. */
export function getRegisterDay(batchId: string, day: string): Promise<RegisterDayView> {
  return api.get<RegisterDayView>(`${REGISTER_API}/batches/${encodeURIComponent(batchId)}/days/${day}`);
}
