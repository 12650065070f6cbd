import { api } from '@society/web-kit';

/** DELETE /api/admin/users/{id}; 409 with a message for deleting oneself or the last admin. */
export function deleteUser(id: string): Promise<unknown> {
  return api.delete(`/admin/users/${encodeURIComponent(id)}`);
}
