import { useState } from 'react';
import { CERTIFICATE_TYPE_LABELS, certificateVerifyPath, type Certificate } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { StatusChip, toast } from '@society/web-kit/staff';
import { useLoad } from '../../../hooks/use-load';
import { errorText, formatDay } from '../../../utils/format';
import { downloadCertificate, getCertificates } from '../api/certificates';

/** Their certificates: download the PDF; anyone can check one with its code. */
export function CertificatesPanel() {
  const { state, reload } = useLoad(getCertificates);
  return (
    <section className="vol-panel" aria-labelledby="certificates-heading">
      <div className="vol-panel__head">
        <h2 id="certificates-heading">Certificates</h2>
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading your certificates" /> : null}
      {state.status === 'failed' ? <ErrorView message={errorText(state.error)} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <p className="wk-empty">No certificates yet. HR issues one when your internship or volunteering period is complete.</p>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
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
  async function download() {
    setBusy(true);
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      toast.error(errorText(error));
    }
    setBusy(false);
  }
  return (
    <li className="vol-request">
      <div className="vol-request__head">
        <p className="vol-request__title">{CERTIFICATE_TYPE_LABELS[certificate.type]} certificate</p>
        <StatusChip status={certificate.status} />
      </div>
      <p className="vol-request__reason">
        {certificate.role}, {formatDay(certificate.from)} to {formatDay(certificate.to)}
      </p>
      <p className="vol-request__meta">
        Code <span className="vol-code">{certificate.code}</span> · issued {formatDay(certificate.issuedAt)}
        {certificate.revokedAt ? ` · revoked ${formatDay(certificate.revokedAt)}` : ''}
      </p>
      {certificate.status === 'valid' ? (
        <div className="vol-request__actions">
          <Button size="sm" disabled={busy} onClick={() => void download()}>
            {busy ? 'Downloading...' : 'Download PDF'}
          </Button>
          <a className="vol-link" href={certificateVerifyPath(certificate.code)} target="_blank" rel="noopener">
            Check page
          </a>
        </div>
      ) : null}
    </li>
  );
}
