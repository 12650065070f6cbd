import { useCallback, useId, useState } from 'react';
import {
  BREACH_DATA_KIND_LABELS,
  BREACH_STEPS,
  breachDeadline,
  fromIndiaDateTimeInput,
  toIndiaDateTimeInput,
  type BreachAffectedPerson,
  type BreachNoticeStatus,
  type BreachRecord,
  type BreachStep,
} from '@society/contracts';
import { Button, ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { DetailList, Field, FormError, Pager, SearchBox, toast, useListQuery, usePage } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDate, formatDateTime } from '../../../utils/format';
import { getBreachAffected } from '../api/get-breach-affected';
import { useBreach } from '../api/get-breach';
import { progressBreach } from '../api/progress-breach';
import { sendBreachNotices } from '../api/send-breach-notices';
import { BreachFormDialog } from './breach-form-dialog';
import { BreachStateChip, DeadlineChip, useMinuteClock } from './breach-chips';
import { CopyTextButton } from './copy-text-button';

const STEP_WORDS: Record<BreachStep, { button: string; title: string; label: string }> = {
  'board-informed': { button: 'Record: Board informed', title: 'The Board was informed', label: 'Board informed' },
  'report-sent': { button: 'Record: report sent', title: 'The report went to the Board', label: 'Report sent' },
  closed: { button: 'Close the incident', title: 'Close the incident', label: 'Closed' },
};
const STEP_TIME = { 'board-informed': 'boardInformedAt', 'report-sent': 'reportSentAt', closed: 'closedAt' } as const;
const NOTICE_WORDS: Record<BreachNoticeStatus, string> = { 'not-sent': 'Not sent', queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const LIST_OPTIONS = { sorts: ['recorded'], defaultSort: 'recorded' };

function nextStep(breach: BreachRecord): BreachStep | null {
  if (breach.state === 'open') return BREACH_STEPS[0];
  return BREACH_STEPS[BREACH_STEPS.indexOf(breach.state as BreachStep) + 1] ?? null;
}

function StepDialog({ breach, step, onClose, onSaved }: { breach: BreachRecord; step: BreachStep; onClose: () => void; onSaved: (breach: BreachRecord) => void }) {
  const id = useId();
  const [when, setWhen] = useState(() => toIndiaDateTimeInput(new Date().toISOString()));
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  async function save() {
    const at = fromIndiaDateTimeInput(when);
    if (!at) return setFailure('Enter when it happened');
    setBusy(true);
    try {
      onSaved(await progressBreach(breach._id, { step, at }));
    } catch (error) {
      setFailure(serverMessageOr(error, 'The step could not be recorded. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      size="sm"
      title={STEP_WORDS[step].title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy} aria-busy={busy} onClick={() => void save()}>
            {busy ? 'Saving...' : 'Record'}
          </Button>
        </>
      }
    >
      {failure ? <FormError message={failure} /> : null}
      <Field id={id} label="When (India time)">
        {(control) => <input {...control} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />}
      </Field>
    </Modal>
  );
}

function SendNoticesDialog({ breach, onClose, onSent }: { breach: BreachRecord; onClose: () => void; onSent: () => void }) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const addresses = breach.affected.reduce((sum, kind) => sum + kind.emails, 0);
  async function send() {
    setBusy(true);
    try {
      const result = await sendBreachNotices(breach._id);
      toast.success(`${result.queued} ${result.queued === 1 ? 'notice' : 'notices'} queued${result.alreadySent ? `, ${result.alreadySent} already sent before` : ''}.`);
      onSent();
    } catch (error) {
      setFailure(serverMessageOr(error, 'The notices could not be sent. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      size="sm"
      title="Send the notice by email"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy} aria-busy={busy} onClick={() => void send()}>
            {busy ? 'Sending...' : 'Send Notices'}
          </Button>
        </>
      }
    >
      {failure ? <FormError message={failure} /> : null}
      <p>
        The notice below goes to each of the {addresses} {addresses === 1 ? 'address' : 'addresses'} reached, once, with the person&apos;s name. Addresses already written to
        for this incident are skipped.
      </p>
      {breach.kinds.includes('students') ? <p>Children&apos;s records have no email address: tell their parents or guardians by phone or in person, using the guardian&apos;s notice.</p> : null}
    </Modal>
  );
}

function AffectedPeople({ breach }: { breach: BreachRecord }) {
  const list = useListQuery(LIST_OPTIONS);
  const fetcher = useCallback((params: Record<string, string>) => getBreachAffected(breach._id, params), [breach._id]);
  const { data, loading, error, reload } = usePage(fetcher, list.params);
  const rows: BreachAffectedPerson[] = data?.items ?? [];
  return (
    <section className="adm-breach__section" aria-labelledby="breach-people-heading">
      <h4 id="breach-people-heading">People affected</h4>
      <ul className="adm-dp__items adm-breach__counts">
        {breach.affected.map((kind) => (
          <li key={kind.kind}>
            <span>{BREACH_DATA_KIND_LABELS[kind.kind]}</span>
            <span>
              {kind.records} {kind.records === 1 ? 'record' : 'records'}
              {kind.kind === 'students' ? '' : `, ${kind.emails} ${kind.emails === 1 ? 'address' : 'addresses'}`}
            </span>
          </li>
        ))}
      </ul>
      {breach.kinds.includes('students') ? (
        <p className="adm-dp__note">Children are informed through their parents or guardians. Aadhaar numbers are never shown here.</p>
      ) : null}
      <div className="wk-toolbar">
        <SearchBox label="Search" placeholder="Name, email or phone" value={list.query.search} onSearch={list.setSearch} />
      </div>
      {error ? <ErrorView message={serverMessageOr(error, 'The people affected could not be loaded.')} onRetry={reload} /> : null}
      {!data && loading ? <PageSpinner label="Loading the people affected" /> : null}
      {data && rows.length === 0 ? <p className="wk-empty">{list.query.search ? 'No one matches this search.' : 'No records of these kinds in this range.'}</p> : null}
      {rows.length > 0 ? (
        <div className="wk-table-wrap">
          <table className="wk-table adm-dp__stack">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Data</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Parent or guardian</th>
                <th scope="col">Recorded</th>
                <th scope="col">Notice</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((person) => (
                <tr key={`${person.kind}-${person.recordId}`}>
                  <td data-label="Name" className="wk-table__strong">{person.name || '(no name on record)'}</td>
                  <td data-label="Data">{BREACH_DATA_KIND_LABELS[person.kind]}</td>
                  <td data-label="Email" className="adm-breach__wrap">{person.email || '-'}</td>
                  <td data-label="Phone" className="wk-table__nowrap">{person.phone || '-'}</td>
                  <td data-label="Parent or guardian">{person.guardian || '-'}</td>
                  <td data-label="Recorded" className="wk-table__nowrap">{formatDate(person.recordedAt)}</td>
                  <td data-label="Notice">{person.email ? NOTICE_WORDS[person.notice] : 'By phone or in person'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="records" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} /> : null}
    </section>
  );
}

function Draft({ title, text, hint }: { title: string; text: string; hint: string }) {
  const id = useId();
  return (
    <section className="adm-breach__draft" aria-labelledby={id}>
      <div className="adm-breach__draft-head">
        <h5 id={id}>{title}</h5>
        <CopyTextButton text={text} what={title.toLowerCase()} />
      </div>
      <p className="adm-dp__note">{hint}</p>
      <pre className="adm-breach__text" tabIndex={0}>
        {text}
      </pre>
    </section>
  );
}

type Dialog = 'edit' | 'step' | 'notices' | null;

/** One incident: where it stands, the next step, whom it reaches, and the texts to send. */
function BreachView({ breach, onChanged, reload }: { breach: BreachRecord; onChanged: (breach: BreachRecord) => void; reload: () => void }) {
  const now = useMinuteClock();
  const [dialog, setDialog] = useState<Dialog>(null);
  const step = nextStep(breach);
  const deadline = breachDeadline(breach, now);
  const saved = (next: BreachRecord) => {
    setDialog(null);
    onChanged(next);
  };
  return (
    <article className="adm-breach" aria-labelledby="breach-title">
      <div className="adm-breach__head">
        <h3 id="breach-title">{breach.title}</h3>
        <div className="adm-breach__chips">
          <BreachStateChip state={breach.state} />
          <DeadlineChip facts={breach} now={now} />
        </div>
      </div>
      <p className="adm-dp__note">
        Report to the Data Protection Board due by {formatDateTime(deadline.dueAt)} (72 hours from when it was found{breach.extendedUntil ? ', as extended by the Board' : ''}).
      </p>
      <ol className="adm-breach__steps" aria-label="Steps">
        <li className="is-done">
          <span>Found</span> <span>{formatDateTime(breach.discoveredAt)}</span>
        </li>
        {BREACH_STEPS.map((each) => (
          <li key={each} className={breach[STEP_TIME[each]] ? 'is-done' : undefined}>
            <span>{STEP_WORDS[each].label}</span> <span>{formatDateTime(breach[STEP_TIME[each]], 'not yet')}</span>
          </li>
        ))}
      </ol>
      <div className="adm-breach__actions">
        {step ? <Button onClick={() => setDialog('step')}>{STEP_WORDS[step].button}</Button> : null}
        {breach.state !== 'closed' ? (
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            Change the record
          </Button>
        ) : null}
        {breach.mailEnabled ? (
          <Button variant="secondary" onClick={() => setDialog('notices')}>
            Send notices by email
          </Button>
        ) : null}
      </div>
      <p className="adm-dp__note">
        {breach.mailEnabled
          ? breach.notices.queued > 0
            ? `Notices sent by email to ${breach.notices.queued} ${breach.notices.queued === 1 ? 'address' : 'addresses'}, last on ${formatDateTime(breach.notices.lastQueuedAt)}.`
            : 'No notices sent by email yet.'
          : 'Mail is not set up on this site: copy the notice below and send it another way.'}
      </p>

      <section className="adm-breach__section" aria-labelledby="breach-facts-heading">
        <h4 id="breach-facts-heading">The record</h4>
        <DetailList
          items={[
            ['What happened', breach.description],
            ['Happened on', formatDateTime(breach.occurredAt, 'not known')],
            ['Where', breach.location],
            ['Whose data', breach.kinds.map((kind) => BREACH_DATA_KIND_LABELS[kind]).join('; ')],
            ['Which records', breach.scope === 'all' ? 'All records of these kinds' : `Created from ${breach.from ?? 'the start'} to ${breach.to ?? 'today'}`],
            ['Likely consequences', breach.consequences],
            ['What we have done', breach.mitigation],
            ['What people can do', breach.safetySteps],
            ['Circumstances and cause', breach.cause],
            ['Remedial measures', breach.remedial],
            ['Recorded by', `${breach.recordedBy}, ${formatDateTime(breach.createdAt)}`],
          ]}
        />
      </section>

      <AffectedPeople breach={breach} />

      <section className="adm-breach__section" aria-labelledby="breach-drafts-heading">
        <h4 id="breach-drafts-heading">Drafted texts</h4>
        <p className="adm-dp__note">Drafted from the record and the Site tab&apos;s name and contacts. Read them through before sending; change the record to change them.</p>
        <Draft title="Notice to each person" text={breach.drafts.notice} hint="[name] becomes each person's name when sent by email." />
        {breach.drafts.guardianNotice ? <Draft title="Notice to a child's parent or guardian" text={breach.drafts.guardianNotice} hint="For children's records: tell the parent or guardian." /> : null}
        <Draft title="First intimation to the Board" text={breach.drafts.boardIntimation} hint="Send without delay, as soon as the breach is known." />
        <Draft title="Report to the Board" text={breach.drafts.boardReport} hint="Due within 72 hours of becoming aware of the breach." />
      </section>

      {dialog === 'edit' ? <BreachFormDialog breach={breach} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog === 'step' && step ? <StepDialog breach={breach} step={step} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog === 'notices' ? (
        <SendNoticesDialog
          breach={breach}
          onClose={() => setDialog(null)}
          onSent={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
    </article>
  );
}

/** The incident named in the address, loaded. */
export function BreachDetail({ id, onBack, onChanged }: { id: string; onBack: () => void; onChanged: () => void }) {
  const { state, reload, update } = useBreach(id);
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack}>
        ← All incidents
      </Button>
      {state.status === 'loading' ? <PageSpinner label="Loading the incident" /> : null}
      {state.status === 'failed' ? <ErrorView message={serverMessageOr(state.error, 'The incident could not be loaded.')} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <BreachView
          breach={state.data}
          reload={reload}
          onChanged={(breach) => {
            update(() => breach);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}
