import { use } from 'react';
import type { CampaignSlug, Locale } from '@society/contracts';
import { useLocale } from '@society/web-kit';
import type { Campaign } from './campaigns';
import type { HindiCampaigns } from './campaigns.hi';

// The campaigns' Hindi copy is its own chunk, fetched once by the first Hindi page that needs it.
let hindi: HindiCampaigns | null = null;
/** The load of the Hindi copy, kept once it has succeeded (use() then reads it at once). */
let pending: (Promise<void> & { status?: string; value?: unknown }) | null = null;
const ENGLISH: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Loads the campaigns' copy in `locale` (English is always there); later calls answer the same promise. */
export function loadCampaignCopy(locale: Locale): Promise<void> {
  if (locale === 'en') return ENGLISH;
  if (!pending) {
    const loading: Promise<void> & { status?: string; value?: unknown } = import('./campaigns.hi').then(
      (module) => {
        hindi = module.default;
        // Marked settled as React marks the promises it has seen, so a page mounted later reads it without waiting.
        Object.assign(loading, { status: 'fulfilled', value: undefined });
      },
      (error: unknown) => {
        pending = null; // a failed chunk load may be retried on the next render
        throw error;
      },
    );
    pending = loading;
  }
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
  // Always use()d on a Hindi page, loaded or not: a render React replays after the load must make the same calls.
  if (locale === 'hi') use(loadCampaignCopy(locale));
  const copy = locale === 'hi' ? hindi : null;
  return copy ? (campaign) => translated(campaign, copy) : (campaign) => campaign;
}
