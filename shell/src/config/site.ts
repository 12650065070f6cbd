// The shell's links: where each goes and the key of its words in the frame's catalogue (catalogues/layout.ts,
// both languages). The society's name, contacts, social pages and footer credit are its settings (the Site tab).
import type { LAYOUT_FRAME_EN } from '@society/contracts';

type FrameKey = keyof typeof LAYOUT_FRAME_EN;

/** Header navigation (SPEC §2); 'Donate' is the separate call-to-action button. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: FrameKey }> = [
  { to: '/', label: 'navHome' },
  { to: '/campaigns', label: 'navCampaigns' },
  { to: '/gallery', label: 'navGallery' },
  { to: '/support', label: 'navSupport' },
  { to: '/about', label: 'navAbout' },
  { to: '/publications', label: 'navPublications' },
  { to: '/contact', label: 'navContact' },
];

export const DONATE_PATH = '/support/donate';

export const FOOTER_QUICK_LINKS: ReadonlyArray<{ to: string; label: FrameKey }> = [
  { to: '/about', label: 'navAbout' },
  { to: '/campaigns', label: 'navCampaigns' },
  { to: '/gallery', label: 'navGallery' },
  { to: '/contact', label: 'navContact' },
];

export const FOOTER_SUPPORT_LINKS: ReadonlyArray<{ to: string; label: FrameKey }> = [
  { to: '/support/donate', label: 'footerDonate' },
  { to: '/support/volunteer', label: 'footerVolunteer' },
  { to: '/support/internship', label: 'footerInternships' },
  { to: '/support', label: 'footerSponsor' },
];
