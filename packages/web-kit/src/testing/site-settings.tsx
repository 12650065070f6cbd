// Test helper: a society's settings as the public read answers them, and a provider for specs.
import type { ReactNode } from 'react';
import { DEFAULT_HOME_STATISTICS, type PublicSiteSettings } from '@society/contracts';
import { SiteSettingsProvider } from '../site-settings/site-settings';

export const TEST_SITE_SETTINGS: PublicSiteSettings = {
  identity: { name: 'Test Welfare Society', shortName: 'Test Society', tagline: 'Education · Livelihood · Dignity', logo: null },
  contacts: {
    email: 'hello@society.test',
    phoneDisplay: '+91 98765 43210',
    phoneDial: '+919876543210',
    chatNumber: '919876543210',
    addressLines: ['12 Station Road', 'Ambala Cantt, Haryana 133001'],
    mapUrl: 'https://maps.example.org/office',
    mapEmbedUrl: 'https://maps.example.org/embed/office',
    grievanceName: 'Asha Verma',
    grievanceEmail: 'grievance@society.test',
  },
  social: {
    links: { instagram: 'https://instagram.example.org/society', facebook: 'https://facebook.example.org/society', youtube: '', x: '', linkedin: '' },
    facebookPageUrl: 'https://facebook.example.org/society',
    instagramUsername: 'society_test',
  },
  payments: {
    bank: { accountName: 'Test Welfare Society', accountNumber: '123456789012', ifsc: 'SBIN0001234', bankName: 'State Bank of India', branch: 'Ambala Cantt' },
    upi: { id: 'society@sbi', payeeName: 'Test Welfare Society', qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
    chequePayee: 'Test Welfare Society',
    csrEmail: 'csr@society.test',
    isExample: false,
  },
  home: { statistics: [...DEFAULT_HOME_STATISTICS], hero: null, carousel: [], campaignCovers: {} },
  site: { publicOrigin: 'https://www.society.test', footerCredit: 'Website by volunteer developers', footerCreditUrl: '' },
  dataRequests: { responseDays: 30 },
  version: 'test-1',
};

/** Wraps a spec's tree in the given settings (the test society's by default). */
export function WithSiteSettings({ settings = TEST_SITE_SETTINGS, children }: { settings?: PublicSiteSettings; children: ReactNode }) {
  return <SiteSettingsProvider initial={settings}>{children}</SiteSettingsProvider>;
}
