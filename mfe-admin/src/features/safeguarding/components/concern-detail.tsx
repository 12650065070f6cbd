import { useCallback, useId, useState, type FormEvent } from 'react';
import {
  CONCERN_NEXT_STEPS,
  CONCERN_REPORTED_TO,
  CONCERN_RULES,
  CONCERN_STEPS,
  indiaDay,
  type ConcernDetail,
  type ConcernNextStep,
  type ConcernReportedTo,
} from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { DetailList, Field, FormError, StatusChip, toast, useLoad } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { formatDate, formatDateTime } from '../../../utils/format';
import { addConcernStep, getConcern } from '../api/safeguarding';
import { deadlineChip, REPORTED_TO_LABELS, STEP_LABELS } from './concern-labels';

const NEXT_BUTTON: Record<ConcernNextStep, string> = { assessed: 'Record the assessment', reported: 'Record the report to the police', closed: 'Close the concern' };

function nextStepOf(concern: ConcernDetail): ConcernNextStep | null {
  return CONCERN_NEXT_STEPS[CONCERN_STEPS.indexOf(concern.status)] ?? null;
}

/** The form for the one step that may come next. */
function NextStepForm({ concern, step, onSaved }: { concern: ConcernDetail; step: ConcernNextStep; onSaved: (concern: ConcernDetail) => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [reportedTo, setReportedTo] = useState<ConcernReportedTo | ''>('');
  const [reportedOn, setReportedOn] = useState(() => indiaDay(new Date()));
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const reporting = step === 'reported';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim() || (reporting && (!reportedTo || !reportedOn || !reference.trim()))) {
      return setFailure({ message: 'Please fill in every field marked with a star.' });
    }
    setBusy(true);
    setFailure(null);
    try {
      const body = reporting ? { step, note: note.trim(), reportedTo: reportedTo as ConcernReportedTo, reportedOn, reference: reference.trim() } : { step, note: note.trim() };
      onSaved(await addConcernStep(concern._id, body));
      toast.success(`Concern ${STEP_LABELS[step].toLowerCase()}`);
    } catch (error) {
      setFailure({ message: 'The step could not be recorded.', detail: serverMessageOr(error, '') || undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="wk-form adm-sg__step-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h4 id={`${id}-title`}>Next step: {STEP_LABELS[step]}</h4>
      {failure ? <FormError message={failure.message} detail={failure.detail} /> : null}
      {reporting ? (
        <div className="adm-sg__grid">
          <Field id={`${id}-to`} label="Reported to" required>
            {(control) => (
              <select {...control} value={reportedTo} onChange={(event) => setReportedTo(event.target.value as ConcernReportedTo)}>
                <option value="">Choose...</option>
                {CONCERN_REPORTED_TO.map((to) => (
                  <option key={to} value={to}>
                    {REPORTED_TO_LABELS[to]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-on`} label="Reported on" required>
            {(control) => <input {...control} type="date" max={indiaDay(new Date())} value={reportedOn} onChange={(event) => setReportedOn(event.target.value)} />}
          </Field>
          <Field id={`${id}-ref`} label="Reference (FIR or diary number)" required>
            {(control) => <input {...control} maxLength={CONCERN_RULES.referenceMax} value={reference} onChange={(event) => setReference(event.target.value)} />}
          </Field>
        </div>
      ) : null}
      <Field id={`${id}-note`} label={step === 'assessed' ? 'Assessment' : step === 'closed' ? 'Why it is closed' : 'Note'} required>
        {(control) => <textarea {...control} rows={3} maxLength={CONCERN_RULES.noteMax} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      <div className="adm-sg__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : NEXT_BUTTON[step]}
        </Button>
      </div>
    </form>
  );
}

function ConcernView({ concern, onSaved }: { concern: ConcernDetail; onSaved: (concern: ConcernDetail) => void }) {
  const step = nextStepOf(concern);
  const chip = deadlineChip(concern);
  return (
    <article className="adm-sg__concern" aria-labelledby="sg-concern-title">
      <div className="adm-sg__bar">
        <h4 id="sg-concern-title">Concern about {concern.childName}</h4>
        <div className="adm-sg__chips">
          <StatusChip tone={concern.status === 'closed' ? 'neutral' : 'warning'} label={STEP_LABELS[concern.status]} />
          <StatusChip tone={chip.tone} label={chip.label} />
        </div>
      </div>
      <p className="adm-sg__muted">
        Report to the police or the SJPU due by {formatDateTime(concern.dueAt)} ({CONCERN_RULES.reportWithinHours} hours after it was raised)
        {concern.reportedAt ? `; reported ${formatDateTime(concern.reportedAt)}.` : concern.overdue ? ': overdue.' : '.'}
      </p>
      <DetailList
        items={[
          ['What happened', concern.what],
          ['When', `${formatDate(concern.happenedOn)}${concern.happenedAt ? `, ${concern.happenedAt}` : ''}`],
          ['Where', concern.where || 'Not given'],
          ['Who is involved', concern.who],
          ['Child', concern.childName],
          ['Raised by', `${concern.raisedBy.name} (${concern.raisedBy.role}), ${formatDateTime(concern.raisedAt)}`],
        ]}
      />
      <ol className="adm-sg__steps" aria-label="Steps">
        {concern.steps.map((each) => (
          <li key={`${each.step}-${each.at}`}>
            <span className="adm-sg__step-name">{STEP_LABELS[each.step]}</span>
            <span className="adm-sg__muted">
              {formatDateTime(each.at)} · {each.by.name}
            </span>
            {each.reportedTo ? (
              <span>
                {REPORTED_TO_LABELS[each.reportedTo]} on {formatDate(each.reportedOn)}, reference {each.reference}
              </span>
            ) : null}
            {each.note ? <span className="adm-sg__text">{each.note}</span> : null}
          </li>
        ))}
      </ol>
      {step ? <NextStepForm key={step} concern={concern} step={step} onSaved={onSaved} /> : <p className="adm-sg__muted">Closed. Nothing in the register is ever deleted.</p>}
    </article>
  );
}

/** One concern, loaded (the reading is on the activity log). */
export function ConcernDetailView({ id, onBack, onChanged }: { id: string; onBack: () => void; onChanged: () => void }) {
  const { state, reload, update } = useLoad(useCallback(() => getConcern(id), [id]));
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack}>
        ← All concerns
      </Button>
      {state.status === 'loading' ? <PageSpinner label="Loading the concern" /> : null}
      {state.status === 'failed' ? <ErrorView message={serverMessageOr(state.error, 'The concern could not be loaded.')} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <ConcernView
          concern={state.data}
          onSaved={(concern) => {
            update(() => concern);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}
