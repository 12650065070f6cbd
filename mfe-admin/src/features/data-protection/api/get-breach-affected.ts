import type { BreachAffectedPerson, Page } from '@society/contracts';
import { ApiError, api } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';

/** GET /api/admin/breaches/{id}/affected?page=…: one page of the people the incident reaches. */
export async function getBreachAffected(id: string, params: Record<string, string>): Promise<Page<BreachAffectedPerson>> {
  const query = new URLSearchParams(Object.entries(params).filter(([name]) => name !== 'sort')).toString();
  const page = await api.get<Page<BreachAffectedPerson>>(`/admin/breaches/${encodeURIComponent(id)}/affected?${query}`);
  if (!page || !Array.isArray(page.items)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return page;
}
