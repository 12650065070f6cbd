import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';
import type { AdminPublication } from './add-publication';
import { useLoad } from '@society/web-kit/staff';

/** GET /api/admin/publications. */
export async function getPublications(): Promise<AdminPublication[]> {
  return expectList<AdminPublication>(await api.get('/admin/publications'));
}

/** The publications, loaded when the Publications tab opens. */
export function usePublications() {
  return useLoad(getPublications);
}
