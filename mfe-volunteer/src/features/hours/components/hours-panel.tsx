import { useId, useState, type FormEvent } from 'react';
import { addDays, SESSION_RULES, todayInIndia, type HoursEntryView, type HoursStatus, type SESSIONS_EN } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Field, FormError, StatusChip, toast, useLoad, type ChipTone } from '@society/web-kit/staff';
import { fieldError } from '../../../utils/format';
import { useSessionsText } from '../../../hooks/use-sessions-text';
import { getMyHours, logHours } from '../api/hours';

const STATUS: Record<HoursStatus, { key: keyof typeof SESSIONS_EN; tone: ChipTone }> = {
  waiting: { key: 'hoursStatusWaiting', tone: 'warning' },
  approved: { key: 'hoursStatusApproved', tone: 'success' },
  rejected: { key: 'hoursStatusRejected', tone: 'danger' },
};

/** Hours as people read them: 1.25 stays 1.25, 2 stays 2. */
const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);

/** My hours: the totals approved and waiting, every entry with its state, and logging hours done outside a session. */
export function HoursPanel() {
  const { state, reload } = useLoad(getMyHours);
  const { t, failure } = useSessionsText();
  return (
    <section className="vol-panel" aria-labelledby="hours-heading">
      <div className="vol-panel__head">
        <h2 id="hours-heading">{t('hoursHeading')}</h2>
      </div>
      <p className="vol-note">{t('hoursIntro')}</p>
      {state.status === 'loading' ? <PageSpinner label={t('hoursLoading')} /> : null}
      {state.status === 'failed' ? <ErrorView message={failure(state.error)} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <>
          <dl className="vol-totals">
            <div>
              <dt>{t('hoursApproved')}</dt>
              <dd>{t('hoursTotal', { hours: hoursText(state.data.totals.approved) })}</dd>
            </div>
            <div>
              <dt>{t('hoursWaiting')}</dt>
              <dd>{t('hoursTotal', { hours: hoursText(state.data.totals.waiting) })}</dd>
            </div>
          </dl>
          {state.data.entries.length === 0 ? <p className="wk-empty">{t('hoursNone')}</p> : null}
          {state.data.entries.length > 0 ? (
            <ul className="vol-requests" aria-label={t('hoursHeading')}>
              {state.data.entries.map((entry) => (
                <HoursItem key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <LogHoursForm onLogged={reload} />
    </section>
  );
}

function HoursItem({ entry }: { entry: HoursEntryView }) {
  const { t, day } = useSessionsText();
  const status = STATUS[entry.status];
  return (
    <li className="vol-request">
      <div className="vol-request__head">
        <p className="vol-request__title">{t('hoursEntry', { hours: hoursText(entry.hours), day: day(entry.day) })}</p>
        <StatusChip tone={status.tone} label={t(status.key)} />
      </div>
      <p className="vol-request__meta">{entry.source === 'session' && entry.sessionTitle ? t('hoursFromSession', { title: entry.sessionTitle }) : t('hoursSelfLogged')}</p>
      {entry.note ? <p className="vol-request__reason">{entry.note}</p> : null}
      {entry.status === 'rejected' && entry.rejectReason ? <p className="vol-request__reply">{t('hoursRejectReason', { reason: entry.rejectReason })}</p> : null}
    </li>
  );
}

const EMPTY = { day: '', hours: '', note: '' };

/** Whether `value` is a number of hours in quarters, from a quarter to the most one entry may hold. */
function isQuarterHours(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= SESSION_RULES.hoursPerEntryMax && Number.isInteger(value * 4);
}

function LogHoursForm({ onLogged }: { onLogged: () => void }) {
  const id = useId();
  const { t, failure } = useSessionsText();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const today = todayInIndia();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const hours = Number(values.hours.replace(',', '.'));
    if (!values.day || !values.hours.trim() || !values.note.trim()) {
      setProblem(t('logIncomplete'));
      return;
    }
    if (values.day > today) {
      setProblem(t('logDayFuture'));
      return;
    }
    if (!isQuarterHours(hours)) {
      setProblem(t('logHoursInvalid', { max: SESSION_RULES.hoursPerEntryMax }));
      return;
    }
    setProblem('');
    setError(null);
    setBusy(true);
    try {
      await logHours({ day: values.day, hours, note: values.note.trim() });
      toast.success(t('logSent'));
      setValues(EMPTY);
      onLogged();
    } catch (caught) {
      setError(caught);
    }
    setBusy(false);
  }

  return (
    <form className="wk-form vol-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="vol-subhead">
        {t('logHeading')}
      </h3>
      <p className="vol-request__meta">{t('logIntro', { days: SESSION_RULES.logHoursWithinDays })}</p>
      {problem || error ? <FormError message={problem || failure(error)} /> : null}
      <div className="vol-form__row">
        <Field id={`${id}-day`} label={t('logDay')} required error={fieldError(error, 'day')}>
          {(control) => <input {...control} type="date" min={addDays(today, -SESSION_RULES.logHoursWithinDays)} max={today} value={values.day} onChange={set('day')} />}
        </Field>
        <Field id={`${id}-hours`} label={t('logHours')} required hint={t('logHoursHint', { max: SESSION_RULES.hoursPerEntryMax })} error={fieldError(error, 'hours')}>
          {(control) => <input {...control} type="number" inputMode="decimal" min={0.25} max={SESSION_RULES.hoursPerEntryMax} step={0.25} value={values.hours} onChange={set('hours')} />}
        </Field>
      </div>
      <Field id={`${id}-note`} label={t('logNote')} required error={fieldError(error, 'note')}>
        {(control) => <textarea {...control} rows={3} maxLength={SESSION_RULES.noteMax} value={values.note} onChange={set('note')} />}
      </Field>
      <div className="wk-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('logSending') : t('logSend')}
        </Button>
      </div>
    </form>
  );
}
