import { pagesHomeText } from '@society/contracts';
import { ButtonLink, LocalLink, useText } from '@society/web-kit';

type HomeKey = keyof typeof pagesHomeText.en;

// SPEC §2: the four campaign cards of the home page and their exact links.
const HIGHLIGHTS = [
  {
    title: 'kidsEducationTitle',
    text: 'kidsEducationText',
    to: '/campaigns/susikshapathshala',
    icon: 'M3 5.5c3-1.2 6-1 9 1 3-2 6-2.2 9-1V19c-3-1.2-6-1-9 1-3-2-6-2.2-9-1zM12 6.5V20',
  },
  {
    title: 'supportHomelessTitle',
    text: 'supportHomelessText',
    to: '/campaigns/jagruktaabhiyan',
    icon: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-5h4v5',
  },
  {
    title: 'sponsorChild',
    text: 'sponsorChildText',
    to: '/campaigns/nayiudaan',
    icon: 'M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z',
  },
  {
    title: 'skillDevelopmentTitle',
    text: 'skillDevelopmentText',
    to: '/campaigns/nayisambhawnayein',
    icon: 'M14.5 6.5a4 4 0 0 0 5 5l-8.5 8.5a2.1 2.1 0 0 1-3-3zM14.5 6.5l3-3a4 4 0 0 1 2.9 3.6L17 10.5',
  },
] as const satisfies readonly { title: HomeKey; text: HomeKey; to: string; icon: string }[];

export function CampaignHighlights() {
  const t = useText(pagesHomeText);
  return (
    <section className="home-section home-section--warm" aria-labelledby="highlights-title">
      <div className="wk-container">
        <div className="home-section__head">
          <h2 id="highlights-title" className="home-section__title">
            {t('highlightsTitle')}
          </h2>
          <p className="home-section__lead">{t('highlightsLead')}</p>
        </div>
        <ul className="home-cards">
          {HIGHLIGHTS.map(({ title, text, to, icon }) => (
            <li key={to} className="home-card">
              <span className="home-card__icon">
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h3 className="home-card__title">{t(title)}</h3>
              <p className="home-card__text">{t(text)}</p>
              <ButtonLink to={to} variant="secondary" className="home-card__link">
                {t('learnMore')}
                <span className="wk-visually-hidden">{t('learnMoreAbout', { title: t(title) })}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className="home-cards__all">
          <LocalLink to="/campaigns" className="home-more-link">
            {t('allCampaigns')}
          </LocalLink>
        </p>
      </div>
    </section>
  );
}
