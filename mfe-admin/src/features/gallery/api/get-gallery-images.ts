import type { AdminGalleryItem, GalleryChildrenFields, StudentNameMatch } from '@society/contracts';
import { api } from '@society/web-kit';
import { useLoad } from '@society/web-kit/staff';
import { expectList } from '../../../utils/api-data';

/** GET /api/admin/gallery-items: every photo, drafts too, newest first, with the children each shows. */
export async function getGalleryImages(): Promise<AdminGalleryItem[]> {
  return expectList<AdminGalleryItem>(await api.get('/admin/gallery-items'));
}

/** The images, loaded when the Gallery tab opens. */
export function useGalleryImages() {
  return useLoad(getGalleryImages);
}

/** PUT /api/admin/gallery/{id} with who the photo shows and whether it is published (the server checks each child's photo consent). */
export function saveGalleryChildren(id: string, fields: Required<GalleryChildrenFields>): Promise<unknown> {
  return api.put(`/admin/gallery/${encodeURIComponent(id)}`, fields);
}

/** GET /api/admin/students/search?name=: up to 20 children by name, with their photo consent. */
export async function searchChildren(name: string): Promise<StudentNameMatch[]> {
  return expectList<StudentNameMatch>(await api.get(`/admin/students/search?name=${encodeURIComponent(name)}`));
}
