import { api } from '@society/web-kit';
import { useLoad } from '../../../hooks/use-load';
import { expectList } from '../../../utils/api-data';
import type { AdminPublication } from './add-publication';

/** GET /api/admin/publications. */
export async function getPublications(): Promise<AdminPublication[]> {
  return expectList<AdminPublication>(await api.get('/admin/publications'));
}

/** The publications, loaded when the Publications tab opens. */
export function usePublications() {
  return useLoad(getPublications);
}
