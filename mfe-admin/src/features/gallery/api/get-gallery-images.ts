import type { GalleryItem } from '@society/contracts';
import { api } from '@society/web-kit';
import { useLoad } from '../../../hooks/use-load';
import { expectList } from '../../../utils/api-data';

/** GET /api/admin/gallery (the public list), newest first. */
export async function getGalleryImages(): Promise<GalleryItem[]> {
  return expectList<GalleryItem>(await api.get('/admin/gallery'));
}

/** The images, loaded when the Gallery tab opens. */
export function useGalleryImages() {
  return useLoad(getGalleryImages);
}
