import { useEffect, useState } from 'react';
import { formatDay, legalDataKindsText, legalDataLinksText, messagesText, type DataRequestConfirmation } from '@society/contracts';
import { LocalLink, useLocale, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { apiErrorText } from '../api/api-error-text';
import { rich } from '../../../components/rich-text';
import { confirmDataRequest } from '../api/confirm-data-request';
import { useLinkToken } from './link-token';
import './your-data.css';

type State = { status: 'reading' } | { status: 'confirmed'; confirmation: DataRequestConfirmation } | { status: 'failed'; error: unknown };

/** The page the confirmation link opens: it confirms the request once, and says by when we answer. */
export function ConfirmRequestPage() {
  const locale = useLocale();
  const t = useText(legalDataLinksText);
  const kindText = useText(legalDataKindsText);
  const messages = useText(messagesText);
  usePageMeta(t('confirmTitle'), t('confirmMetaDescription'), { noindex: true });
  const token = useLinkToken();
  const [state, setState] = useState<State>({ status: 'reading' });

  useEffect(() => {
    if (token === undefined) return;
    if (!token) {
      setState({ status: 'failed', error: null });
      return;
    }
    let live = true;
    confirmDataRequest(token).then(
      (confirmation) => live && setState({ status: 'confirmed', confirmation }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <>
      <PageIntro title={t('confirmTitle')} lead={t('confirmLead')} />
      <div className="wk-container pub-section">
        <section className="pub-form-card your-data__result" aria-live="polite" aria-busy={state.status === 'reading'}>
          {state.status === 'reading' ? <p>{t('confirming')}</p> : null}
          {state.status === 'confirmed' ? (
            <>
              <h2 className="pub-form-card__title">{t('confirmed')}</h2>
              <p>
                {rich((values) => t('answerBy', { ...values, days: state.confirmation.responseDays }), {
                  kind: <strong>{kindText(state.confirmation.kind)}</strong>,
                  day: <strong>{formatDay(state.confirmation.dueAt, locale)}</strong>,
                })}
              </p>
              <p>{t('canClose')}</p>
            </>
          ) : null}
          {state.status === 'failed' ? (
            <>
              <h2 className="pub-form-card__title">{t('notConfirmed')}</h2>
              <p>{state.error === null ? t('wholeLink') : (apiErrorText(state.error, messages) ?? t('confirmFailed'))}</p>
              <p>
                <LocalLink to="/your-data">{t('newRequest')}</LocalLink>
              </p>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
