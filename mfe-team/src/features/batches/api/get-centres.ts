import { REGISTER_API, type CentreView } from '@society/contracts';
import { api } from '@society/web-kit';

/** The learning centres. */
export function getCentres(): Promise<CentreView[]> {
  return api.get<CentreView[]>(`${REGISTER_API}/centres`);
}
