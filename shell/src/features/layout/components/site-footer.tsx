import { frameText } from '@society/contracts';
import { ExternalButtonLink, LocalLink, useSiteSettings, useText } from '@society/web-kit';
import { FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS } from '../../../config/site';
import { useVisitorCount } from '../api/increment-visitor';
import { ContactAnchor, useContactLinks } from './contact-links';
import { ChatIcon } from './icons';
import { LogoMark } from './logo';
import { SocialLinks } from './social-links';

/**
 * A whole number in Indian grouping (12,34,567). Not Intl: a page's first Intl formatter loads the
 * locale's data, and on a slow phone that is one task of about 50 ms while the page is taken over.
 */
function groupedIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}

/** The chat link of SPEC §1: opens a chat with the society's number and a prefilled question in the page's language. */
function chatUrl(chatNumber: string, message: string): string {
  return `https://wa.me/${chatNumber}?text=${encodeURIComponent(message)}`;
}

export function VisitorCounter() {
  const count = useVisitorCount();
  const t = useText(frameText);
  return (
    <p className="sh-footer__visitors">
      <span>{t('totalVisitors')}</span>
      <strong>{groupedIndian(count)}</strong>
    </p>
  );
}

/** The footer of SPEC §1. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const name = settings?.identity.name ?? '';
  const chatNumber = settings?.contacts.chatNumber;
  const contactLinks = useContactLinks();
  const credit = settings?.site;
  const t = useText(frameText);
  return (
    <footer className="sh-footer">
      <div className="wk-container sh-footer__grid">
        <section className="sh-footer__about" aria-labelledby="footer-about">
          <div className="sh-footer__brand">
            <LogoMark size={40} />
            <h2 id="footer-about" className="sh-footer__name">
              {name}
            </h2>
          </div>
          <p className="sh-footer__mission">{t('mission')}</p>
          <p className="sh-footer__small">{t('founded')}</p>
          {chatNumber ? (
            <ExternalButtonLink href={chatUrl(chatNumber, t('chatMessage'))} className="sh-footer__chat">
              <ChatIcon />
              {t('chatWithUs')}
              <span className="wk-visually-hidden">{t('chatOpensWhatsapp')}</span>
            </ExternalButtonLink>
          ) : null}
        </section>

        <nav className="sh-footer__col" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="sh-footer__heading">
            {t('quickLinks')}
          </h2>
          <ul className="sh-footer__links">
            {FOOTER_QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <LocalLink to={to}>{t(label)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="sh-footer__col" aria-labelledby="footer-support">
          <h2 id="footer-support" className="sh-footer__heading">
            {t('supportUs')}
          </h2>
          <ul className="sh-footer__links">
            {FOOTER_SUPPORT_LINKS.map(({ to, label }) => (
              <li key={label}>
                <LocalLink to={to}>{t(label)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className="sh-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="sh-footer__heading">
            {t('getInTouch')}
          </h2>
          <ul className="sh-footer__contact">
            {contactLinks.map((link) => (
              <li key={link.key}>
                <ContactAnchor link={link}>
                  <link.Icon />
                  {link.text}
                </ContactAnchor>
              </li>
            ))}
          </ul>
          <SocialLinks className="sh-footer__social" />
          <VisitorCounter />
        </section>
      </div>
      <div className="sh-footer__bottom">
        <div className="wk-container sh-footer__bottom-inner">
          <p>
            {/* Before the admin names the society, the line still reads as a sentence. */}
            {name ? t('copyright', { year: String(year), name }) : t('copyrightUnnamed', { year: String(year) })}
          </p>
          <nav aria-label={t('legal')}>
            <p>
              <LocalLink to="/privacy">{t('privacy')}</LocalLink>
              <span aria-hidden="true"> · </span>
              <LocalLink to="/your-data">{t('yourData')}</LocalLink>
              <span aria-hidden="true"> · </span>
              <LocalLink to="/terms">{t('terms')}</LocalLink>
            </p>
          </nav>
          {credit?.footerCredit ? (
            <p>
              {credit.footerCreditUrl ? (
                <a href={credit.footerCreditUrl} target="_blank" rel="noopener noreferrer">
                  {credit.footerCredit}
                </a>
              ) : (
                credit.footerCredit
              )}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
