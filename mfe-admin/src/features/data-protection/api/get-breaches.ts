import { useCallback } from 'react';
import type { BreachSummary } from '@society/contracts';
import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';
import { useLoad } from '@society/web-kit/staff';

/** GET /api/admin/breaches: the register, newest found first. */
export async function getBreaches(): Promise<BreachSummary[]> {
  return expectList<BreachSummary>(await api.get('/admin/breaches'));
}

export function useBreaches() {
  return useLoad(useCallback(getBreaches, []));
}
