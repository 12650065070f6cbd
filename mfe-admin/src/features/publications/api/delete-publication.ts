import { api } from '@society/web-kit';

/** DELETE /api/admin/publications/{id}. */
export function deletePublication(id: string): Promise<unknown> {
  return api.delete(`/admin/publications/${encodeURIComponent(id)}`);
}
