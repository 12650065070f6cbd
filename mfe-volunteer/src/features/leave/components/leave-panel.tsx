import { useId, useState, type FormEvent } from 'react';
import { LEAVE_TYPES, VOLUNTEER_LIMITS, type LeaveRequest, type LeaveType, type VOLUNTEER_PORTAL_EN } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Field, FormError, StatusChip, toast, useLoad } from '@society/web-kit/staff';
import { usePortalText } from '../../../hooks/use-portal-text';
import { fieldError } from '../../../utils/format';
import { cancelLeaveRequest, createLeaveRequest, getLeaveRequests } from '../api/leave-requests';

// Each type's word in the page's language (the English is contracts' LEAVE_TYPE_LABELS).
const LEAVE_TYPE_KEYS: Record<LeaveType, keyof typeof VOLUNTEER_PORTAL_EN> = {
  illness: 'leaveIllness',
  exams: 'leaveExams',
  family: 'leaveFamily',
  travel: 'leaveTravel',
  other: 'leaveOther',
};

/** Asking for leave, and every request with HR's answer; a pending one can be cancelled. */
export function LeavePanel() {
  const { state, reload } = useLoad(getLeaveRequests);
  const { t, failure } = usePortalText();
  return (
    <section className="vol-panel" aria-labelledby="leave-heading">
      <div className="vol-panel__head">
        <h2 id="leave-heading">{t('leaveHeading')}</h2>
      </div>
      <LeaveForm onSent={reload} />
      <h3 className="vol-subhead">{t('myRequests')}</h3>
      {state.status === 'loading' ? <PageSpinner label={t('loadingLeave')} /> : null}
      {state.status === 'failed' ? <ErrorView message={failure(state.error)} onRetry={reload} /> : null}
      {state.status === 'loaded' && state.data.length === 0 ? <p className="wk-empty">{t('noLeave')}</p> : null}
      {state.status === 'loaded' && state.data.length > 0 ? (
        <ul className="vol-requests">
          {state.data.map((request) => (
            <LeaveItem key={request._id} request={request} onChanged={reload} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LeaveItem({ request, onChanged }: { request: LeaveRequest; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const { t, day, failure } = usePortalText();
  async function cancel() {
    setBusy(true);
    try {
      await cancelLeaveRequest(request._id);
      toast.success(t('leaveCancelled'));
    } catch (error) {
      toast.error(failure(error));
    }
    setBusy(false);
    onChanged();
  }
  const days = request.from === request.to ? day(request.from) : t('dayRange', { from: day(request.from), to: day(request.to) });
  return (
    <li className="vol-request">
      <div className="vol-request__head">
        <p className="vol-request__title">
          {t(LEAVE_TYPE_KEYS[request.type])}: {days}
        </p>
        <StatusChip status={request.status} />
      </div>
      <p className="vol-request__reason">{request.reason}</p>
      {request.hrReply ? (
        <p className="vol-request__reply">
          <strong>{t('hrReply')}</strong> {request.hrReply}
        </p>
      ) : null}
      <p className="vol-request__meta">{t('askedOn', { date: day(request.createdAt) })}</p>
      {request.status === 'pending' ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void cancel()}>
          {busy ? t('cancelling') : t('cancelRequest')}
        </Button>
      ) : null}
    </li>
  );
}

const EMPTY = { type: '' as LeaveType | '', from: '', to: '', reason: '' };

function LeaveForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<unknown>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const { t, failure } = usePortalText();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values.type || !values.from || !values.to || !values.reason.trim()) {
      setProblem(t('leaveIncomplete'));
      return;
    }
    if (values.to < values.from) {
      setProblem(t('leaveBackwards'));
      return;
    }
    setProblem('');
    setError(null);
    setBusy(true);
    try {
      await createLeaveRequest({ type: values.type, from: values.from, to: values.to, reason: values.reason.trim() });
      toast.success(t('leaveSent'));
      setValues(EMPTY);
      onSent();
    } catch (caught) {
      setError(caught);
    }
    setBusy(false);
  }

  return (
    <form className="wk-form vol-form" onSubmit={onSubmit} noValidate aria-label={t('askForLeave')}>
      {problem || error ? <FormError message={problem || failure(error)} /> : null}
      <div className="vol-form__row">
        <Field id={`${id}-type`} label={t('leaveType')} required error={fieldError(error, 'type')}>
          {(control) => (
            <select {...control} value={values.type} onChange={set('type')}>
              <option value="">{t('choose')}</option>
              {LEAVE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(LEAVE_TYPE_KEYS[type])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-from`} label={t('firstDay')} required error={fieldError(error, 'from')}>
          {(control) => <input {...control} type="date" value={values.from} onChange={set('from')} />}
        </Field>
        <Field id={`${id}-to`} label={t('lastDay')} required error={fieldError(error, 'to')}>
          {(control) => <input {...control} type="date" value={values.to} min={values.from || undefined} onChange={set('to')} />}
        </Field>
      </div>
      <Field id={`${id}-reason`} label={t('reason')} required error={fieldError(error, 'reason')}>
        {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.reasonMax} value={values.reason} onChange={set('reason')} />}
      </Field>
      <div className="wk-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : t('askForLeave')}
        </Button>
      </div>
    </form>
  );
}
