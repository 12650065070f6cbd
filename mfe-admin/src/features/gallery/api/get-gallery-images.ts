import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';
import type { AdminGalleryItem } from './add-gallery-image';
import { useLoad } from '@society/web-kit/staff';

/** GET /api/admin/gallery (the public list), newest first. */
export async function getGalleryImages(): Promise<AdminGalleryItem[]> {
  return expectList<AdminGalleryItem>(await api.get('/admin/gallery'));
}

/** The images, loaded when the Gallery tab opens. */
export function useGalleryImages() {
  return useLoad(getGalleryImages);
}
