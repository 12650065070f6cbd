/**
 * The society's public contact details and links, in one place.
 *
 * PLACEHOLDERS — the society must replace every value marked REPLACE before the site goes live.
 * They are deliberately not real: the `.example` domain cannot receive mail, the phone and chat
 * numbers are all zeros, and the social links point at each network's home page.
 */
export const SITE = {
  /** REPLACE: the registered name of the society. */
  name: 'Welfare Society',
  tagline: 'Education · Livelihood · Dignity',
  /** REPLACE: the public contact mailbox. */
  email: 'info@society.example',
  /** REPLACE: the public phone number, as shown and as dialled. */
  phoneDisplay: '+91 00000 00000',
  phoneHref: 'tel:+910000000000',
  /** REPLACE: the chat (WhatsApp) number in international form, digits only. */
  chatNumber: '910000000000',
  chatMessage: "Hello! I'd like to know more about your programs for children's education and livelihoods.",
  /** REPLACE: a map link to the society's office. */
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Ambala+Cantt%2C+Haryana',
  /** REPLACE: the society's own pages on each network. */
  social: [
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
    { network: 'x', label: 'X (Twitter)', url: 'https://x.com/' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  /** REPLACE: who built the site (SPEC §1 asks for a credit). */
  developer: { name: 'volunteer developers', url: '' },
  mission:
    'We teach children from slums and poor families, and help young people and their parents out of the unemployment and debt that illiteracy brings — working towards an India free of child labour and poverty.',
  founded: 'Registered non-profit, working since January 2022.',
} as const;

export type SocialNetwork = (typeof SITE.social)[number]['network'];

/** The chat link of SPEC §1: opens a chat with the society's number and a prefilled question. */
export const CHAT_URL = `https://wa.me/${SITE.chatNumber}?text=${encodeURIComponent(SITE.chatMessage)}`;

/** Header navigation (SPEC §2); 'Donate' is the separate call-to-action button. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/campaigns', label: 'Our Campaigns' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/support', label: 'Support Us' },
  { to: '/about', label: 'About Us' },
  { to: '/publications', label: 'Publications' },
  { to: '/contact', label: 'Contact' },
] as const;

export const DONATE_PATH = '/support/donate';

export const FOOTER_QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/campaigns', label: 'Our Campaigns' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
] as const;

export const FOOTER_SUPPORT_LINKS = [
  { to: '/support/donate', label: 'Donate' },
  { to: '/support/volunteer', label: 'Volunteer' },
  { to: '/support/internship', label: 'Internships' },
  { to: '/support', label: 'Sponsor a Child' },
] as const;
