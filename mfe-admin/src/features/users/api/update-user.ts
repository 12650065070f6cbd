import type { Role } from '@society/contracts';
import { api } from '@society/web-kit';
import type { AdminUser } from './get-users';

/** password is sent only when the admin typed a new one (blank keeps the old one, SPEC §5). */
export interface UpdateUserRequest {
  email: string;
  role: Role;
  name: string;
  phone: string;
  password?: string;
}

/** PUT /api/admin/users/{id} → the user; 409 for a taken email or demoting the last admin. */
export function updateUser(id: string, body: UpdateUserRequest): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, body);
}
