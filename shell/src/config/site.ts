/**
 * The shell's own words and links. The society's name, contacts, social pages and footer credit
 * are its settings (the admin's Site tab), read through useSiteSettings.
 */
export const SITE_COPY = {
  mission:
    'We teach children from slums and poor families, and help young people and their parents out of the unemployment and debt that illiteracy brings — working towards an India free of child labour and poverty.',
  founded: 'Registered non-profit, working since January 2022.',
  chatMessage: "Hello! I'd like to know more about your programs for children's education and livelihoods.",
} as const;

/** The chat link of SPEC §1: opens a chat with the society's number and a prefilled question. */
export function chatUrl(chatNumber: string): string {
  return `https://wa.me/${chatNumber}?text=${encodeURIComponent(SITE_COPY.chatMessage)}`;
}

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
