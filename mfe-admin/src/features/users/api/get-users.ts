import type { Role } from '@society/contracts';
import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';

/** A user as GET /api/admin/users lists it (never a password). */
export interface AdminUser {
  _id: string;
  email: string;
  role: Role;
  name?: string;
  phone?: string;
  createdAt?: string;
}

/** GET /api/admin/users — loaded with donations and the core team when the dashboard opens. */
export async function getUsers(): Promise<AdminUser[]> {
  return expectList<AdminUser>(await api.get('/admin/users'));
}
