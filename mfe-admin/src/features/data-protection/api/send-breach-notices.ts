import type { BreachNoticesResult } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/admin/breaches/{id}/notices: queues the notice by mail to each address not yet written to. */
export function sendBreachNotices(id: string): Promise<BreachNoticesResult> {
  return api.post<BreachNoticesResult>(`/admin/breaches/${encodeURIComponent(id)}/notices`);
}
