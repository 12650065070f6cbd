import { api } from '@society/web-kit';
import type { LeaveRequest, NewLeaveRequest } from '@society/contracts';

/** GET /api/volunteer/leave-requests → their own requests, newest first. */
export function getLeaveRequests(): Promise<LeaveRequest[]> {
  return api.get<LeaveRequest[]>('/volunteer/leave-requests');
}

/** POST /api/volunteer/leave-requests → the new request, pending. */
export function createLeaveRequest(body: NewLeaveRequest): Promise<LeaveRequest> {
  return api.post<LeaveRequest>('/volunteer/leave-requests', body);
}

/** POST /api/volunteer/leave-requests/{id}/cancel → the request, cancelled (409 once HR has decided). */
export function cancelLeaveRequest(id: string): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/volunteer/leave-requests/${encodeURIComponent(id)}/cancel`);
}
