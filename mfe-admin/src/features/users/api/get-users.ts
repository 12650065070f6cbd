import type { Page, Role } from '@society/contracts';
import { api, ApiError } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';

/** A user as GET /api/admin/users lists it (never a password). */
export interface AdminUser {
  _id: string;
  email: string;
  role: Role;
  name?: string;
  phone?: string;
  createdAt?: string;
}

/** GET /api/admin/users?page=…: one page, searched by email or name, filtered by role and sorted by the server. */
export async function getUserPage(params: Record<string, string>): Promise<Page<AdminUser>> {
  const page = await api.get<Page<AdminUser>>(`/admin/users?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return page;
}
