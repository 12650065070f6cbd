import { DEFAULT_HOME_STATISTICS, SOCIAL_NETWORKS, type HomeStatistic, type SocialNetwork } from '@society/contracts';
import type { SettingsSeed } from '../config/settings-seed';
import type { SiteSettingsRecord, StoredSections } from '../database/schemas/site-settings.schema';

/**
 * The settings of a new site: empty wherever only the society can say (the checklist lists those), the
 * site's own wording and SPEC §2's figures where there is one, and whatever the first start's environment
 * gave (config/settings-seed.ts).
 */
export function defaultSections(seed: SettingsSeed): StoredSections {
  return {
    identity: {
      name: '',
      shortName: '',
      tagline: 'Education · Livelihood · Dignity',
      logo: null,
      nameHi: '',
      shortNameHi: '',
      taglineHi: '',
      registrationNumber: '',
      pan: '',
      registration12A: '',
      registration12ADate: '',
      registration80G: '',
      registration80GDate: '',
      registration80GValidUntil: '',
      registration10BD: '',
      registration10BDDate: '',
      ...seed.identity,
    },
    contacts: {
      email: '',
      phoneDisplay: '',
      phoneDial: '',
      chatNumber: '',
      addressLines: [],
      addressLinesHi: [],
      mapUrl: '',
      mapEmbedUrl: '',
      grievanceName: '',
      grievanceEmail: '',
      ...seed.contacts,
    },
    social: {
      links: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<SocialNetwork, string>,
      facebookPageUrl: '',
      instagramUsername: '',
    },
    payments: {
      accountName: '',
      accountNumber: '',
      ifsc: '',
      bankName: '',
      branch: '',
      upiId: '',
      upiPayeeName: '',
      chequePayee: '',
      csrEmail: '',
      ...seed.payments,
    },
    home: {
      statistics: DEFAULT_HOME_STATISTICS.map((statistic) => ({ ...statistic })),
      hero: null,
      carousel: [],
      campaignCovers: {},
    },
    site: { publicOrigin: '', footerCredit: '', footerCreditUrl: '', ...seed.site },
  };
}

const EMPTY = defaultSections({ identity: {}, contacts: {}, payments: {}, site: {} });

/** A home statistic with its Hindi label ('' in figures saved before there was one), in the order a save writes it. */
const completeStatistic = ({ value, label, labelHi, live }: HomeStatistic): HomeStatistic => ({ value, label, labelHi: labelHi ?? '', ...(live ? { live } : {}) });

/** A stored document with every field a newer version added filled from the empty defaults. */
export function completeSections(record: SiteSettingsRecord): StoredSections {
  return {
    identity: { ...EMPTY.identity, ...record.identity },
    contacts: { ...EMPTY.contacts, ...record.contacts },
    social: { ...EMPTY.social, ...record.social, links: { ...EMPTY.social.links, ...record.social?.links } },
    payments: { ...EMPTY.payments, ...record.payments },
    home: { ...EMPTY.home, ...record.home, statistics: (record.home?.statistics ?? EMPTY.home.statistics).map(completeStatistic) },
    site: { ...EMPTY.site, ...record.site },
  };
}
