import { formsContactText } from '@society/contracts';
import { ButtonLink, useSiteSettings, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import './contact.css';

function Icon({ path }: { path: string }) {
  return (
    <span className="pub-contact__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

const ICONS = {
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone:
    'M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

/** The office's hours (the society's own words; its address and numbers are its settings). */
const WORKING_HOURS = [
  { days: 'weekdays', hours: 'weekdayHours' },
  { days: 'sunday', hours: 'closed' },
] as const;

export function ContactPage() {
  const contacts = useSiteSettings()?.contacts;
  const t = useText(formsContactText);
  usePageMeta(t('title'), t('metaDescription'));
  return (
    <>
      <PageIntro
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      >
        <div className="pub-actions">
          <ButtonLink to="/publications" variant="secondary">
            {t('publications')}
          </ButtonLink>
          <ButtonLink to="/support/donate">{t('support')}</ButtonLink>
        </div>
      </PageIntro>
      <div className="wk-container pub-section">
        <div className="pub-form-layout">
          <div className="pub-form-card">
            <ContactForm />
          </div>
          <aside className="pub-form-layout__aside pub-contact__details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="pub-section__title">
              {t('reachUs')}
            </h2>
            <ul className="pub-contact__list">
              <li>
                <Icon path={ICONS.pin} />
                <div>
                  <h3 className="pub-contact__label">{t('address')}</h3>
                  <address className="pub-contact__address">
                    {contacts?.addressLines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  {contacts?.mapUrl ? (
                    <a href={contacts.mapUrl} target="_blank" rel="noopener noreferrer" className="pub-contact__link">
                      {t('directions')}<span className="wk-visually-hidden"> {t('newTab')}</span>
                    </a>
                  ) : null}
                </div>
              </li>
              {contacts?.email ? (
                <li>
                  <Icon path={ICONS.mail} />
                  <div>
                    <h3 className="pub-contact__label">{t('email')}</h3>
                    <a href={`mailto:${contacts.email}`} className="pub-contact__link">
                      {contacts.email}
                    </a>
                  </div>
                </li>
              ) : null}
              {contacts?.phoneDial ? (
                <li>
                  <Icon path={ICONS.phone} />
                  <div>
                    <h3 className="pub-contact__label">{t('phone')}</h3>
                    <a href={`tel:${contacts.phoneDial}`} className="pub-contact__link">
                      {contacts.phoneDisplay || contacts.phoneDial}
                    </a>
                  </div>
                </li>
              ) : null}
              <li>
                <Icon path={ICONS.clock} />
                <div>
                  <h3 className="pub-contact__label">{t('hours')}</h3>
                  <dl className="pub-contact__hours">
                    {WORKING_HOURS.map(({ days, hours }) => (
                      <div key={days}>
                        <dt>{t(days)}</dt>
                        <dd>{t(hours)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </li>
            </ul>
            <ContactMap />
          </aside>
        </div>
      </div>
    </>
  );
}
