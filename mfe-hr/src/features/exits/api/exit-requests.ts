import { api } from '@society/web-kit';
import type { DecisionRequest, ExitRequest } from '@society/contracts';

/** GET /api/hr/exit-requests → every exit request, pending first, each with its person. */
export function getExitRequests(): Promise<ExitRequest[]> {
  return api.get<ExitRequest[]>('/hr/exit-requests');
}

/** POST /api/hr/exit-requests/{id}/decision → decided; approving sets the person inactive and closes their account. */
export function decideExitRequest(id: string, body: DecisionRequest): Promise<ExitRequest> {
  return api.post<ExitRequest>(`/hr/exit-requests/${encodeURIComponent(id)}/decision`, body);
}
