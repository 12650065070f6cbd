import type { CSSProperties } from 'react';
import { ButtonLink, useSiteSettings } from '@society/web-kit';

/**
 * The home hero (SPEC §2): the headline and 'Sponsor A Child', over the picture the admin chose in
 * the Site tab or the site's own artwork. The picture is a backdrop behind the words (no alt text).
 */
export function Hero() {
  const hero = useSiteSettings()?.home.hero;
  const style = hero ? ({ '--pub-hero-art': `url(${JSON.stringify(hero.url)})` } as CSSProperties) : undefined;
  return (
    <section className="pub-hero" aria-labelledby="hero-title" style={style}>
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
