import type { GalleryItem } from '@society/contracts';
import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';

/** GET /api/admin/gallery: the pictures the Site tab may take a copy of. */
export async function getGalleryPictures(): Promise<GalleryItem[]> {
  return expectList<GalleryItem>(await api.get('/admin/gallery'));
}
