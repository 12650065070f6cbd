import type { LoginRequest, LoginResponse } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/auth/login. Its 401 is 'wrong credentials', so it must not end a session or redirect. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body, { redirectOn401: false });
}
