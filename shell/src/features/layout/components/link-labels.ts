import type { LAYOUT_FRAME_EN, Translate } from '@society/contracts';

type FrameKey = keyof typeof LAYOUT_FRAME_EN;

// The words of the header's and footer's links, by the page they open (config/site.ts holds the
// paths and the English; the frame's catalogue holds both languages).
const NAV_LABELS: Record<string, FrameKey> = {
  '/': 'navHome',
  '/campaigns': 'navCampaigns',
  '/gallery': 'navGallery',
  '/support': 'navSupport',
  '/about': 'navAbout',
  '/publications': 'navPublications',
  '/contact': 'navContact',
};

const SUPPORT_LABELS: Record<string, FrameKey> = {
  Donate: 'footerDonate',
  Volunteer: 'footerVolunteer',
  Internships: 'footerInternships',
  'Sponsor a Child': 'footerSponsor',
};

/** A header or quick link's words in the page's language, by its path (a link without Hindi keeps its English). */
export function navLabel(t: Translate<typeof LAYOUT_FRAME_EN>, link: { to: string; label: string }): string {
  const key = NAV_LABELS[link.to];
  return key ? t(key) : link.label;
}

/** A footer support link's words, by its English label (two of them open /support). */
export function supportLabel(t: Translate<typeof LAYOUT_FRAME_EN>, link: { to: string; label: string }): string {
  const key = SUPPORT_LABELS[link.label];
  return key ? t(key) : link.label;
}
