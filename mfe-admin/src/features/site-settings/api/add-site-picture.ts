import type { CampaignSlug, SiteSettings } from '@society/contracts';
import { api } from '@society/web-kit';

/** Where a new picture goes: the logo, the home hero, the end of the carousel, or a campaign's cover. */
export type PictureSlot = 'logo' | 'hero' | 'carousel' | { cover: CampaignSlug };

export type PictureSource = { file: File } | { galleryId: string };

const pathOf = (slot: PictureSlot) => (typeof slot === 'string' ? slot : `campaign-covers/${slot.cover}`);

/** POST /api/admin/settings/<slot>: an upload (multipart `picture`), or a copy of a gallery picture (JSON). */
export function addSitePicture(slot: PictureSlot, source: PictureSource, alt: string): Promise<SiteSettings> {
  if ('galleryId' in source) return api.post<SiteSettings>(`/admin/settings/${pathOf(slot)}`, { galleryId: source.galleryId, alt });
  const form = new FormData();
  form.append('alt', alt);
  form.append('picture', source.file);
  return api.post<SiteSettings>(`/admin/settings/${pathOf(slot)}`, form);
}
