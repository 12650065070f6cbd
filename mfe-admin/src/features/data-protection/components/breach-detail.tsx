import { useId, useState } from 'react';
import { BREACH_DATA_KIND_LABELS, BREACH_STEPS, breachDeadline, type BreachRecord, type BreachStep } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { DetailList } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDateTime } from '../../../utils/format';
import { useBreach } from '../api/get-breach';
import { BreachFormDialog } from './breach-form-dialog';
import { BreachStateChip, DeadlineChip, useMinuteClock } from './breach-chips';
import { CopyTextButton } from './copy-text-button';
import { AffectedPeople } from './breach-affected-people';
import { StepDialog, STEP_WORDS } from './breach-step-dialog';
import { SendNoticesDialog } from './send-notices-dialog';

const STEP_TIME = { 'board-informed': 'boardInformedAt', 'report-sent': 'reportSentAt', closed: 'closedAt' } as const;

function nextStep(breach: BreachRecord): BreachStep | null {
  if (breach.state === 'open') return BREACH_STEPS[0];
  return BREACH_STEPS[BREACH_STEPS.indexOf(breach.state as BreachStep) + 1] ?? null;
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
