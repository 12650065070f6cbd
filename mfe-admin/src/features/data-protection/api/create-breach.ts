import type { BreachCreateRequest, BreachRecord } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/admin/breaches: records an incident (open). */
export function createBreach(body: BreachCreateRequest): Promise<BreachRecord> {
  return api.post<BreachRecord>('/admin/breaches', body);
}
