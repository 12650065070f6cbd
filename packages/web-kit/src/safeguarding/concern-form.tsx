import { useId, useState, type FormEvent } from 'react';
import { CONCERN_RULES, todayInIndia, type ConcernReceipt, type RaiseConcernRequest } from '@society/contracts';
import { Button } from '@society/web-kit';
import { Field } from '../ui/field';
import { FormError } from '../ui/form-error';
import { raiseConcern } from './safeguarding-api';
import { useSafeguardingText } from './use-safeguarding-text';
import './safeguarding.css';

const EMPTY = { what: '', happenedOn: '', happenedAt: '', who: '', childName: '', where: '' };
type Values = typeof EMPTY;

/**
 * 'Raise a concern about a child' (POCSO s.19): what, when, who, which child, for anyone who meets children.
 * The answer is a receipt only; the concern goes to the safeguarding lead and the admin, and the screen says
 * plainly what happens next.
 */
export function ConcernForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const id = useId();
  const { t, dateTime, failure } = useSafeguardingText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<ConcernReceipt | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const what = values.what.trim();
    const who = values.who.trim();
    const childName = values.childName.trim();
    if (!what || !values.happenedOn || !who || !childName) {
      setProblem(t('concernIncomplete'));
      return;
    }
    if (values.happenedOn > todayInIndia()) {
      setProblem(t('concernFutureDay'));
      return;
    }
    setProblem('');
    setBusy(true);
    const body: RaiseConcernRequest = { what, happenedOn: values.happenedOn, who, childName };
    if (values.happenedAt) body.happenedAt = values.happenedAt;
    if (values.where.trim()) body.where = values.where.trim();
    try {
      setReceipt(await raiseConcern(body));
      setValues(EMPTY);
    } catch (error) {
      setProblem(failure(error));
    }
    setBusy(false);
  }

  return (
    <section className="wk-safety wk-safety--concern" aria-labelledby={`${id}-concern`}>
      <Heading id={`${id}-concern`} className="wk-safety__heading">
        {t('concernHeading')}
      </Heading>
      {receipt ? (
        <div className="wk-safety__receipt" role="status">
          <p className="wk-safety__receipt-title">{t('concernSentHeading')}</p>
          <p>{receipt.message}</p>
          <p className="wk-safety__meta">{t('concernSentAt', { time: dateTime(receipt.raisedAt) })}</p>
          <NextSteps />
          <Button variant="secondary" onClick={() => setReceipt(null)}>
            {t('concernAnother')}
          </Button>
        </div>
      ) : (
        <>
          <p className="wk-safety__note">{t('concernIntro')}</p>
          <form className="wk-form wk-safety__form" onSubmit={onSubmit} noValidate aria-label={t('concernHeading')}>
            {problem ? <FormError message={problem} /> : null}
            <Field id={`${id}-what`} label={t('concernWhat')} hint={t('concernWhatHint')} required>
              {(control) => <textarea {...control} rows={5} maxLength={CONCERN_RULES.whatMax} value={values.what} onChange={set('what')} />}
            </Field>
            <div className="wk-safety__fields">
              <Field id={`${id}-day`} label={t('concernHappenedOn')} required>
                {(control) => <input {...control} type="date" max={todayInIndia()} value={values.happenedOn} onChange={set('happenedOn')} />}
              </Field>
              <Field id={`${id}-time`} label={t('concernHappenedAt')}>
                {(control) => <input {...control} type="time" value={values.happenedAt} onChange={set('happenedAt')} />}
              </Field>
            </div>
            <Field id={`${id}-child`} label={t('concernChildName')} required>
              {(control) => <input {...control} maxLength={CONCERN_RULES.childNameMax} autoComplete="off" value={values.childName} onChange={set('childName')} />}
            </Field>
            <Field id={`${id}-who`} label={t('concernWho')} hint={t('concernWhoHint')} required>
              {(control) => <textarea {...control} rows={2} maxLength={CONCERN_RULES.whoMax} value={values.who} onChange={set('who')} />}
            </Field>
            <Field id={`${id}-where`} label={t('concernWhere')}>
              {(control) => <input {...control} maxLength={CONCERN_RULES.whereMax} value={values.where} onChange={set('where')} />}
            </Field>
            <div className="wk-form__actions">
              <Button type="submit" disabled={busy}>
                {busy ? t('concernSending') : t('concernSend')}
              </Button>
            </div>
          </form>
          <NextSteps />
        </>
      )}
    </section>
  );
}

/** What happens to a concern once raised, in plain words (also before sending: a person may hesitate). */
function NextSteps() {
  const { t } = useSafeguardingText();
  return (
    <div className="wk-safety__next">
      <p className="wk-safety__next-title">{t('concernNextHeading')}</p>
      <ul>
        <li>{t('concernNext1')}</li>
        <li>{t('concernNext2')}</li>
        <li>{t('concernNext3')}</li>
        <li>
          <strong>{t('concernNext4')}</strong>
        </li>
      </ul>
    </div>
  );
}
