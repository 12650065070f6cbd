import { api } from '@society/web-kit';
import type { AddGalleryImageInput, GalleryImage } from './add-gallery-image';

/** The texts an edit sends, every one of them: a blank Hindi text clears it (the Hindi pages then show the English). */
export type GalleryImageTexts = Required<Omit<AddGalleryImageInput, 'photo'>>;

/** PUT /api/admin/gallery/{id} (JSON, no photo: the photo of an item never changes) → the item. */
export function updateGalleryImage(id: string, texts: GalleryImageTexts): Promise<GalleryImage> {
  return api.put<GalleryImage>(`/admin/gallery/${encodeURIComponent(id)}`, texts);
}
