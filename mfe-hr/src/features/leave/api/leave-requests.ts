import { api } from '@society/web-kit';
import type { DecisionRequest, LeaveRequest } from '@society/contracts';

/** GET /api/hr/leave-requests → every request, pending first, each with its person. */
export function getLeaveRequests(): Promise<LeaveRequest[]> {
  return api.get<LeaveRequest[]>('/hr/leave-requests');
}

/** POST /api/hr/leave-requests/{id}/decision → the request, decided (the person is mailed). */
export function decideLeaveRequest(id: string, body: DecisionRequest): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/hr/leave-requests/${encodeURIComponent(id)}/decision`, body);
}
