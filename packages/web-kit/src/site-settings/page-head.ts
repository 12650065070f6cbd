/// <reference path="../types/images.d.ts" />
import { SHARE_CARD_SIZE, type PublicSiteSettings } from '@society/contracts';
import shareCard from '../assets/share-card.png';

// What a ready page says of itself in the head, the same for the public remote's pages and the shell's.

/** The document title: the page's, then the society's name once set ("Donate | Welfare Society"). */
export function pageTitle(title: string, settings: PublicSiteSettings | null): string {
  return [title, settings?.identity.name].filter(Boolean).join(' | ');
}

/** The picture a link preview shows, and its size when known. */
export interface PreviewPicture {
  image: string;
  imageSize?: { readonly width: number; readonly height: number };
}

/** A page's own picture (with its size when known), else the society's logo once uploaded, else the site's card. */
export function previewPicture(settings: PublicSiteSettings | null, own?: string, ownSize?: PreviewPicture['imageSize']): PreviewPicture {
  if (own) return ownSize ? { image: own, imageSize: ownSize } : { image: own };
  const logo = settings?.identity.logo;
  return logo ? { image: logo.url } : { image: shareCard, imageSize: SHARE_CARD_SIZE };
}
