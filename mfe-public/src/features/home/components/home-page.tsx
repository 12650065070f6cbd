import { pagesHomeText } from '@society/contracts';
import { ButtonLink, useText } from '@society/web-kit';
import { usePageMeta } from '../../../components/page-meta';
import { CampaignHighlights } from './campaign-highlights';
import { Hero } from './hero';
import { LatestUpdates } from './latest-updates';
import { MissionSection } from './mission-section';
import { StatsBand } from './stats-band';
import './home.css';

function QuoteBlock() {
  const t = useText(pagesHomeText);
  return (
    <section className="home-quote" aria-label={t('quoteLabel')}>
      <figure className="wk-container home-quote__inner">
        <blockquote className="home-quote__text">
          <p>{t('quoteText')}</p>
        </blockquote>
        <figcaption className="home-quote__by">{t('quoteBy')}</figcaption>
      </figure>
    </section>
  );
}

function PublicationsInvite() {
  const t = useText(pagesHomeText);
  return (
    <section className="home-section" aria-labelledby="publications-title">
      <div className="wk-container home-invite">
        <div>
          <h2 id="publications-title" className="home-section__title">
            {t('publicationsTitle')}
          </h2>
          <p className="home-section__lead">{t('publicationsLead')}</p>
        </div>
        <ButtonLink to="/publications" size="lg" variant="secondary">
          {t('explorePublications')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** SPEC §2 Home, in the spec's order. */
export function HomePage() {
  const t = useText(pagesHomeText);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  return (
    <>
      <Hero />
      <MissionSection />
      <CampaignHighlights />
      <LatestUpdates />
      <QuoteBlock />
      <PublicationsInvite />
      <StatsBand />
    </>
  );
}
