import { Link } from 'react-router-dom';
import { ExternalButtonLink } from '@society/web-kit';
import { CHAT_URL, FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS, SITE } from '../../../config/site';
import { useVisitorCount } from '../api/increment-visitor';
import { ChatIcon, MailIcon, PhoneIcon, PinIcon } from './icons';
import { LogoMark } from './logo';
import { SocialLinks } from './social-links';

export function VisitorCounter() {
  const count = useVisitorCount();
  return (
    <p className="sh-footer__visitors">
      <span>Total Visitors</span>
      <strong>{count.toLocaleString('en-IN')}</strong>
    </p>
  );
}

/** The footer of SPEC §1. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="sh-footer">
      <div className="wk-container sh-footer__grid">
        <section className="sh-footer__about" aria-labelledby="footer-about">
          <div className="sh-footer__brand">
            <LogoMark size={40} />
            <h2 id="footer-about" className="sh-footer__name">
              {SITE.name}
            </h2>
          </div>
          <p className="sh-footer__mission">{SITE.mission}</p>
          <p className="sh-footer__small">{SITE.founded}</p>
          <ExternalButtonLink href={CHAT_URL} className="sh-footer__chat">
            <ChatIcon />
            Chat with us
            <span className="wk-visually-hidden"> (opens WhatsApp in a new tab)</span>
          </ExternalButtonLink>
        </section>

        <nav className="sh-footer__col" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="sh-footer__heading">
            Quick Links
          </h2>
          <ul className="sh-footer__links">
            {FOOTER_QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="sh-footer__col" aria-labelledby="footer-support">
          <h2 id="footer-support" className="sh-footer__heading">
            Support Us
          </h2>
          <ul className="sh-footer__links">
            {FOOTER_SUPPORT_LINKS.map(({ to, label }) => (
              <li key={label}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="sh-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="sh-footer__heading">
            Get in Touch
          </h2>
          <ul className="sh-footer__contact">
            <li>
              <a href={`mailto:${SITE.email}`}>
                <MailIcon />
                {SITE.email}
              </a>
            </li>
            <li>
              <a href={SITE.phoneHref}>
                <PhoneIcon />
                {SITE.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={SITE.mapsUrl} target="_blank" rel="noopener noreferrer">
                <PinIcon />
                Find Us
              </a>
            </li>
          </ul>
          <SocialLinks className="sh-footer__social" />
          <VisitorCounter />
        </section>
      </div>
      <div className="sh-footer__bottom">
        <div className="wk-container sh-footer__bottom-inner">
          <p>
            © {year} {SITE.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <p>
              <Link to="/privacy">Privacy Policy</Link>
              <span aria-hidden="true"> · </span>
              <Link to="/terms">Terms of Use</Link>
            </p>
          </nav>
          <p>
            Website by{' '}
            {SITE.developer.url ? (
              <a href={SITE.developer.url} target="_blank" rel="noopener noreferrer">
                {SITE.developer.name}
              </a>
            ) : (
              SITE.developer.name
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
