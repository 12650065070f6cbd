import { legalYourDataText } from '@society/contracts';
import { LocalLink, useSiteSettings, useSocietyName, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { rich } from '../../../components/rich-text';
import { DataRequestForm } from './data-request-form';
import './your-data.css';

/**
 * The "Your data" page (DPDP Act 2023, sections 11 to 14): a person asks to see, correct or erase the data held
 * under their email address, nominates someone, or raises a grievance. The request is confirmed through a link
 * mailed to that address; the page says the same whether or not we hold anything.
 */
export function YourDataPage() {
  const t = useText(legalYourDataText);
  const society = useSocietyName() || t('societyFallback');
  const grievanceEmail = useSiteSettings()?.contacts.grievanceEmail || '';
  usePageMeta(t('metaTitle'), t('metaDescription', { society }));
  const step = (key: 'askStep' | 'confirmStep' | 'answerStep', title: 'askTitle' | 'confirmTitle' | 'answerTitle') =>
    rich((values) => t(key, values), { title: <strong>{t(title)}</strong>, privacy: <LocalLink to="/privacy">{t('privacyLink')}</LocalLink> });
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="wk-container pub-section">
        <div className="pub-form-layout">
          <div className="pub-form-card pub-form-layout__main">
            <DataRequestForm />
          </div>
          <aside className="pub-form-layout__aside" aria-labelledby="your-data-how">
            <section className="pub-note-card">
              <h2 id="your-data-how" className="pub-note-card__title">
                {t('howTitle')}
              </h2>
              <ol className="your-data__steps">
                <li>{step('askStep', 'askTitle')}</li>
                <li>{step('confirmStep', 'confirmTitle')}</li>
                <li>{step('answerStep', 'answerTitle')}</li>
              </ol>
            </section>
            <section className="pub-note-card" aria-labelledby="your-data-kept">
              <h2 id="your-data-kept" className="pub-note-card__title">
                {t('keptTitle')}
              </h2>
              <p>{t('keptTax')}</p>
              <p>
                {t('keptChildren')}
                {grievanceEmail ? (
                  <>
                    {' '}
                    {rich((values) => t('keptGrievance', values), { email: <a href={`mailto:${grievanceEmail}`}>{grievanceEmail}</a> })}
                  </>
                ) : null}
              </p>
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
