import type { BreachProgressRequest, BreachRecord } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/admin/breaches/{id}/progress: records the next step (Board informed, report sent, closed). */
export function progressBreach(id: string, body: BreachProgressRequest): Promise<BreachRecord> {
  return api.post<BreachRecord>(`/admin/breaches/${encodeURIComponent(id)}/progress`, body);
}
