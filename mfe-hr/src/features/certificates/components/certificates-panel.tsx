import { useId, useState, type FormEvent } from 'react';
import { CERTIFICATE_TYPE_LABELS, VOLUNTEER_LIMITS, type Certificate } from '@society/contracts';
import { Button, ErrorView, Field, FormError, isApiError, Modal, PageSpinner, toast, StatusChip } from '@society/web-kit';
import { useList } from '../../../hooks/use-list';
import { useSave } from '../../../hooks/use-save';
import { formatDate } from '../../../utils/format';
import { downloadCertificate, getCertificates, revokeCertificate } from '../api/certificates';
import { IssueDialog } from './issue-dialog';

/** HR's Certificates tab: issue one (its PDF goes to the holder by mail), download, revoke with a reason. */
export function CertificatesPanel() {
  const { state, reload } = useList(getCertificates);
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Certificate | null>(null);

  async function download(certificate: Certificate) {
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The PDF could not be downloaded.');
    }
  }

  return (
    <section className="hr-panel" aria-labelledby="hr-certificates-title">
      <div className="hr-panel__head">
        <h2 id="hr-certificates-title">Certificates</h2>
        <Button onClick={() => setIssuing(true)}>Issue Certificate</Button>
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading certificates" /> : null}
      {state.status === 'failed' ? <ErrorView message="Certificates could not be loaded." onRetry={reload} /> : null}
      {state.status === 'ready' && state.items.length === 0 ? <p className="wk-empty">No certificates issued yet.</p> : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <ul className="hr-cards">
          {state.items.map((certificate) => (
            <li key={certificate._id} className="hr-card">
              <div className="hr-card__head">
                <p className="hr-card__title">
                  {certificate.holderName} <span className="hr-muted">· {CERTIFICATE_TYPE_LABELS[certificate.type]}</span>
                </p>
                <StatusChip status={certificate.status} />
              </div>
              <p>
                {certificate.role}, {formatDate(certificate.from)} to {formatDate(certificate.to)}
                {certificate.hours ? `, ${certificate.hours} hours` : ''}
              </p>
              <p className="hr-muted">
                Code <span className="hr-code">{certificate.code}</span> · issued {formatDate(certificate.issuedAt)}
                {certificate.revokedAt ? ` · revoked ${formatDate(certificate.revokedAt)}: ${certificate.revocationReason ?? ''}` : ''}
              </p>
              <div className="hr-actions">
                <Button size="sm" variant="secondary" onClick={() => void download(certificate)}>
                  Download PDF
                </Button>
                {certificate.status === 'valid' ? (
                  <Button size="sm" variant="danger" onClick={() => setRevoking(certificate)}>
                    Revoke
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {issuing ? (
        <IssueDialog
          onClose={() => setIssuing(false)}
          onIssued={(certificate) => {
            toast.success(`Certificate ${certificate.code} issued and mailed to ${certificate.holderName}`);
            setIssuing(false);
            reload();
          }}
        />
      ) : null}
      {revoking ? (
        <RevokeDialog
          certificate={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            toast.success('Certificate revoked');
            setRevoking(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

function RevokeDialog({ certificate, onClose, onRevoked }: { certificate: Certificate; onClose: () => void; onRevoked: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const { saving, failure, run } = useSave();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Please give the reason (the holder is told it).');
      return;
    }
    setProblem('');
    if (await run(() => revokeCertificate(certificate._id, reason.trim()), 'The certificate could not be revoked.')) onRevoked();
  }

  return (
    <Modal
      open
      title={`Revoke certificate ${certificate.code}`}
      onClose={onClose}
      footer={
        <div className="hr-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} variant="danger" disabled={saving}>
            {saving ? 'Revoking...' : 'Revoke'}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} className="wk-form hr-form" onSubmit={onSubmit} noValidate>
        <p className="hr-note">Its check page will say it is revoked, from now on. This cannot be undone.</p>
        {problem ? <FormError message={problem} /> : null}
        {failure ? <FormError message={failure.message} detail={failure.detail} /> : null}
        <Field id={`${id}-reason`} label="Reason" required>
          {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.revocationReasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </form>
    </Modal>
  );
}
