import { Link } from 'react-router-dom';
import { ButtonLink } from '@society/web-kit';

// SPEC §2: the four campaign cards of the home page and their exact links.
const HIGHLIGHTS = [
  {
    title: 'Kids Education',
    text: 'Free classes close to home that help slum children read, write, count and stay in school.',
    to: '/campaigns/susikshapathshala',
    icon: 'M3 5.5c3-1.2 6-1 9 1 3-2 6-2.2 9-1V19c-3-1.2-6-1-9 1-3-2-6-2.2-9-1zM12 6.5V20',
  },
  {
    title: 'Support Homeless',
    text: 'Food, warm clothes and blankets for people living on the street, and help to find shelter.',
    to: '/campaigns/jagruktaabhiyan',
    icon: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-5h4v5',
  },
  {
    title: 'Sponsor A Child',
    text: 'Books, uniform and fees for one child, so that school does not stop when money runs short.',
    to: '/campaigns/nayiudaan',
    icon: 'M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z',
  },
  {
    title: 'Skill Development',
    text: 'Computers, tailoring and spoken English, so that young people and parents can find steady work.',
    to: '/campaigns/nayisambhawnayein',
    icon: 'M14.5 6.5a4 4 0 0 0 5 5l-8.5 8.5a2.1 2.1 0 0 1-3-3zM14.5 6.5l3-3a4 4 0 0 1 2.9 3.6L17 10.5',
  },
] as const;

export function CampaignHighlights() {
  return (
    <section className="home-section home-section--warm" aria-labelledby="highlights-title">
      <div className="wk-container">
        <div className="home-section__head">
          <h2 id="highlights-title" className="home-section__title">
            How We Help
          </h2>
          <p className="home-section__lead">Four of our campaigns, and where a little help goes a long way.</p>
        </div>
        <ul className="home-cards">
          {HIGHLIGHTS.map(({ title, text, to, icon }) => (
            <li key={to} className="home-card">
              <span className="home-card__icon">
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h3 className="home-card__title">{title}</h3>
              <p className="home-card__text">{text}</p>
              <ButtonLink to={to} variant="secondary" className="home-card__link">
                Learn More<span className="wk-visually-hidden"> about {title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className="home-cards__all">
          <Link to="/campaigns" className="home-more-link">
            See all eleven campaigns
          </Link>
        </p>
      </div>
    </section>
  );
}
