import type { CloseDataRequest, DataRequestDetail, DataRequestItem, DataRequestPage } from '@society/contracts';
import { api, ApiError } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';

/** The register's filter as the address keeps it: a status, or every confirmed request. */
export const REGISTER_ALL = 'all';

/** GET /api/admin/data-requests, one page, soonest due first (the register has one order), searched by name or email. */
export async function getDataRequestPage(params: Record<string, string>): Promise<DataRequestPage> {
  const query = new URLSearchParams({ page: params.page ?? '1', pageSize: params.pageSize ?? '25' });
  if (params.search) query.set('search', params.search);
  if (params.status && params.status !== REGISTER_ALL) query.set('status', params.status);
  const page = await api.get<DataRequestPage>(`/admin/data-requests?${query.toString()}`);
  if (!page || !Array.isArray(page.items)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return page;
}

/** GET /api/admin/data-requests/:id: the request, what is held under its email, and an erasure's plan. */
export function getDataRequest(id: string): Promise<DataRequestDetail> {
  return api.get<DataRequestDetail>(`/admin/data-requests/${id}`);
}

/** POST /api/admin/data-requests/:id/send-export (access). */
export function sendDataExport(id: string): Promise<DataRequestItem> {
  return api.post<DataRequestItem>(`/admin/data-requests/${id}/send-export`);
}

/** POST /api/admin/data-requests/:id/erase (erasure). */
export function eraseData(id: string): Promise<DataRequestItem> {
  return api.post<DataRequestItem>(`/admin/data-requests/${id}/erase`);
}

/** POST /api/admin/data-requests/:id/close: done (correction, nomination, grievance) or declined, with the reply mailed. */
export function closeDataRequest(id: string, answer: CloseDataRequest): Promise<DataRequestItem> {
  return api.post<DataRequestItem>(`/admin/data-requests/${id}/close`, answer);
}
