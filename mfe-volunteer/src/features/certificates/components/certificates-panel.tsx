import { useState } from 'react';
import { certificateVerifyPath, type Certificate, type CertificateType, type VOLUNTEER_PORTAL_EN } from '@society/contracts';
import { Button, ErrorView, PageSpinner, useLocalPath } from '@society/web-kit';
import { StatusChip, toast, useLoad } from '@society/web-kit/staff';
import { usePortalText } from '../../../hooks/use-portal-text';
import { downloadCertificate, getCertificates } from '../api/certificates';

// '{CERTIFICATE_TYPE_LABELS[type]} certificate' in the page's language.
const CERTIFICATE_TITLE_KEYS: Record<CertificateType, keyof typeof VOLUNTEER_PORTAL_EN> = {
  internship: 'certificateInternship',
  volunteering: 'certificateVolunteering',
};

/** Their certificates: download the PDF; anyone can check one with its code. */
export function CertificatesPanel() {
  const { state, reload } = useLoad(getCertificates);
  const { t, failure } = usePortalText();
  return (
    <section className="vol-panel" aria-labelledby="certificates-heading">
      <div className="vol-panel__head">
        <h2 id="certificates-heading">{t('certificatesHeading')}</h2>
      </div>
      {state.status === 'loading' ? <PageSpinner label={t('loadingCertificates')} /> : null}
      {state.status === 'failed' ? <ErrorView message={failure(state.error)} onRetry={reload} /> : null}
      {state.status === 'loaded' && state.data.length === 0 ? <p className="wk-empty">{t('noCertificates')}</p> : null}
      {state.status === 'loaded' && state.data.length > 0 ? (
        <ul className="vol-requests">
          {state.data.map((certificate) => (
            <CertificateItem key={certificate._id} certificate={certificate} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const [busy, setBusy] = useState(false);
  const { t, day, failure } = usePortalText();
  const local = useLocalPath();
  async function download() {
    setBusy(true);
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      toast.error(failure(error));
    }
    setBusy(false);
  }
  return (
    <li className="vol-request">
      <div className="vol-request__head">
        <p className="vol-request__title">{t(CERTIFICATE_TITLE_KEYS[certificate.type])}</p>
        <StatusChip status={certificate.status} />
      </div>
      <p className="vol-request__reason">
        {t('certificatePeriod', { role: certificate.role, from: day(certificate.from), to: day(certificate.to) })}
      </p>
      <p className="vol-request__meta">
        {t('certificateCode')} <span className="vol-code">{certificate.code}</span> · {t('certificateIssued', { date: day(certificate.issuedAt) })}
        {certificate.revokedAt ? ` · ${t('certificateRevoked', { date: day(certificate.revokedAt) })}` : ''}
      </p>
      {certificate.status === 'valid' ? (
        <div className="vol-request__actions">
          <Button size="sm" disabled={busy} onClick={() => void download()}>
            {busy ? t('downloading') : t('downloadPdf')}
          </Button>
          <a className="vol-link" href={local(certificateVerifyPath(certificate.code))} target="_blank" rel="noopener">
            {t('checkPage')}
          </a>
        </div>
      ) : null}
    </li>
  );
}
