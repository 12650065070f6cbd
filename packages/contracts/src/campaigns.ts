/** Campaign slugs of SPEC §2 (/campaigns/<slug>): the public pages, the admin's covers and the API share them. */
export const CAMPAIGN_SLUGS = [
  'susikshapathshala',
  'nayiudaan',
  'basta',
  'greenearth',
  'streetanimalcare',
  'jagruktaabhiyan',
  'aoobatenkarein',
  'mehfilemuskaan',
  'nayisambhawnayein',
  'khushhaali',
  'narishakti',
] as const;
export type CampaignSlug = (typeof CAMPAIGN_SLUGS)[number];
