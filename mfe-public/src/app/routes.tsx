import { lazy, type ReactNode } from 'react';
import { CAMPAIGN_SLUGS } from '@society/contracts';
import { PageNotFound } from '../components/page-not-found';
import { HomePage } from '../features/home/components/home-page';

export interface PublicRoute {
  /** Relative to the site root (the shell mounts this remote at `/*`). */
  path: string;
  element: ReactNode;
  /** A page only a mailed link opens: left out of the sitemap. */
  linkOnly?: boolean;
}

// Every page but Home is its own chunk, so a first visit downloads only what it shows.
const AboutPage = lazy(() => import('../features/about/components/about-page').then((m) => ({ default: m.AboutPage })));
const CampaignsPage = lazy(() => import('../features/campaigns/components/campaigns-page').then((m) => ({ default: m.CampaignsPage })));
const CampaignPage = lazy(() => import('../features/campaigns/components/campaign-page').then((m) => ({ default: m.CampaignPage })));
const SupportPage = lazy(() => import('../features/support/components/support-page').then((m) => ({ default: m.SupportPage })));
const PrivacyPage = lazy(() => import('../features/legal/components/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal/components/terms-page').then((m) => ({ default: m.TermsPage })));
const GalleryPage = lazy(() => import('../features/gallery/components/gallery-page').then((m) => ({ default: m.GalleryPage })));
const PublicationsPage = lazy(() => import('../features/publications/components/publications-page').then((m) => ({ default: m.PublicationsPage })));
const ContactPage = lazy(() => import('../features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })));
const VolunteerPage = lazy(() => import('../features/volunteer/components/volunteer-page').then((m) => ({ default: m.VolunteerPage })));
const InternshipPage = lazy(() => import('../features/internship/components/internship-page').then((m) => ({ default: m.InternshipPage })));
const VerifyPage = lazy(() => import('../features/verify/components/verify-page').then((m) => ({ default: m.VerifyPage })));
const YourDataPage = lazy(() => import('../features/your-data/components/your-data-page').then((m) => ({ default: m.YourDataPage })));
const ConfirmRequestPage = lazy(() => import('../features/your-data/components/confirm-request-page').then((m) => ({ default: m.ConfirmRequestPage })));
const ExportPage = lazy(() => import('../features/your-data/components/export-page').then((m) => ({ default: m.ExportPage })));
const DonatePage = lazy(() => import('../features/donate/components/donate-page').then((m) => ({ default: m.DonatePage })));

/** Every visitor page of SPEC §2 in one table. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'campaigns', element: <CampaignsPage /> },
  ...CAMPAIGN_SLUGS.map((slug) => ({ path: `campaigns/${slug}`, element: <CampaignPage slug={slug} /> })),
  // SPEC §2: the green-earth path also works with a stray leading space.
  { path: 'campaigns/ greenearth', element: <CampaignPage slug="greenearth" /> },
  { path: 'gallery', element: <GalleryPage /> },
  { path: 'publications', element: <PublicationsPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'support/donate', element: <DonatePage /> },
  { path: 'support/volunteer', element: <VolunteerPage /> },
  { path: 'support/internship', element: <InternshipPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'your-data', element: <YourDataPage /> },
  // The pages the mailed links open (noindex, and not in the sitemap: they work only with the link's token).
  { path: 'your-data/confirm', element: <ConfirmRequestPage />, linkOnly: true },
  { path: 'your-data/export', element: <ExportPage />, linkOnly: true },
  // A certificate's QR code opens its check (noindex, and not in the sitemap: one page per code).
  { path: 'verify/:code', element: <VerifyPage /> },
  { path: '*', element: <PageNotFound /> },
];

/** A route's path in Hindi: '/' is 'hi', 'about' is 'hi/about', the catch-all 'hi/*'. */
export function hindiRoutePath(path: string): string {
  return path === '/' ? 'hi' : `hi/${path}`;
}
