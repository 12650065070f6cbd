import { useSearchParams } from 'react-router-dom';
import { CURRENT_PRIVACY_NOTICE, NOTICE_FORMS, PRIVACY_NOTICE_VERSIONS, formatDay, legalPrivacyText, privacyNotice, privacyNoticeIn, privacyNoticeText } from '@society/contracts';
import { LocalLink, useLocale, useSiteSettings, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { legalUpdated } from '../legal-updated';
import { rich } from '../../../components/rich-text';
import './legal.css';

/** '2026-11-26' → '26 November 2026' / '26 नवंबर 2026' (the same on the server and in the browser). */
const publishedDay = (day: string, locale: 'en' | 'hi') => formatDay(`${day}T00:00:00Z`, locale);

export function PrivacyPage() {
  const locale = useLocale();
  const t = useText(legalPrivacyText);
  const noticeText = useText(privacyNoticeText);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const settings = useSiteSettings();
  // Until the Site tab names the society its name is '', not missing: the sentence still needs a subject.
  const name = settings?.identity.name || t('societyFallback');
  const email = settings?.contacts.email ?? '';
  const grievance = { name: settings?.contacts.grievanceName ?? '', email: settings?.contacts.grievanceEmail || email };
  // ?version=N shows a past version of the form notices again (each submission records the one accepted).
  const [params] = useSearchParams();
  const notice = privacyNoticeIn(privacyNotice(Number(params.get('version'))) ?? CURRENT_PRIVACY_NOTICE, noticeText);
  const past = notice.version !== CURRENT_PRIVACY_NOTICE.version;
  const contactPage = <LocalLink to="/contact">{t('contactPage')}</LocalLink>;
  return (
    <>
      <PageIntro eyebrow={t('updated', { month: legalUpdated(locale) })} title={t('title')} lead={t('lead')} />
      <div className="wk-container legal">
        <nav className="legal__toc" aria-labelledby="privacy-toc">
          <h2 id="privacy-toc" className="legal__toc-title">
            {t('tocTitle')}
          </h2>
          <ol>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{t(title)}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal__body">
          <section aria-labelledby="who-we-are">
            <h2 id="who-we-are">{t('whoTitle')}</h2>
            <p>{rich((values) => t('whoText', { ...values, name }), { contact: email ? <a href={`mailto:${email}`}>{email}</a> : contactPage })}</p>
            <p>{t('consentText')}</p>
          </section>

          <section aria-labelledby="forms">
            <h2 id="forms">{t('formsTitle')}</h2>
            {past ? (
              <p className="legal__version-note" role="note">
                {rich((values) => t('pastNote', { ...values, version: notice.version, day: publishedDay(notice.published, locale) }), {
                  current: <LocalLink to="/privacy#forms">{t('currentLink', { version: CURRENT_PRIVACY_NOTICE.version })}</LocalLink>,
                })}
              </p>
            ) : (
              <p>{t('currentNote', { version: notice.version, day: publishedDay(notice.published, locale) })}</p>
            )}
            {NOTICE_FORMS.map((id) => {
              const formNotice = notice.forms[id];
              // A form added in a later version has no notice in the earlier ones.
              if (!formNotice) return null;
              const { form, page, collects, why, who, keep } = formNotice;
              return (
                <article key={id} className="legal__card" aria-labelledby={`form-${id}`}>
                  <h3 id={`form-${id}`}>
                    <LocalLink to={page}>{form}</LocalLink>
                  </h3>
                  <dl>
                    <dt>{t('cardCollects')}</dt>
                    <dd>{collects}</dd>
                    <dt>{t('cardWhy')}</dt>
                    <dd>{why}</dd>
                    <dt>{t('cardWho')}</dt>
                    <dd>{who}</dd>
                    <dt>{t('cardKeep')}</dt>
                    <dd>{keep}</dd>
                  </dl>
                </article>
              );
            })}
            <p>{t('serverNote')}</p>
          </section>

          <section aria-labelledby="not-collected">
            <h2 id="not-collected">{t('notCollectedTitle')}</h2>
            <ul>
              <li>{t('notCollectedChildren')}</li>
              <li>{t('notCollectedCookies')}</li>
              <li>{t('notCollectedAge')}</li>
            </ul>
          </section>

          <section aria-labelledby="sharing">
            <h2 id="sharing">{t('sharingTitle')}</h2>
            <p>{t('sharingIntro')}</p>
            <ul>
              <li>{t('sharingHost')}</li>
              <li>{t('sharingLaw')}</li>
            </ul>
          </section>

          <section aria-labelledby="other-sites">
            <h2 id="other-sites">{t('otherSitesTitle')}</h2>
            <p>{t('otherSitesText')}</p>
          </section>

          <section aria-labelledby="security">
            <h2 id="security">{t('securityTitle')}</h2>
            <p>{t('securityText')}</p>
          </section>

          <section aria-labelledby="rights">
            <h2 id="rights">{t('rightsTitle')}</h2>
            <p>{t('rightsIntro')}</p>
            <ul>
              <li>{t('rightSummary')}</li>
              <li>{t('rightCorrect')}</li>
              <li>{t('rightDelete')}</li>
              <li>{t('rightWithdraw')}</li>
              <li>{t('rightNominate')}</li>
            </ul>
            <p>{rich((values) => t('rightsPage', values), { yourData: <LocalLink to="/your-data">{t('yourDataLink')}</LocalLink> })}</p>
            <p className="legal__contact">
              {rich(
                (values) =>
                  t(grievance.name ? 'grievanceNamed' : 'grievance', {
                    ...values,
                    name: grievance.name,
                    period: settings?.dataRequests ? t('replyDays', { days: settings.dataRequests.responseDays }) : t('replyLawful'),
                  }),
                { contact: grievance.email ? <a href={`mailto:${grievance.email}`}>{grievance.email}</a> : contactPage },
              )}
            </p>
            <p>{t('board')}</p>
            <p>{rich((values) => t('changes', values), { terms: <LocalLink to="/terms">{t('termsLink')}</LocalLink> })}</p>
          </section>

          <section aria-labelledby="versions">
            <h2 id="versions">{t('versionsTitle')}</h2>
            <p>{t('versionsIntro')}</p>
            <ul className="legal__versions">
              {PRIVACY_NOTICE_VERSIONS.map((version) => (
                <li key={version.version}>
                  <LocalLink to={`/privacy?version=${version.version}#forms`} aria-current={version.version === notice.version ? 'page' : undefined}>
                    {t('versionLink', { version: version.version, day: publishedDay(version.published, locale) })}
                  </LocalLink>
                  {version.version === CURRENT_PRIVACY_NOTICE.version ? ` ${t('currentMark')}` : ''}: {privacyNoticeIn(version, noticeText).changes}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

/** The page's sections, in order: the table of contents links to each. */
const SECTIONS = [
  ['who-we-are', 'whoTitle'],
  ['forms', 'formsTitle'],
  ['not-collected', 'notCollectedTitle'],
  ['sharing', 'sharingTitle'],
  ['other-sites', 'otherSitesTitle'],
  ['security', 'securityTitle'],
  ['rights', 'rightsTitle'],
  ['versions', 'versionsTitle'],
] as const;
