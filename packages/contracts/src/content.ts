export const GALLERY_CATEGORIES = ['Events', 'Campaigns', 'Celebrations', 'Workshops', 'Community', 'Others'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'Events';

export const PUBLICATION_TYPES = ['newsletter', 'annual_report'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** Where the society works; the same four on every campaign page (SPEC §2). */
export const PRESENCE_LOCATIONS = ['Ambala Cantt', 'Topkhana Basti (Ambala)', 'Chandigarh', 'Panchkula'] as const;
