import { useId, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  SAFEGUARDING_RULES,
  UPLOAD_LIMITS,
  VERIFICATION_STATUSES,
  type VerificationRowView,
  type VerificationStanding,
  type VerificationStatus,
} from '@society/contracts';
import { Button, EmptyState, ErrorView, isApiError, PageSpinner } from '@society/web-kit';
import { Field, FormDialog, Pager, StatusChip, toast, ToolbarSelect, useListQuery, usePage, type ChipTone, type ListQueryOptions } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import { formatDate } from '../../../utils/format';
import { downloadScan, getVerificationPage, recordVerification } from '../api/verifications';

const STANDING_WORDS: Record<VerificationStanding, { label: string; tone: ChipTone }> = {
  none: { label: 'Not on record', tone: 'danger' },
  pending: { label: 'Pending', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};
const EXPIRING = String(SAFEGUARDING_RULES.expiryWarningDays);
const LIST_OPTIONS: ListQueryOptions<'status' | 'expiring'> = {
  sorts: [''],
  defaultSort: '',
  filters: {
    status: { choices: ['', 'none', ...VERIFICATION_STATUSES], fallback: '' },
    expiring: { choices: ['', EXPIRING], fallback: '' },
  },
};
const STATUS_CHOICES = [['', 'Every status'] as const, ...(['none', ...VERIFICATION_STATUSES] as const).map((status) => [status, STANDING_WORDS[status].label] as const)];
const EXPIRY_CHOICES = [
  ['', 'Any expiry'],
  [EXPIRING, `Expires in the next ${EXPIRING} days`],
] as const;

/** The list's query as the API reads it: the 30-day filter is expiringWithinDays. */
function load(params: Record<string, string>) {
  const { expiring, sort: _sort, search: _search, ...rest } = params;
  return getVerificationPage(expiring ? { ...rest, expiringWithinDays: expiring } : rest);
}

function expiryText(row: VerificationRowView): string {
  const expiresOn = row.verification?.expiresOn;
  if (!expiresOn) return 'No expiry on record';
  const days = row.expiresInDays;
  if (days === null) return `Expires ${formatDate(expiresOn)}`;
  if (days < 0) return `Expired ${formatDate(expiresOn)}`;
  return `Expires ${formatDate(expiresOn)} (in ${days} ${days === 1 ? 'day' : 'days'})`;
}

/** HR's Verifications tab: each team member's and volunteer's police verification; edit it, with the certificate's scan. */
export function VerificationsPanel() {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload } = usePage(load, list.params);
  const [editing, setEditing] = useState<VerificationRowView | null>(null);
  const rows = data?.items ?? [];

  async function download(row: VerificationRowView) {
    try {
      await downloadScan(row.userId, row.name);
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : 'The scan could not be downloaded.');
    }
  }

  return (
    <section className="hr-panel" aria-labelledby="hr-verifications-title">
      <div className="hr-panel__head">
        <h2 id="hr-verifications-title">Police verifications</h2>
        <p>A session with children takes only people verified until its day who acknowledged the current child-protection policy.</p>
      </div>
      <div className="wk-toolbar">
        <ToolbarSelect label="Status" value={list.query.status} options={STATUS_CHOICES} onChange={(status) => list.setFilter('status', status)} />
        <ToolbarSelect label="Expiry" value={list.query.expiring} options={EXPIRY_CHOICES} onChange={(expiring) => list.setFilter('expiring', expiring)} />
      </div>
      {!data && loading ? <PageSpinner label="Loading verifications" /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data && rows.length === 0 ? <EmptyState>{list.query.expiring ? `No verification expires in the next ${EXPIRING} days.` : 'No team members or volunteers match.'}</EmptyState> : null}
      {rows.length > 0 ? (
        <ul className="hr-cards" aria-label="Team members and volunteers">
          {rows.map((row) => {
            const standing = STANDING_WORDS[row.verification?.status ?? 'none'];
            const soon = row.expiresInDays !== null && row.expiresInDays <= SAFEGUARDING_RULES.expiryWarningDays;
            return (
              <li key={row.userId} className="hr-card" aria-label={row.name}>
                <div className="hr-card__head">
                  <p className="hr-card__title">
                    {row.name} <span className="hr-muted">({row.role === 'team' ? 'team' : 'volunteer'}) · {row.email}</span>
                  </p>
                  <StatusChip tone={standing.tone} label={standing.label} />
                </div>
                {row.verification ? (
                  <p>
                    {row.verification.verifiedOn ? `Verified ${formatDate(row.verification.verifiedOn)}` : 'Not verified yet'}
                    {row.verification.certificateNumber ? ` · certificate ${row.verification.certificateNumber}` : ''} ·{' '}
                    <span className={soon ? 'hr-warn' : undefined}>{expiryText(row)}</span>
                  </p>
                ) : null}
                <p className="hr-muted">{row.policyAcknowledged ? 'Acknowledged the current policy' : 'Has not acknowledged the current policy'}</p>
                <div className="hr-actions">
                  <Button size="sm" onClick={() => setEditing(row)}>
                    Edit verification
                  </Button>
                  {row.verification?.hasScan ? (
                    <Button size="sm" variant="secondary" onClick={() => void download(row)}>
                      Download scan
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {data && data.total > 0 ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="people" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} /> : null}
      {editing ? (
        <VerificationDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(`Verification of ${editing.name} saved`);
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

function VerificationDialog({ row, onClose, onSaved }: { row: VerificationRowView; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const now = row.verification;
  const [values, setValues] = useState({
    status: (now?.status ?? 'pending') as VerificationStatus,
    verifiedOn: now?.verifiedOn ?? '',
    certificateNumber: now?.certificateNumber ?? '',
    expiresOn: now?.expiresOn ?? '',
  });
  const [scan, setScan] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const { saving, failure, run } = useSave();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const verified = values.status === 'verified';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (verified && (!values.verifiedOn || !values.certificateNumber.trim())) {
      setProblem('A verified record needs the day it was verified and the certificate number.');
      return;
    }
    if (scan && (!SAFEGUARDING_RULES.scanTypes.includes(scan.type) || scan.size > UPLOAD_LIMITS.policeVerificationScan.bytes)) {
      setProblem(`The scan must be a PDF, JPEG or PNG of at most ${UPLOAD_LIMITS.policeVerificationScan.label}.`);
      return;
    }
    setProblem('');
    const fields = { status: values.status, verifiedOn: values.verifiedOn, certificateNumber: values.certificateNumber.trim(), expiresOn: values.expiresOn };
    if (await run(() => recordVerification(row.userId, fields, scan), 'The verification could not be saved.')) onSaved();
  }

  return (
    <FormDialog
      title={`Police verification of ${row.name}`}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Save"
      busyLabel="Saving..."
      busy={saving}
      failure={problem ? { message: problem } : failure}
      formClassName="wk-form hr-form"
      actionsClassName="hr-actions"
    >
        <div className="hr-form__grid">
          <Field id={`${id}-status`} label="Status" required>
            {(control) => (
              <select {...control} value={values.status} onChange={set('status')}>
                {VERIFICATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STANDING_WORDS[status].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-on`} label="Day verified" required={verified}>
            {(control) => <input {...control} type="date" value={values.verifiedOn} onChange={set('verifiedOn')} />}
          </Field>
          <Field id={`${id}-number`} label="Certificate number" required={verified}>
            {(control) => <input {...control} maxLength={SAFEGUARDING_RULES.certificateNumberMax} value={values.certificateNumber} onChange={set('certificateNumber')} />}
          </Field>
          <Field id={`${id}-expires`} label="Expires on">
            {(control) => <input {...control} type="date" min={values.verifiedOn || undefined} value={values.expiresOn} onChange={set('expiresOn')} />}
          </Field>
        </div>
        <Field id={`${id}-scan`} label="Scan of the certificate" hint={now?.hasScan ? 'A scan is on record: a new one replaces it.' : 'PDF, JPEG or PNG.'}>
          {(control) => <input {...control} type="file" accept={SAFEGUARDING_RULES.scanTypes.join(',')} onChange={(event) => setScan(event.target.files?.[0] ?? null)} />}
        </Field>
    </FormDialog>
  );
}
