import type { PublicationItem } from '@society/contracts';
import { api } from '@society/web-kit';
import { useLoad } from '../../../hooks/use-load';
import { expectList } from '../../../utils/api-data';

/** GET /api/admin/publications. */
export async function getPublications(): Promise<PublicationItem[]> {
  return expectList<PublicationItem>(await api.get('/admin/publications'));
}

/** The publications, loaded when the Publications tab opens. */
export function usePublications() {
  return useLoad(getPublications);
}
