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

/** Each campaign's name as visitors read it (its page, its card, the admin's cover pictures). */
export const CAMPAIGN_TITLES: Record<CampaignSlug, string> = {
  susikshapathshala: 'Su-Shiksha Pathshala',
  nayiudaan: 'Nayi Udaan',
  basta: 'Basta – The Daily Pathshala',
  greenearth: 'Dharti Ki Muskaan',
  streetanimalcare: 'Prem Seva',
  jagruktaabhiyan: 'Jagrukta Abhiyan',
  aoobatenkarein: 'Aao Baat Karein',
  mehfilemuskaan: 'Mehfil-e-Muskaan',
  nayisambhawnayein: 'Nayi Sambhawnayein',
  khushhaali: 'Khush-Haali',
  narishakti: 'Nari Shakti',
};

