import { api } from '@society/web-kit';
import type { VolunteerProfile } from '@society/contracts';

/** GET /api/volunteer/profile → the signed-in person's own record. */
export function getProfile(): Promise<VolunteerProfile> {
  return api.get<VolunteerProfile>('/volunteer/profile');
}
