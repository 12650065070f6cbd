import type { SiteSettings } from '@society/contracts';

/** A Site tab as a society has filled it in (nothing missing); tests change the parts they are about. */
export function filledSiteSettings(): SiteSettings {
  return {
    identity: {
      name: 'Society Welfare Trust',
      shortName: 'Welfare Trust',
      tagline: 'Education · Livelihood · Dignity',
      logo: null,
      registrationNumber: 'HR/AMB/2022/0042',
      pan: 'AAATS1234Q',
      registration12A: 'AAATS1234QE20213',
      registration12ADate: '2021-09-24',
      registration80G: 'AAATS1234QF20214',
      registration80GDate: '2021-09-24',
      registration80GValidUntil: '2030-03-31',
      registration10BD: 'AAATS1234QF20214',
      registration10BDDate: '2021-09-24',
    },
    contacts: {
      email: 'info@society.org',
      phoneDisplay: '+91 98765 43210',
      phoneDial: '+919876543210',
      chatNumber: '919876543210',
      addressLines: ['7 Topkhana Bazaar', 'Ambala Cantt, Haryana 133001'],
      mapUrl: 'https://maps.google.com/?q=Ambala',
      mapEmbedUrl: 'https://www.google.com/maps/embed?pb=1',
      grievanceName: 'Kavita Rao',
      grievanceEmail: 'privacy@society.org',
    },
    social: { links: { instagram: 'https://www.instagram.com/society', facebook: '', youtube: '', x: '', linkedin: '' }, facebookPageUrl: '', instagramUsername: 'society' },
    payments: {
      accountName: 'Society Welfare Trust',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      bankName: 'State Bank of India',
      branch: 'Ambala Cantt',
      upiId: 'society@sbi',
      upiPayeeName: 'Society Welfare Trust',
      chequePayee: 'Society Welfare Trust',
      csrEmail: '',
    },
    home: {
      statistics: [
        { value: '34+', label: 'Children Sponsored' },
        { value: '900+', label: 'Children Associated' },
        { value: '20+', label: 'Active Sponsors' },
      ],
      hero: null,
      carousel: [],
      campaignCovers: {},
    },
    site: { publicOrigin: 'https://www.society.org', footerCredit: 'Built by volunteers', footerCreditUrl: '' },
    missing: [],
    updatedAt: '2026-11-20T10:00:00.000Z',
    versions: { identity: 3, contacts: 2, social: 1, payments: 4, home: 5, site: 1 },
  };
}
