/**
 * The society's name and social pages as the visitor pages use them (contact details are in
 * ./contact.ts). They mirror shell/src/config/site.ts: a remote is deployed on its own and cannot
 * import the shell's file.
 *
 * PLACEHOLDERS — replace every value marked REPLACE before the site goes live.
 */
export const SITE = {
  /** REPLACE: the registered name of the society (page titles, share text). */
  name: 'Welfare Society',
} as const;

/** REPLACE: the society's own Facebook page and Instagram account (Latest Updates on Home). */
export const SOCIAL_FEEDS = {
  facebookPageUrl: 'https://www.facebook.com/REPLACE-society-page',
  instagramUsername: 'REPLACE_society_account',
} as const;
