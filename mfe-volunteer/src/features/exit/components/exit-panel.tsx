import { useId, useState, type FormEvent } from 'react';
import { VOLUNTEER_LIMITS, type ExitRequest } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Field, FormError, StatusChip, toast, useLoad } from '@society/web-kit/staff';
import { usePortalText } from '../../../hooks/use-portal-text';
import { fieldError, todayInIndia } from '../../../utils/format';
import { createExitRequest, getExitRequests } from '../api/exit-requests';

/** Telling HR they are leaving: the last working day and why; HR's answer shows here. */
export function ExitPanel() {
  const { state, reload } = useLoad(getExitRequests);
  const pending = state.status === 'loaded' && state.data.some((request) => request.status === 'pending');
  const { t, failure } = usePortalText();
  return (
    <section className="vol-panel" aria-labelledby="exit-heading">
      <div className="vol-panel__head">
        <h2 id="exit-heading">{t('exitHeading')}</h2>
      </div>
      {state.status === 'loading' ? <PageSpinner label={t('loadingExit')} /> : null}
      {state.status === 'failed' ? <ErrorView message={failure(state.error)} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <>
          {pending ? <p className="vol-note">{t('exitPending')}</p> : <ExitForm onSent={reload} />}
          {state.data.length > 0 ? (
            <>
              <h3 className="vol-subhead">{t('myExitRequests')}</h3>
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
  const { t, day } = usePortalText();
  return (
    <li className="vol-request">
      <div className="vol-request__head">
        <p className="vol-request__title">{t('lastWorkingDayOn', { date: day(request.lastWorkingDay) })}</p>
        <StatusChip status={request.status} />
      </div>
      <p className="vol-request__reason">{request.reason}</p>
      {request.hrReply ? (
        <p className="vol-request__reply">
          <strong>{t('hrReply')}</strong> {request.hrReply}
        </p>
      ) : null}
      <p className="vol-request__meta">{t('sentOn', { date: day(request.createdAt) })}</p>
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
  const { t, failure } = usePortalText();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!lastWorkingDay || !reason.trim()) {
      setProblem(t('exitIncomplete'));
      return;
    }
    setProblem('');
    setError(null);
    setBusy(true);
    try {
      await createExitRequest({ lastWorkingDay, reason: reason.trim() });
      toast.success(t('exitSent'));
      onSent();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  }

  return (
    <form className="wk-form vol-form" onSubmit={onSubmit} noValidate aria-label={t('exitForm')}>
      <p className="vol-note">{t('exitNote')}</p>
      {problem || error ? <FormError message={problem || failure(error)} /> : null}
      <Field id={`${id}-day`} label={t('lastWorkingDay')} required error={fieldError(error, 'lastWorkingDay')}>
        {(control) => <input {...control} type="date" min={todayInIndia()} value={lastWorkingDay} onChange={(event) => setLastWorkingDay(event.target.value)} />}
      </Field>
      <Field id={`${id}-reason`} label={t('reason')} required error={fieldError(error, 'reason')}>
        {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <div className="wk-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : t('sendExit')}
        </Button>
      </div>
    </form>
  );
}
