import { REGISTER_API, type CentreView } from '@society/contracts';
import { api } from '@society/web-kit';

export type CentreBody = Pick<CentreView, 'name' | 'area' | 'address' | 'mapUrl'>;

/** Adds a centre, or changes one (`id`). */
export function saveCentre(body: CentreBody, id?: string): Promise<CentreView> {
  return id ? api.put<CentreView>(`${REGISTER_API}/centres/${encodeURIComponent(id)}`, body) : api.post<CentreView>(`${REGISTER_API}/centres`, body);
}
