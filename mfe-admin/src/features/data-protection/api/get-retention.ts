import { useCallback } from 'react';
import type { RetentionOverview } from '@society/contracts';
import { ApiError, api } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { useLoad } from '@society/web-kit/staff';

function isOverview(data: unknown): data is RetentionOverview {
  const overview = data as Partial<RetentionOverview> | null;
  return Boolean(overview) && Array.isArray(overview?.schedule) && Array.isArray(overview?.due);
}

/** GET /api/admin/retention: the schedule in force and what falls due in the coming month. */
export async function getRetention(): Promise<RetentionOverview> {
  const data = await api.get('/admin/retention');
  if (!isOverview(data)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return data;
}

export function useRetention() {
  return useLoad(useCallback(getRetention, []));
}
