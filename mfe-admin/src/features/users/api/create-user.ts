import type { Role } from '@society/contracts';
import { api } from '@society/web-kit';
import type { AdminUser } from './get-users';

export interface CreateUserRequest {
  email: string;
  password: string;
  role: Role;
  name?: string;
  phone?: string;
}

/** POST /api/admin/users → 201 the user; 409 when the email is taken. */
export function createUser(body: CreateUserRequest): Promise<AdminUser> {
  return api.post<AdminUser>('/admin/users', body);
}
