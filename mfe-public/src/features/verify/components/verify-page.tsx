import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CERTIFICATE_TYPE_LABELS, type CertificateVerification } from '@society/contracts';
import { isApiError, useSocietyName } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { getVerification } from '../api/get-verification';
import './verify.css';

type Check = { status: 'checking' } | { status: 'found'; certificate: CertificateVerification } | { status: 'unknown' } | { status: 'failed'; message: string };

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const day = (value: string) => DAY.format(new Date(`${value}T00:00:00Z`));
const moment = (value: string) => MOMENT.format(new Date(value));

/**
 * The page a certificate's QR code opens: anyone (a college, an employer) checks the code printed on it.
 * It is drawn on the server as a placeholder of its final size; the check runs in the browser.
 */
export function VerifyPage() {
  const { code = '' } = useParams();
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // A page per code says nothing a search engine should keep.
  const society = useSocietyName() || 'the society';
  usePageMeta('Check a certificate', `Check a certificate issued by ${society} by its code.`, { noindex: true });

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    getVerification(code, controller.signal).then(
      (certificate) => !controller.signal.aborted && setCheck({ status: 'found', certificate }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setCheck({ status: 'unknown' });
        else setCheck({ status: 'failed', message: isApiError(error) ? error.message : 'The check could not be made. Please try again.' });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  return (
    <>
      <PageIntro title="Check a certificate" lead={`Certificates from ${society} carry a code and a QR code that opens this page.`} />
      <div className="wk-container verify">
        <section className="verify__card" aria-live="polite" aria-busy={check.status === 'checking'}>
          <p className="verify__code">
            Code <strong>{code}</strong>
          </p>
          {check.status === 'checking' ? <Placeholder /> : null}
          {check.status === 'found' ? <Result certificate={check.certificate} /> : null}
          {check.status === 'unknown' ? (
            <div className="verify__verdict verify__verdict--unknown">
              <h2>No certificate has this code</h2>
              <p>Check the code printed on the certificate, letter by letter. A certificate we did not issue has no entry here.</p>
            </div>
          ) : null}
          {check.status === 'failed' ? (
            <div className="verify__verdict verify__verdict--unknown">
              <h2>The check could not be made</h2>
              <p>{check.message}</p>
              <button type="button" className="wk-btn wk-btn--secondary" onClick={() => setAttempt((value) => value + 1)}>
                Try again
              </button>
            </div>
          ) : null}
        </section>
        <p className="verify__help">
          Questions about a certificate? <Link to="/contact">Contact us</Link>.
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
  const valid = certificate.status === 'valid';
  return (
    <div className={`verify__verdict verify__verdict--${certificate.status}`}>
      <h2>{valid ? 'Valid certificate' : 'Revoked certificate'}</h2>
      {valid ? null : <p className="verify__revoked">The society revoked this certificate on {moment(certificate.revokedAt ?? certificate.issuedAt)}. It is no longer valid.</p>}
      <dl className="verify__facts">
        <div>
          <dt>Issued to</dt>
          <dd>{certificate.holderName}</dd>
        </div>
        <div>
          <dt>Certificate</dt>
          <dd>{CERTIFICATE_TYPE_LABELS[certificate.type]}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{certificate.role}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>
            {day(certificate.from)} to {day(certificate.to)}
          </dd>
        </div>
        <div>
          <dt>Issued on</dt>
          <dd>{moment(certificate.issuedAt)}</dd>
        </div>
      </dl>
    </div>
  );
}
