import { api } from '@society/web-kit';
import type { DecisionRequest, ExitRequest, Page, RequestCounts } from '@society/contracts';

/** GET /api/hr/exit-requests?page=…: one page of notices of leaving (pending first unless a status is asked for), each with its person. */
export async function getExitRequestPage(params: Record<string, string>): Promise<Page<ExitRequest> & { counts: RequestCounts }> {
  const page = await api.get<Page<ExitRequest> & { counts: RequestCounts }>(`/hr/exit-requests?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/exit-requests did not return a page');
  return page;
}

/** POST /api/hr/exit-requests/{id}/decision → decided; approving sets the person inactive and closes their account. */
export function decideExitRequest(id: string, body: DecisionRequest): Promise<ExitRequest> {
  return api.post<ExitRequest>(`/hr/exit-requests/${encodeURIComponent(id)}/decision`, body);
}
