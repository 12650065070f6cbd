import type { BreachRecord, BreachUpdateRequest } from '@society/contracts';
import { api } from '@society/web-kit';

/** PUT /api/admin/breaches/{id}: changes the facts of an incident that is not closed. */
export function updateBreach(id: string, body: BreachUpdateRequest): Promise<BreachRecord> {
  return api.put<BreachRecord>(`/admin/breaches/${encodeURIComponent(id)}`, body);
}
