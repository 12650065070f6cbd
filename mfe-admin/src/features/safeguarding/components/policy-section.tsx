import { useCallback, useId, useState, type FormEvent } from 'react';
import { SAFEGUARDING_RULES, type PolicyVersionView } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Field, FormDialog, StatusChip, toast, useLoad } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDateTime } from '../../../utils/format';
import { getPolicies, publishPolicy } from '../api/safeguarding';

/** Publishing the next version: both texts (started from the current one), and what publishing does. */
function PublishDialog({ current, onClose, onPublished }: { current: PolicyVersionView | undefined; onClose: () => void; onPublished: () => void }) {
  const id = useId();
  const [textEn, setTextEn] = useState(current?.textEn ?? '');
  const [textHi, setTextHi] = useState(current?.textHi ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const next = (current?.version ?? 0) + 1;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!textEn.trim() || !textHi.trim()) return setFailure({ message: 'Give the policy in both English and Hindi.' });
    setBusy(true);
    setFailure(null);
    try {
      await publishPolicy({ textEn: textEn.trim(), textHi: textHi.trim() });
      toast.success(`Version ${next} of the policy published`);
      onPublished();
    } catch (error) {
      setFailure({ message: 'The policy could not be published.', detail: serverMessageOr(error, '') || undefined });
      setBusy(false);
    }
  }

  return (
    <FormDialog title={`Publish version ${next} of the policy`} size="lg" onClose={onClose} onSubmit={onSubmit} submitLabel={`Publish version ${next}`} busyLabel="Publishing..." busy={busy} failure={failure}>
      <p className="adm-sg__warning" role="note">
        Once published, version {next} is the policy in force: every team member and every volunteer must acknowledge it again, and until they do they cannot sign up for or be assigned to a session with children.
      </p>
      <Field id={`${id}-en`} label="Policy in English" required>
        {(control) => <textarea {...control} rows={10} maxLength={SAFEGUARDING_RULES.policyTextMax} value={textEn} onChange={(event) => setTextEn(event.target.value)} />}
      </Field>
      <Field id={`${id}-hi`} label="Policy in Hindi (हिंदी)" required>
        {(control) => <textarea {...control} lang="hi" rows={10} maxLength={SAFEGUARDING_RULES.policyTextMax} value={textHi} onChange={(event) => setTextHi(event.target.value)} />}
      </Field>
    </FormDialog>
  );
}

function PolicyVersion({ policy }: { policy: PolicyVersionView }) {
  return (
    <li className="adm-sg__version">
      <details open={policy.current}>
        <summary>
          <strong>Version {policy.version}</strong>
          {policy.current ? <StatusChip tone="success" label="In force" /> : <StatusChip tone="neutral" label="Replaced" />}
          <span className="adm-sg__muted">
            Published {formatDateTime(policy.publishedAt)}
            {policy.publishedBy ? ` by ${policy.publishedBy.name}` : ''} · acknowledged by {policy.acknowledgements} {policy.acknowledgements === 1 ? 'person' : 'people'}
          </span>
        </summary>
        <div className="adm-sg__texts">
          <section aria-label={`Version ${policy.version} in English`}>
            <h5>English</h5>
            <p className="adm-sg__text">{policy.textEn}</p>
          </section>
          <section aria-label={`Version ${policy.version} in Hindi`}>
            <h5>हिंदी</h5>
            <p className="adm-sg__text" lang="hi">
              {policy.textHi}
            </p>
          </section>
        </div>
      </details>
    </li>
  );
}

/** The child-protection policy: every version, newest first, and publishing the next. */
export function PolicySection() {
  const { state, reload } = useLoad(useCallback(getPolicies, []));
  const [publishing, setPublishing] = useState(false);
  return (
    <section className="adm-sg__section" aria-labelledby="sg-policy-heading">
      <div className="adm-sg__bar">
        <h3 id="sg-policy-heading">Child-protection policy</h3>
        {state.status === 'loaded' ? <Button onClick={() => setPublishing(true)}>Publish a new version</Button> : null}
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading the policy" /> : null}
      {state.status === 'failed' ? <ErrorView message={serverMessageOr(state.error, 'The policy could not be loaded.')} onRetry={reload} /> : null}
      {state.status === 'loaded' && state.data.length === 0 ? (
        <p className="wk-empty">No policy published yet. Publish the first version: team members and volunteers acknowledge it before working with children.</p>
      ) : null}
      {state.status === 'loaded' && state.data.length > 0 ? (
        <ol className="adm-sg__versions" aria-label="Versions of the policy">
          {state.data.map((policy) => (
            <PolicyVersion key={policy.version} policy={policy} />
          ))}
        </ol>
      ) : null}
      {publishing && state.status === 'loaded' ? (
        <PublishDialog
          current={state.data.find((policy) => policy.current)}
          onClose={() => setPublishing(false)}
          onPublished={() => {
            setPublishing(false);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
