import { api } from '@society/web-kit';
import type { AddPublicationInput, AdminPublication } from './add-publication';

/** The fields an edit sends, every one of them: a blank Hindi text clears it (the Hindi pages then show the English). */
export type PublicationTexts = Required<Omit<AddPublicationInput, 'coverImage'>>;

/** PUT /api/admin/publications/{id} (JSON, no cover: the cover of a publication never changes) → the publication. */
export function updatePublication(id: string, texts: PublicationTexts): Promise<AdminPublication> {
  return api.put<AdminPublication>(`/admin/publications/${encodeURIComponent(id)}`, texts);
}
