import { useCallback } from 'react';
import type { BreachRecord } from '@society/contracts';
import { ApiError, api } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { useLoad } from '@society/web-kit/staff';

/** GET /api/admin/breaches/{id}: the incident, whom it reaches and the drafted texts. */
export async function getBreach(id: string): Promise<BreachRecord> {
  const data = await api.get<BreachRecord>(`/admin/breaches/${encodeURIComponent(id)}`);
  if (!data || typeof data._id !== 'string' || !data.drafts || !Array.isArray(data.affected)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return data;
}

export function useBreach(id: string) {
  return useLoad(useCallback(() => getBreach(id), [id]));
}
