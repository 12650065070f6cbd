import type { CSSProperties } from 'react';
import { pagesHomeText } from '@society/contracts';
import { ButtonLink, useSiteSettings, useText } from '@society/web-kit';

/**
 * The home hero (SPEC §2): the headline and 'Sponsor A Child', over the picture the admin chose in
 * the Site tab or the site's own artwork. The picture is a backdrop behind the words (no alt text).
 */
export function Hero() {
  const t = useText(pagesHomeText);
  const hero = useSiteSettings()?.home.hero;
  const style = hero ? ({ '--pub-hero-art': `url(${JSON.stringify(hero.url)})` } as CSSProperties) : undefined;
  return (
    <section className="pub-hero" aria-labelledby="hero-title" style={style}>
      <div className="wk-container pub-hero__inner">
        <p className="pub-hero__eyebrow">{t('heroEyebrow')}</p>
        <h1 id="hero-title" className="pub-hero__title">
          {t('heroTitle')}
        </h1>
        <p className="pub-hero__lead">{t('heroLead')}</p>
        <div className="pub-actions">
          <ButtonLink to="/support/donate" size="lg">
            {t('sponsorChild')}
          </ButtonLink>
          <ButtonLink to="/campaigns" size="lg" variant="secondary">
            {t('seeCampaigns')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
