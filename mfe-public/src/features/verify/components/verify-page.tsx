import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDay, legalVerifyText, messagesText, type CertificateVerification, type Locale } from '@society/contracts';
import { LocalLink, isApiError, useLocale, useSocietyName, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { apiErrorText } from '../api/api-error-text';
import { rich } from '../../../components/rich-text';
import { getVerification } from '../api/get-verification';
import './verify.css';

type Check = { status: 'checking' } | { status: 'found'; certificate: CertificateVerification } | { status: 'unknown' } | { status: 'failed'; error: unknown };

/** A day ('2026-01-05') and a moment (ISO date-time), each as the day it is in India. */
const day = (value: string, locale: Locale) => formatDay(`${value}T00:00:00Z`, locale);
const moment = (value: string, locale: Locale) => formatDay(value, locale);

/**
 * The page a certificate's QR code opens: anyone (a college, an employer) checks the code printed on it.
 * It is drawn on the server as a placeholder of its final size; the check runs in the browser.
 */
export function VerifyPage() {
  const { code = '' } = useParams();
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // A page per code says nothing a search engine should keep.
  const t = useText(legalVerifyText);
  const messages = useText(messagesText);
  const society = useSocietyName() || t('societyFallback');
  usePageMeta(t('metaTitle'), t('metaDescription', { society }), { noindex: true });

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    getVerification(code, controller.signal).then(
      (certificate) => !controller.signal.aborted && setCheck({ status: 'found', certificate }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setCheck({ status: 'unknown' });
        else setCheck({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead', { society })} />
      <div className="wk-container verify">
        <section className="verify__card" aria-live="polite" aria-busy={check.status === 'checking'}>
          <p className="verify__code">{rich((values) => t('code', values), { code: <strong>{code}</strong> })}</p>
          {check.status === 'checking' ? <Placeholder /> : null}
          {check.status === 'found' ? <Result certificate={check.certificate} /> : null}
          {check.status === 'unknown' ? (
            <div className="verify__verdict verify__verdict--unknown">
              <h2>{t('unknownTitle')}</h2>
              <p>{t('unknownText')}</p>
            </div>
          ) : null}
          {check.status === 'failed' ? (
            <div className="verify__verdict verify__verdict--unknown">
              <h2>{t('failedTitle')}</h2>
              <p>{apiErrorText(check.error, messages) ?? t('failedText')}</p>
              <button type="button" className="wk-btn wk-btn--secondary" onClick={() => setAttempt((value) => value + 1)}>
                {t('tryAgain')}
              </button>
            </div>
          ) : null}
        </section>
        <p className="verify__help">
          {rich((values) => t('help', values), { contact: <LocalLink to="/contact">{t('contactLink')}</LocalLink> })}
        </p>
      </div>
    </>
  );
}

/** The result's size, while the check runs (nothing moves when it arrives). */
function Placeholder() {
  return (
    <div className="verify__placeholder" aria-hidden="true">
      <span className="verify__bar verify__bar--title" />
      <span className="verify__bar" />
      <span className="verify__bar" />
      <span className="verify__bar" />
      <span className="verify__bar verify__bar--short" />
    </div>
  );
}

function Result({ certificate }: { certificate: CertificateVerification }) {
  const locale = useLocale();
  const t = useText(legalVerifyText);
  const valid = certificate.status === 'valid';
  return (
    <div className={`verify__verdict verify__verdict--${certificate.status}`}>
      <h2>{valid ? t('valid') : t('revoked')}</h2>
      {valid ? null : <p className="verify__revoked">{t('revokedText', { day: moment(certificate.revokedAt ?? certificate.issuedAt, locale) })}</p>}
      <dl className="verify__facts">
        <div>
          <dt>{t('issuedTo')}</dt>
          <dd>{certificate.holderName}</dd>
        </div>
        <div>
          <dt>{t('certificate')}</dt>
          <dd>{t(certificate.type)}</dd>
        </div>
        <div>
          <dt>{t('role')}</dt>
          <dd>{certificate.role}</dd>
        </div>
        <div>
          <dt>{t('period')}</dt>
          <dd>{t('periodValue', { from: day(certificate.from, locale), to: day(certificate.to, locale) })}</dd>
        </div>
        <div>
          <dt>{t('issuedOn')}</dt>
          <dd>{moment(certificate.issuedAt, locale)}</dd>
        </div>
      </dl>
    </div>
  );
}
