import { pagesSupportText } from '@society/contracts';
import { ButtonLink, LocalLink, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import './support.css';

type SupportKey = keyof typeof pagesSupportText.en;

// SPEC §2 Support Us: three cards with these exact buttons.
const WAYS = [
  {
    title: 'donateTitle',
    text: 'donateText',
    action: 'donateAction',
    to: '/support/donate',
    icon: 'M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z',
  },
  {
    title: 'volunteerTitle',
    text: 'volunteerText',
    action: 'volunteerAction',
    to: '/support/volunteer',
    icon: 'M7 11V6.5a1.5 1.5 0 0 1 3 0V11M10 10V5a1.5 1.5 0 0 1 3 0v5M13 10V6a1.5 1.5 0 0 1 3 0v6M16 10.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-.5A6.5 6.5 0 0 1 6 17.5L4.3 14a1.5 1.5 0 0 1 2.6-1.5L7 13',
  },
  {
    title: 'internshipTitle',
    text: 'internshipText',
    action: 'internshipAction',
    to: '/support/internship',
    icon: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v5',
  },
] as const satisfies readonly { title: SupportKey; text: SupportKey; action: SupportKey; to: string; icon: string }[];

export function SupportPage() {
  const t = useText(pagesSupportText);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="wk-container pub-section">
        <ul className="sup-grid">
          {WAYS.map(({ title, text, action, to, icon }) => (
            <li key={to} className="sup-card">
              <span className="sup-card__icon">
                <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
                  <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h2 className="sup-card__title">{t(title)}</h2>
              <p className="sup-card__text">{t(text)}</p>
              <ButtonLink to={to} size="lg">
                {t(action)}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <section className="sup-reports" aria-labelledby="reports-title">
          <h2 id="reports-title" className="sup-reports__title">
            {t('reportsTitle')}
          </h2>
          <p>
            {t('reportsText')} <LocalLink to="/publications">{t('reportsLink')}</LocalLink>
            {t('fullStop')}
          </p>
        </section>
      </div>
    </>
  );
}
