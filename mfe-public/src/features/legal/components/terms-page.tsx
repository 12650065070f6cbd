import { legalTermsText } from '@society/contracts';
import { LocalLink, useLocale, useSiteSettings, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { legalUpdated } from '../legal-updated';
import { rich } from '../../../components/rich-text';
import './legal.css';

export function TermsPage() {
  const locale = useLocale();
  const t = useText(legalTermsText);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const settings = useSiteSettings();
  const name = settings?.identity.name || t('societyFallback');
  const email = settings?.contacts.email ?? '';
  return (
    <>
      <PageIntro eyebrow={t('updated', { month: legalUpdated(locale) })} title={t('title')} lead={t('lead', { name })} />
      <div className="wk-container legal">
        <div className="legal__body legal__body--wide">
          <section aria-labelledby="about-site">
            <h2 id="about-site">{t('aboutTitle')}</h2>
            <p>{t('aboutText')}</p>
          </section>

          <section aria-labelledby="donations">
            <h2 id="donations">{t('donationsTitle')}</h2>
            <ul>
              <li>{t('donationVoluntary')}</li>
              <li>{t('donationReceipt')}</li>
              <li>{t('donationTax')}</li>
              <li>{t('donationMistake')}</li>
            </ul>
          </section>

          <section aria-labelledby="applications">
            <h2 id="applications">{t('applicationsTitle')}</h2>
            <ul>
              <li>{t('applicationPlace')}</li>
              <li>{t('applicationUnpaid')}</li>
              <li>
                {rich((values) => t('applicationTerms', values), {
                  volunteer: <LocalLink to="/support/volunteer">{t('volunteerLink')}</LocalLink>,
                  internship: <LocalLink to="/support/internship">{t('internshipLink')}</LocalLink>,
                })}
              </li>
              <li>{t('applicationChildren')}</li>
            </ul>
          </section>

          <section aria-labelledby="your-part">
            <h2 id="your-part">{t('yourPartTitle')}</h2>
            <ul>
              <li>{t('yourPartTrue')}</li>
              <li>{t('yourPartUpload')}</li>
              <li>{t('yourPartMisuse')}</li>
            </ul>
          </section>

          <section aria-labelledby="content">
            <h2 id="content">{t('contentTitle')}</h2>
            <p>{t('contentText')}</p>
          </section>

          <section aria-labelledby="links">
            <h2 id="links">{t('linksTitle')}</h2>
            <p>{t('linksText')}</p>
          </section>

          <section aria-labelledby="liability">
            <h2 id="liability">{t('liabilityTitle')}</h2>
            <p>{t('liabilityText')}</p>
          </section>

          <section aria-labelledby="law">
            <h2 id="law">{t('lawTitle')}</h2>
            <p>{rich((values) => t('lawText', values), { privacy: <LocalLink to="/privacy">{t('privacyLink')}</LocalLink> })}</p>
            <p className="legal__contact">
              {rich((values) => t('questions', values), {
                contact: email ? <a href={`mailto:${email}`}>{email}</a> : <LocalLink to="/contact">{t('writeToUs')}</LocalLink>,
              })}
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
