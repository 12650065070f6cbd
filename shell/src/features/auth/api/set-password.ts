import type { LoginResponse, SetPasswordRequest } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/auth/set-password: uses the invite link's token; the answer signs the person in. */
export function setPassword(body: SetPasswordRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/set-password', body, { redirectOn401: false });
}
