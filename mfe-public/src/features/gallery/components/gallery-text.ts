import {
  localizedField,
  messageKeyOf,
  messagesText,
  pagesGalleryText,
  type GalleryFilter,
  type GalleryItem,
  type GalleryItemHindi,
  type Translate,
} from '@society/contracts';
import { useLocale, useText } from '@society/web-kit';
import { GALLERY_MESSAGES } from '../api/get-gallery';

export type GalleryTranslate = Translate<typeof pagesGalleryText.en>;

const CATEGORY_KEYS = {
  Events: 'categoryEvents',
  Campaigns: 'categoryCampaigns',
  Celebrations: 'categoryCelebrations',
  Workshops: 'categoryWorkshops',
  Community: 'categoryCommunity',
  Others: 'categoryOthers',
  All: 'categoryAll',
} as const satisfies Record<GalleryFilter, keyof typeof pagesGalleryText.en>;

const MESSAGE_KEYS = {
  invalidData: 'invalidData',
  fetchFailed: 'fetchFailed',
  corruptCache: 'corruptCache',
} as const satisfies Record<keyof typeof GALLERY_MESSAGES, keyof typeof pagesGalleryText.en>;

/** A category as a visitor reads it (the address and the API keep its English name). */
export function categoryLabel(category: string, t: GalleryTranslate): string {
  const key = CATEGORY_KEYS[category as GalleryFilter];
  return key ? t(key) : category;
}

/** A photo as a page shows it: on a Hindi page its Hindi title and description where the society wrote them. */
export function useLocalItem(): (item: GalleryItem) => GalleryItem {
  const locale = useLocale();
  return (item) => {
    const both = item as GalleryItem & GalleryItemHindi;
    return locale === 'en' ? item : { ...item, title: localizedField(both, 'title', locale), description: localizedField(both, 'description', locale) };
  };
}

/**
 * The gallery's words in the page's language, and its error messages: the API's own come in the page's
 * language already; the client's (no response, bad data, a broken cache) are said here.
 */
export function useGalleryText(): { t: GalleryTranslate; errorMessage: (message: string) => string } {
  const t = useText(pagesGalleryText);
  const messages = useText(messagesText);
  const errorMessage = (message: string) => {
    const own = (Object.keys(GALLERY_MESSAGES) as (keyof typeof GALLERY_MESSAGES)[]).find((key) => GALLERY_MESSAGES[key] === message);
    if (own) return t(MESSAGE_KEYS[own]);
    const shared = messageKeyOf(message);
    return shared ? messages(shared) : message;
  };
  return { t, errorMessage };
}
