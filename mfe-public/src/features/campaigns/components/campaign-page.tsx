import type { CSSProperties } from 'react';
import { PRESENCE_LOCATIONS, SHARE_CARD_SIZE, pagesCampaignsText, pagesNotFoundText, type Translate } from '@society/contracts';
import { ButtonLink, LocalLink, useLocalPath, useSiteSettings, useText } from '@society/web-kit';
import { PageNotFound } from '../../../components/page-not-found';
import { usePageMeta } from '../../../components/page-meta';
import { useCampaignCopy } from '../data/campaign-copy';
import { findCampaign, type Campaign } from '../data/campaigns';
import { CampaignIcon } from './campaign-icon';
import { ShareCampaign } from './share-campaign';
import './campaigns.css';

type CampaignsTranslate = Translate<typeof pagesCampaignsText.en>;

// PRESENCE_LOCATIONS (contracts) as a visitor reads them.
const PLACE_KEYS = {
  'Ambala Cantt': 'placeAmbalaCantt',
  'Topkhana Basti (Ambala)': 'placeTopkhanaBasti',
  Chandigarh: 'placeChandigarh',
  Panchkula: 'placePanchkula',
} as const satisfies Record<(typeof PRESENCE_LOCATIONS)[number], keyof typeof pagesCampaignsText.en>;

function ImpactPanel({ stats, t }: { stats: Campaign['stats']; t: CampaignsTranslate }) {
  return (
    <section className="cmp-panel" aria-labelledby="impact-title">
      <h2 id="impact-title" className="cmp-panel__title">
        {t('impact')}
      </h2>
      <ul className="cmp-impact">
        {stats.map(({ value, label }) => (
          <li key={label} className="cmp-impact__item">
            <strong className="cmp-impact__value">{value}</strong>
            <span className="cmp-impact__label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PresencePanel({ t }: { t: CampaignsTranslate }) {
  return (
    <section className="cmp-panel" aria-labelledby="presence-title">
      <h2 id="presence-title" className="cmp-panel__title">
        {t('presence')}
      </h2>
      <ul className="cmp-presence">
        {PRESENCE_LOCATIONS.map((place) => (
          <li key={place}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
            {t(PLACE_KEYS[place])}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §2 campaign page: one layout for all eleven campaigns. */
export function CampaignPage({ slug }: { slug: string }) {
  const t = useText(pagesCampaignsText);
  const notFound = useText(pagesNotFoundText);
  const localCopy = useCampaignCopy();
  const localPath = useLocalPath();
  const found = findCampaign(slug);
  const campaign = found ? localCopy(found) : undefined;
  // The cover the admin chose in the Site tab, else the campaign's own artwork (and its card for previews).
  const cover = useSiteSettings()?.home.campaignCovers[slug];
  usePageMeta(campaign?.title ?? notFound('metaTitle'), campaign?.description ?? notFound('metaDescription'), cover ? { image: cover.url } : campaign ? { image: campaign.shareCard, imageSize: SHARE_CARD_SIZE } : {});
  if (!campaign) return <PageNotFound />;

  const { title, focus, description, colour, icon, ctaLabel, art, artAlt, story, activities, howToHelp, stats } = campaign;
  return (
    <article className="cmp-page" style={{ '--campaign-colour': colour } as CSSProperties}>
      <header className="cmp-hero">
        <div className="wk-container cmp-hero__inner">
          <div className="cmp-hero__text">
            <nav className="cmp-crumbs" aria-label={t('breadcrumb')}>
              <LocalLink to="/campaigns">{t('title')}</LocalLink>
              <span aria-hidden="true"> / </span>
              <span aria-current="page">{title}</span>
            </nav>
            <p className="cmp-hero__focus">
              <span className="cmp-hero__icon">
                <CampaignIcon name={icon} size={20} />
              </span>
              {focus}
            </p>
            <h1 className="cmp-hero__title">{title}</h1>
            <p className="cmp-hero__lead">{description}</p>
            <div className="pub-actions">
              <ButtonLink to="/support/donate" size="lg">
                {ctaLabel}
              </ButtonLink>
              <ShareCampaign title={title} path={localPath(campaign.url)} />
            </div>
          </div>
          <img className="cmp-hero__art" src={cover?.url ?? art} alt={cover?.alt ?? artAlt} width={800} height={600} decoding="async" />
        </div>
      </header>

      <div className="wk-container cmp-body">
        <div className="cmp-content">
          <h2>{t('aboutCampaign')}</h2>
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h2>{t('whatWeDo')}</h2>
          <ul className="cmp-checklist">
            {activities.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
          </ul>
          <h2>{t('howToHelp')}</h2>
          <p>{howToHelp}</p>
          <p>
            {t('giveTimeBefore')}
            <LocalLink to="/support/volunteer">{t('volunteerLink')}</LocalLink>
            {t('giveTimeOr')}
            <LocalLink to="/support/internship">{t('internshipLink')}</LocalLink>
            {t('giveTimeAfter')}
          </p>
        </div>
        <aside className="cmp-aside" aria-label={t('campaignFacts')}>
          <ImpactPanel stats={stats} t={t} />
          <PresencePanel t={t} />
        </aside>
      </div>
    </article>
  );
}
