import { ButtonLink } from '@society/web-kit';
import { usePageMeta } from '../../../components/page-meta';
import { CampaignHighlights } from './campaign-highlights';
import { Hero } from './hero';
import { LatestUpdates } from './latest-updates';
import { MissionSection } from './mission-section';
import { StatsBand } from './stats-band';
import './home.css';

function QuoteBlock() {
  return (
    <section className="home-quote" aria-label="Quote">
      <figure className="wk-container home-quote__inner">
        <blockquote className="home-quote__text">
          <p>Education is the most powerful weapon which you can use to change the world.</p>
        </blockquote>
        <figcaption className="home-quote__by">— Nelson Mandela</figcaption>
      </figure>
    </section>
  );
}

function PublicationsInvite() {
  return (
    <section className="home-section" aria-labelledby="publications-title">
      <div className="wk-container home-invite">
        <div>
          <h2 id="publications-title" className="home-section__title">
            See where the help goes
          </h2>
          <p className="home-section__lead">Our newsletters and annual reports tell what we did, where, and with what.</p>
        </div>
        <ButtonLink to="/publications" size="lg" variant="secondary">
          Explore Our Publications
        </ButtonLink>
      </div>
    </section>
  );
}

/** SPEC §2 Home, in the spec's order. */
export function HomePage() {
  usePageMeta(
    'Education is a Fundamental Right',
    'A registered non-profit teaching slum children in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula, and helping their families out of unemployment. Sponsor a child, volunteer or donate.',
  );
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
