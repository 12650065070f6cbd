import { api } from '@society/web-kit';

/** DELETE /api/admin/image/{id} (no confirmation is asked, SPEC §5). */
export function deleteGalleryImage(id: string): Promise<unknown> {
  return api.delete(`/admin/image/${encodeURIComponent(id)}`);
}
