import { useId, useState, type FormEvent } from 'react';
import { VOLUNTEER_LIMITS, type ExitRequest } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Field, FormError, StatusChip, toast } from '@society/web-kit/staff';
import { useLoad } from '../../../hooks/use-load';
import { errorText, fieldError, formatDay, todayInIndia } from '../../../utils/format';
import { createExitRequest, getExitRequests } from '../api/exit-requests';

/** Telling HR they are leaving: the last working day and why; HR's answer shows here. */
export function ExitPanel() {
  const { state, reload } = useLoad(getExitRequests);
  const pending = state.status === 'ready' && state.data.some((request) => request.status === 'pending');
  return (
    <section className="vol-panel" aria-labelledby="exit-heading">
      <div className="vol-panel__head">
        <h2 id="exit-heading">Leaving the society</h2>
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading your exit requests" /> : null}
      {state.status === 'failed' ? <ErrorView message={errorText(state.error)} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <>
          {pending ? <p className="vol-note">HR has your exit request and will reply by email.</p> : <ExitForm onSent={reload} />}
          {state.data.length > 0 ? (
            <>
              <h3 className="vol-subhead">My exit requests</h3>
              <ul className="vol-requests">
                {state.data.map((request) => (
                  <ExitItem key={request._id} request={request} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ExitItem({ request }: { request: ExitRequest }) {
  return (
    <li className="vol-request">
      <div className="vol-request__head">
        <p className="vol-request__title">Last working day: {formatDay(request.lastWorkingDay)}</p>
        <StatusChip status={request.status} />
      </div>
      <p className="vol-request__reason">{request.reason}</p>
      {request.hrReply ? (
        <p className="vol-request__reply">
          <strong>HR’s reply:</strong> {request.hrReply}
        </p>
      ) : null}
      <p className="vol-request__meta">Sent on {formatDay(request.createdAt)}</p>
    </li>
  );
}

function ExitForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const [lastWorkingDay, setLastWorkingDay] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!lastWorkingDay || !reason.trim()) {
      setProblem('Please give your last working day and a reason.');
      return;
    }
    setProblem('');
    setError(null);
    setBusy(true);
    try {
      await createExitRequest({ lastWorkingDay, reason: reason.trim() });
      toast.success('Exit request sent to HR');
      onSent();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  }

  return (
    <form className="wk-form vol-form" onSubmit={onSubmit} noValidate aria-label="Tell HR you are leaving">
      <p className="vol-note">
        Once HR approves your exit, this account closes. Download your certificates first; they are also sent to you by email.
      </p>
      {problem || error ? <FormError message={problem || errorText(error)} /> : null}
      <Field id={`${id}-day`} label="Last working day" required error={fieldError(error, 'lastWorkingDay')}>
        {(control) => <input {...control} type="date" min={todayInIndia()} value={lastWorkingDay} onChange={(event) => setLastWorkingDay(event.target.value)} />}
      </Field>
      <Field id={`${id}-reason`} label="Reason" required error={fieldError(error, 'reason')}>
        {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <div className="wk-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send exit request'}
        </Button>
      </div>
    </form>
  );
}
