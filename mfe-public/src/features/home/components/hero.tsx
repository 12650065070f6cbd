import { ButtonLink } from '@society/web-kit';

/** The home hero (SPEC §2): the headline and 'Sponsor A Child', over the site's own artwork. */
export function Hero() {
  return (
    <section className="pub-hero" aria-labelledby="hero-title">
      <div className="wk-container pub-hero__inner">
        <p className="pub-hero__eyebrow">Ambala Cantt · Topkhana Basti · Chandigarh · Panchkula</p>
        <h1 id="hero-title" className="pub-hero__title">
          Education is a Fundamental Right
        </h1>
        <p className="pub-hero__lead">
          We teach children from slums and poor families for free, and help their families find skills and work. A
          sponsor keeps one more child in school.
        </p>
        <div className="pub-actions">
          <ButtonLink to="/support/donate" size="lg">
            Sponsor A Child
          </ButtonLink>
          <ButtonLink to="/campaigns" size="lg" variant="secondary">
            See Our Campaigns
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
