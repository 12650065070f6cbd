import type { AuditPage, AuditQuery } from '@society/contracts';
import { ApiError, api } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';

/** The query string of the activity routes: the filters and page that are set, nothing else. */
export function activitySearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

function isAuditPage(data: unknown): data is AuditPage {
  const page = data as Partial<AuditPage> | null;
  return Boolean(page) && Array.isArray(page?.items) && typeof page?.total === 'number';
}

/** GET /api/admin/activity: one page of staff changes and logins, newest first. */
export async function getActivity(query: AuditQuery): Promise<AuditPage> {
  const search = activitySearch(query);
  const data = await api.get(`/admin/activity${search ? `?${search}` : ''}`);
  if (!isAuditPage(data)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return data;
}
