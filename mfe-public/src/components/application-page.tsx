import type { ReactNode } from 'react';
import { formsApplicationText } from '@society/contracts';
import { useText } from '@society/web-kit';
import { PageIntro, type PageIntroProps } from './form-page-intro';

export interface ApplicationPageProps extends Omit<PageIntroProps, 'children'> {
  /** Prefix of the terms' heading id (`volunteer` gives `volunteer-terms-title`). */
  idPrefix: string;
  termsTitle: string;
  /** The terms, as list items. */
  terms: ReactNode;
  /** What HR does with an application, under the terms. */
  nextSteps: string;
  /** The application form, beside the terms. */
  children: ReactNode;
}

/** The volunteer and internship pages: the intro, then the terms and what happens next beside the form. */
export function ApplicationPage({ idPrefix, termsTitle, terms, nextSteps, children, ...intro }: ApplicationPageProps) {
  const t = useText(formsApplicationText);
  return (
    <>
      <PageIntro {...intro} />
      <div className="wk-container pub-section">
        <div className="pub-form-layout">
          <aside className="pub-form-layout__aside" aria-labelledby={`${idPrefix}-terms-title`}>
            <div className="pub-note-card">
              <h2 id={`${idPrefix}-terms-title`} className="pub-note-card__title">
                {termsTitle}
              </h2>
              <ul className="pub-checklist">{terms}</ul>
            </div>
            <div className="pub-note-card">
              <h2 className="pub-note-card__title">{t('whatHappensNext')}</h2>
              <p>{nextSteps}</p>
            </div>
          </aside>
          <div className="pub-form-card pub-form-layout__main">{children}</div>
        </div>
      </div>
    </>
  );
}
