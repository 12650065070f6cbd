import { useId, useState, type FormEvent } from 'react';
import { LEAVE_TYPE_LABELS, LEAVE_TYPES, VOLUNTEER_LIMITS, type LeaveRequest, type LeaveType } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Field, FormError, StatusChip, toast } from '@society/web-kit/staff';
import { useLoad } from '../../../hooks/use-load';
import { errorText, fieldError, formatDay } from '../../../utils/format';
import { cancelLeaveRequest, createLeaveRequest, getLeaveRequests } from '../api/leave-requests';

/** Asking for leave, and every request with HR's answer; a pending one can be cancelled. */
export function LeavePanel() {
  const { state, reload } = useLoad(getLeaveRequests);
  return (
    <section className="vol-panel" aria-labelledby="leave-heading">
      <div className="vol-panel__head">
        <h2 id="leave-heading">Leave</h2>
      </div>
      <LeaveForm onSent={reload} />
      <h3 className="vol-subhead">My requests</h3>
      {state.status === 'loading' ? <PageSpinner label="Loading your leave requests" /> : null}
      {state.status === 'failed' ? <ErrorView message={errorText(state.error)} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="wk-empty">No leave requests yet.</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
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
  async function cancel() {
    setBusy(true);
    try {
      await cancelLeaveRequest(request._id);
      toast.success('Leave request cancelled');
    } catch (error) {
      toast.error(errorText(error));
    }
    setBusy(false);
    onChanged();
  }
  const days = request.from === request.to ? formatDay(request.from) : `${formatDay(request.from)} to ${formatDay(request.to)}`;
  return (
    <li className="vol-request">
      <div className="vol-request__head">
        <p className="vol-request__title">
          {LEAVE_TYPE_LABELS[request.type]}: {days}
        </p>
        <StatusChip status={request.status} />
      </div>
      <p className="vol-request__reason">{request.reason}</p>
      {request.hrReply ? (
        <p className="vol-request__reply">
          <strong>HR’s reply:</strong> {request.hrReply}
        </p>
      ) : null}
      <p className="vol-request__meta">Asked on {formatDay(request.createdAt)}</p>
      {request.status === 'pending' ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void cancel()}>
          {busy ? 'Cancelling...' : 'Cancel request'}
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
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values.type || !values.from || !values.to || !values.reason.trim()) {
      setProblem('Please choose the type, both dates and give a reason.');
      return;
    }
    if (values.to < values.from) {
      setProblem('The last day of leave cannot be before the first.');
      return;
    }
    setProblem('');
    setError(null);
    setBusy(true);
    try {
      await createLeaveRequest({ type: values.type, from: values.from, to: values.to, reason: values.reason.trim() });
      toast.success('Leave request sent to HR');
      setValues(EMPTY);
      onSent();
    } catch (caught) {
      setError(caught);
    }
    setBusy(false);
  }

  return (
    <form className="wk-form vol-form" onSubmit={onSubmit} noValidate aria-label="Ask for leave">
      {problem || error ? <FormError message={problem || errorText(error)} /> : null}
      <div className="vol-form__row">
        <Field id={`${id}-type`} label="Type of leave" required error={fieldError(error, 'type')}>
          {(control) => (
            <select {...control} value={values.type} onChange={set('type')}>
              <option value="">Choose...</option>
              {LEAVE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LEAVE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-from`} label="First day" required error={fieldError(error, 'from')}>
          {(control) => <input {...control} type="date" value={values.from} onChange={set('from')} />}
        </Field>
        <Field id={`${id}-to`} label="Last day" required error={fieldError(error, 'to')}>
          {(control) => <input {...control} type="date" value={values.to} min={values.from || undefined} onChange={set('to')} />}
        </Field>
      </div>
      <Field id={`${id}-reason`} label="Reason" required error={fieldError(error, 'reason')}>
        {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.reasonMax} value={values.reason} onChange={set('reason')} />}
      </Field>
      <div className="wk-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Ask for leave'}
        </Button>
      </div>
    </form>
  );
}
