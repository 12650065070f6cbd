import { useId, useState, type FormEvent } from 'react';
import {
  CERTIFICATE_SORT_DEFAULT,
  CERTIFICATE_SORTS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TYPE_LABELS,
  MESSAGES,
  VOLUNTEER_LIMITS,
  type Certificate,
  type CertificateSort,
} from '@society/contracts';
import { Button, EmptyState, ErrorView, isApiError, Modal, PageSpinner } from '@society/web-kit';
import {
  Field,
  FormError,
  Pager,
  SearchBox,
  StatusChip,
  toast,
  ToolbarSelect,
  useListQuery,
  usePage,
  type ListQueryOptions,
} from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import { formatDate } from '../../../utils/format';
import { downloadCertificate, getCertificatePage, revokeCertificate } from '../api/certificates';
import { LANGUAGE_TAGS } from '../utils/labels';
import { IssueDialog } from './issue-dialog';

const LIST_OPTIONS: ListQueryOptions<'status'> = {
  sorts: CERTIFICATE_SORTS,
  defaultSort: CERTIFICATE_SORT_DEFAULT,
  filters: { status: { choices: ['', ...CERTIFICATE_STATUSES], fallback: '' } },
};
const STATUS_CHOICES = [
  ['', 'All'],
  ['valid', 'Valid'],
  ['revoked', 'Revoked'],
] as const;
const SORT_CHOICES: ReadonlyArray<readonly [CertificateSort, string]> = [
  ['-issuedAt', 'Newest first'],
  ['issuedAt', 'Oldest first'],
  ['holderName', 'Holder A–Z'],
  ['-holderName', 'Holder Z–A'],
];

/**
 * HR's Certificates tab: a page of certificates from the server (searched by holder or code, filtered and
 * sorted; all kept in the address). Issue one (its PDF goes to the holder by mail), download, revoke with a reason.
 */
export function CertificatesPanel() {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload } = usePage(getCertificatePage, list.params);
  const certificates = data?.items ?? [];
  const narrowed = list.query.search !== '' || list.query.status !== '';
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
      <div className="wk-toolbar">
        <SearchBox label="Search" placeholder="Holder's name or certificate code" value={list.query.search} onSearch={list.setSearch} />
        <ToolbarSelect label="Status" value={list.query.status} options={STATUS_CHOICES} onChange={(status) => list.setFilter('status', status)} />
        <ToolbarSelect label="Sort" value={list.query.sort as CertificateSort} options={SORT_CHOICES} onChange={list.setSort} />
      </div>
      {!data && loading ? <PageSpinner label="Loading certificates" /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data && certificates.length === 0 ? (
        <EmptyState>{data.total > 0 ? 'No certificates on this page.' : narrowed ? 'No certificates match this search or status.' : 'No certificates issued yet.'}</EmptyState>
      ) : null}
      {certificates.length > 0 ? (
        <ul className="hr-cards">
          {certificates.map((certificate) => (
            <li key={certificate._id} className="hr-card">
              <div className="hr-card__head">
                <p className="hr-card__title">
                  {certificate.holderName}{' '}
                  <span className="hr-muted">
                    · {CERTIFICATE_TYPE_LABELS[certificate.type]} · <abbr title={LANGUAGE_TAGS[certificate.language].name}>{LANGUAGE_TAGS[certificate.language].tag}</abbr>
                  </span>
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
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="certificates" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
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
