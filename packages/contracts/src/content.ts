export const GALLERY_CATEGORIES = ['Events', 'Campaigns', 'Celebrations', 'Workshops', 'Community', 'Others'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'Events';

export const PUBLICATION_TYPES = ['newsletter', 'annual_report'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** Where the society works; the same four on every campaign page (SPEC §2). */
export const PRESENCE_LOCATIONS = ['Ambala Cantt', 'Topkhana Basti (Ambala)', 'Chandigarh', 'Panchkula'] as const;

// The optional Hindi texts staff write beside the English of the site's content (issue 32, item 5): each has
// the English field's limits; '' (or missing, in records saved before) shows the English on Hindi pages
// (localizedField of i18n/localized-text.ts). The API answers them in its reads, '' when not set.

/** An announcement's title and text in Hindi (the English fields keep the spec's capitals). */
export interface AnnouncementHindi {
  TitleHi?: string;
  AnnouncementHi?: string;
}

/** A gallery photo's title and description in Hindi. */
export interface GalleryItemHindi {
  titleHi?: string;
  descriptionHi?: string;
}

/** A publication's title and description in Hindi. */
export interface PublicationHindi {
  titleHi?: string;
  descriptionHi?: string;
}

/** A core team member's position in Hindi (the name is written one way). */
export interface CoreTeamMemberHindi {
  positionHi?: string;
}
