import { api } from '@society/web-kit';
import type { ExitRequest, NewExitRequest } from '@society/contracts';

/** GET /api/volunteer/exit-requests → their own exit requests, newest first. */
export function getExitRequests(): Promise<ExitRequest[]> {
  return api.get<ExitRequest[]>('/volunteer/exit-requests');
}

/** POST /api/volunteer/exit-requests → the new request (409 while another is pending). */
export function createExitRequest(body: NewExitRequest): Promise<ExitRequest> {
  return api.post<ExitRequest>('/volunteer/exit-requests', body);
}
