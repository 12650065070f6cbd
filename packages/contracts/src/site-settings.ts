// The society's own settings (issue 17): set by its admin in the Site tab, read by every front
// through one public read, and by the API for receipts, mails, link previews and the sitemap.

import type { PaymentDetails } from './api-types';

/** The size link previews ask for (Open Graph): the site's and the campaigns' cards are drawn at it (scripts/make-share-card.mjs). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The sections of the Site tab; each is saved on its own (PUT /api/admin/settings/<section>). */
export const SETTINGS_SECTIONS = ['identity', 'contacts', 'social', 'payments', 'home', 'site'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Lengths and counts of the Site tab's fields (the API's checks and the admin's forms). */
export const SETTINGS_LIMITS = {
  shortNameMax: 40,
  taglineMax: 120,
  registrationMax: 100,
  addressLinesMax: 5,
  addressLineMax: 120,
  /** The home page's band has exactly this many figures. */
  statistics: 3,
  statisticValueMax: 12,
  statisticLabelMax: 40,
  carouselMax: 12,
  altMax: 200,
  footerCreditMax: 120,
} as const;

/** Indian bank branch code: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI virtual payment address: name@handle. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** A number as dialled: +, country code and number, digits only ('+919876543210'). */
export const PHONE_DIAL_PATTERN = /^\+\d{8,15}$/;
/** A WhatsApp number: country code and number, digits only ('919876543210'). */
export const CHAT_NUMBER_PATTERN = /^\d{8,15}$/;
/** An Instagram user name, without the @. */
export const INSTAGRAM_USERNAME_PATTERN = /^[A-Za-z0-9._]{1,30}$/;

export const SETTINGS_MESSAGES = {
  /** GET /api/public/payment-details (404) until the admin has saved complete payment details. */
  paymentsNotSet: 'Donations are not open yet: the society has not set its payment details.',
  pictureRequired: 'picture is required (or galleryId to use a gallery picture)',
  pictureOrGallery: 'Send either a picture or a galleryId, not both',
  galleryPictureNotFound: 'No gallery picture has that id',
  campaignNotFound: 'No campaign has that name',
  /** Invites and certificates (409) while the Site tab has no public address: their links would lead nowhere. */
  publicOriginNotSet: "Set the site's public address in the Site tab first: the links in invites and on certificates need it.",
  /** PUT of a section (409) whose `version` is not the stored one: another admin saved it after this form was opened. */
  sectionChanged: 'Another admin saved this section after you opened it. Reload the page to see their changes, then make yours again.',
} as const;

/** Social networks the site links to, in the order they are shown. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'x', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A picture the site shows: its URL on the site and what it shows (alt text). */
export interface SitePicture {
  url: string;
  alt: string;
  /**
   * The picture's stored widths as an <img srcset> value ('url 480w, …'); '' when there is one. Answered by
   * the API; a PUT may send it back, it is ignored (a picture changes only by upload or gallery choice).
   */
  srcSet?: string;
}

export interface IdentitySettings {
  /** Registered name: receipts, page titles, link previews, mails. */
  name: string;
  /** Short name for the header. */
  shortName: string;
  tagline: string;
  /**
   * The same three in Hindi (issue 32): optional, at the English field's length. Hindi pages show them, and the
   * English where one is blank or missing (settings saved before there were Hindi fields): see localizedField.
   */
  nameHi?: string;
  shortNameHi?: string;
  taglineHi?: string;
  /** The uploaded logo (header, receipts, link previews); null: the site's own mark. */
  logo: SitePicture | null;
  registrationNumber: string;
  pan: string;
  registration12A: string;
  /** YYYY-MM-DD */
  registration12ADate: string;
  registration80G: string;
  /** YYYY-MM-DD */
  registration80GDate: string;
  /** YYYY-MM-DD: the last day the 80G approval is valid. */
  registration80GValidUntil: string;
  /** Form 10BD: unique registration number (URN) and its date (YYYY-MM-DD). */
  registration10BD: string;
  registration10BDDate: string;
}

export interface ContactSettings {
  email: string;
  /** As shown ('+91 98765 43210') and as dialled ('+919876543210'). */
  phoneDisplay: string;
  phoneDial: string;
  /** WhatsApp number, international form, digits only ('919876543210'). */
  chatNumber: string;
  /** The postal address, one line per entry. */
  addressLines: string[];
  /** The postal address in Hindi, one line per entry; empty or missing: Hindi pages show addressLines (localizedLines). */
  addressLinesHi?: string[];
  /** A map link to the office (https). */
  mapUrl: string;
  /** Google Maps → Share → Embed a map → the iframe's src (https). */
  mapEmbedUrl: string;
  /** Who answers data-protection grievances (the privacy page). */
  grievanceName: string;
  grievanceEmail: string;
}

export interface SocialSettings {
  /** Each network's page (https); '' = not shown. */
  links: Record<SocialNetwork, string>;
  /** What the home page's embeds show: the Facebook page URL and the Instagram user name. */
  facebookPageUrl: string;
  instagramUsername: string;
}

export interface PaymentSettings {
  accountName: string;
  accountNumber: string;
  /** Checked: 4 letters, 0, 6 letters or digits. */
  ifsc: string;
  bankName: string;
  branch: string;
  /** Checked: name@handle. The UPI QR code and link follow it. */
  upiId: string;
  upiPayeeName: string;
  chequePayee: string;
  csrEmail: string;
}

/**
 * A home figure the admin lets the class register give, live (issue 44): this academic year's children taught,
 * their average attendance, the share who rose a level. Aggregates only; under REGISTER_RULES.minChildrenInFigure
 * children the typed value shows instead.
 */
export const HOME_LIVE_FIGURES = ['childrenTaught', 'averageAttendance', 'roseALevel'] as const;
export type HomeLiveFigure = (typeof HOME_LIVE_FIGURES)[number];

export interface HomeStatistic {
  value: string;
  label: string;
  /** The label in Hindi (optional, same length as label); blank or missing: Hindi pages show label. */
  labelHi?: string;
  /** Read live from the register instead of `value` (which stays as the fallback); missing or '': typed. */
  live?: HomeLiveFigure | '';
}

/** SPEC §9's figures: the home statistics until the admin sets the society's own. */
export const DEFAULT_HOME_STATISTICS: readonly HomeStatistic[] = [
  { value: '34+', label: 'Children Sponsored' },
  { value: '900+', label: 'Children Associated' },
  { value: '20+', label: 'Active Sponsors' },
];

export interface HomeSettings {
  /** The three figures of the home page's band. */
  statistics: HomeStatistic[];
  /** null: the site's own artwork. */
  hero: SitePicture | null;
  /** In order; empty: the site's own artwork. */
  carousel: SitePicture[];
  /** Campaign slug → its cover picture; a campaign left out shows the site's own artwork. */
  campaignCovers: Record<string, SitePicture>;
}

export interface SiteAddressSettings {
  /** The site's public address, an origin ('https://www.example.org'): canonical URLs, link previews, sitemap, mails. */
  publicOrigin: string;
  /** The footer's credit line (SPEC §1) and its link ('' = no link). */
  footerCredit: string;
  footerCreditUrl: string;
}

/**
 * The Site tab's pictures are added one at a time: POST /api/admin/settings/{logo,hero,carousel} or
 * /api/admin/settings/campaign-covers/<slug>, as a multipart upload (field `picture`, plus `alt`) or as JSON
 * naming a gallery picture. The answer is the whole SiteSettings. Alt text, order and removal are then saved
 * with the section (identity.logo, home.hero, home.carousel, home.campaignCovers), naming pictures by url.
 */
export interface ChooseGalleryPicture {
  galleryId: string;
  alt?: string;
}

/** Everything the admin sets, as GET /api/admin/settings answers it (with what is still unset). */
export interface SiteSettings {
  identity: IdentitySettings;
  contacts: ContactSettings;
  social: SocialSettings;
  payments: PaymentSettings;
  home: HomeSettings;
  site: SiteAddressSettings;
  /** The "Before going live" checklist: what is still unset, in words, by section. */
  missing: Array<{ section: SettingsSection; item: string }>;
  updatedAt: string | null;
  /**
   * Each section's save count. A PUT of a section sends the one it was edited from as `version`, and is
   * refused (409, SETTINGS_MESSAGES.sectionChanged) when another save came in between.
   */
  versions: Record<SettingsSection, number>;
}

/**
 * GET /api/public/settings: what every visitor page shows (public, cached, with an ETag). Secrets
 * and registration numbers are not in it; payments is null until the admin has set them (the
 * Donate page then says donations are not yet open).
 */
export interface PublicSiteSettings {
  identity: Pick<IdentitySettings, 'name' | 'shortName' | 'tagline' | 'logo' | 'nameHi' | 'shortNameHi' | 'taglineHi'>;
  contacts: ContactSettings;
  social: SocialSettings;
  payments: PaymentDetails | null;
  home: HomeSettings;
  site: SiteAddressSettings;
  /** The period the society publishes for answering a data-rights request or grievance (DATA_REQUEST_RESPONSE_DAYS). */
  dataRequests: { responseDays: number };
  /** Changes whenever any public setting changes (the page renderer keys its cache on it). */
  version: string;
}
