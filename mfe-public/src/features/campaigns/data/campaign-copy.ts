import { use } from 'react';
import type { CampaignSlug, Locale } from '@society/contracts';
import { useLocale } from '@society/web-kit';
import type { Campaign } from './campaigns';
import type { HindiCampaigns } from './campaigns.hi';

// The campaigns' Hindi copy is its own chunk, fetched once by the first Hindi page that needs it.
let hindi: HindiCampaigns | null = null;
let pending: Promise<void> | null = null;

/** Loads the campaigns' copy in `locale` (English is always there); later calls answer the same promise. */
export function loadCampaignCopy(locale: Locale): Promise<void> {
  if (locale === 'en' || hindi) return Promise.resolve();
  pending ??= import('./campaigns.hi').then(
    (module) => {
      hindi = module.default;
    },
    (error: unknown) => {
      pending = null; // a failed chunk load may be retried on the next render
      throw error;
    },
  );
  return pending;
}

/** A campaign as `copy` tells it: its words and impact labels, the rest (slug, url, colour, art) unchanged. */
function translated(campaign: Campaign, copy: HindiCampaigns): Campaign {
  return {
    ...campaign,
    ...copy.campaigns[campaign.slug as CampaignSlug],
    stats: campaign.stats.map((stat) => ({ ...stat, label: copy.impactLabels[stat.label] ?? stat.label })),
  };
}

/**
 * The campaigns in the page's language: on a Hindi page the component suspends until the Hindi copy has
 * loaded (the ready HTML stays on screen meanwhile); English never waits.
 */
export function useCampaignCopy(): (campaign: Campaign) => Campaign {
  const locale = useLocale();
  if (locale === 'hi' && !hindi) use(loadCampaignCopy(locale));
  const copy = locale === 'hi' ? hindi : null;
  return copy ? (campaign) => translated(campaign, copy) : (campaign) => campaign;
}
