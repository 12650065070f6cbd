import { api } from '@society/web-kit';
import type { DecisionRequest, LeaveRequest, Page, RequestCounts } from '@society/contracts';

/** GET /api/hr/leave-requests?page=…: one page of requests (pending first unless a status is asked for), each with its person. */
export async function getLeaveRequestPage(params: Record<string, string>): Promise<Page<LeaveRequest> & { counts: RequestCounts }> {
  const page = await api.get<Page<LeaveRequest> & { counts: RequestCounts }>(`/hr/leave-requests?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/leave-requests did not return a page');
  return page;
}

/** POST /api/hr/leave-requests/{id}/decision → the request, decided (the person is mailed). */
export function decideLeaveRequest(id: string, body: DecisionRequest): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/hr/leave-requests/${encodeURIComponent(id)}/decision`, body);
}
