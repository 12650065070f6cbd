import { useState, type FormEvent } from 'react';
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_KINDS, DATA_REQUEST_LIMITS, DATA_REQUEST_MESSAGES, LIMITS, type DataRequestKind } from '@society/contracts';
import { Button } from '@society/web-kit';
import { HoneypotField, useBotCheck } from '../../../components/bot-check';
import { FormField } from '../../../components/form-field';
import { FormOutcomeMessage, type FormOutcome } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { serverFieldErrors } from '../../../components/form-submit-error';
import { focusFirstInvalid, isBlank, isEmail } from '../../../components/form-validation';
import { ReadyForm } from '../../../components/ready-form';
import { dataRequestErrorMessage, sendDataRequest } from '../api/send-data-request';

/** What each right does, in a line under its choice. */
const KIND_HINTS: Record<DataRequestKind, string> = {
  access: 'A copy of everything we hold under your email address, to download.',
  correction: 'Tell us what is wrong or out of date, and we correct it.',
  erasure: 'We delete your data, except what the law makes us keep (we tell you what and why).',
  nomination: 'Name someone who may use these rights for you if you die or cannot act.',
  grievance: 'Tell us how we handled your data badly; we answer in writing.',
};

interface Values {
  kind: DataRequestKind;
  name: string;
  email: string;
  details: string;
  nomineeName: string;
  nomineeEmail: string;
}

type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { kind: 'access', name: '', email: '', details: '', nomineeName: '', nomineeEmail: '' };

const needsDetails = (kind: DataRequestKind) => kind === 'correction' || kind === 'grievance';

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (isBlank(values.name)) errors.name = 'Please enter your name.';
  if (isBlank(values.email)) errors.email = 'Please enter the email address your data is held under.';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (needsDetails(values.kind) && isBlank(values.details)) errors.details = values.kind === 'correction' ? 'Please tell us what needs correcting.' : 'Please tell us what your grievance is about.';
  if (values.kind === 'nomination') {
    if (isBlank(values.nomineeName)) errors.nomineeName = 'Please enter the name of the person you nominate.';
    if (isBlank(values.nomineeEmail)) errors.nomineeEmail = 'Please enter their email address.';
    else if (!isEmail(values.nomineeEmail)) errors.nomineeEmail = 'Please enter a valid email address.';
  }
  return errors;
}

/** The request form of the "Your data" page: the right, who asks, and what the right needs. */
export function DataRequestForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { honeypot, botCheckFields } = useBotCheck();
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(event.currentTarget);
      setOutcome({ kind: 'error', text: 'Please check the highlighted fields.' });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      const nomination = values.kind === 'nomination';
      await sendDataRequest({
        kind: values.kind,
        name: values.name.trim(),
        email: values.email.trim(),
        details: values.details.trim(),
        ...(nomination ? { nomineeName: values.nomineeName.trim(), nomineeEmail: values.nomineeEmail.trim() } : {}),
        ...botCheckFields(),
      });
      setValues(EMPTY);
      setOutcome({ kind: 'success', text: DATA_REQUEST_MESSAGES.received });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ kind: 'error', text: dataRequestErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ReadyForm className="your-data__form" onSubmit={onSubmit} noValidate aria-labelledby="your-data-form-title">
      <HoneypotField {...honeypot} />
      <h2 id="your-data-form-title" className="pub-form-card__title">
        Make a request
      </h2>
      <p className="pub-form-card__intro">We email you a link to confirm the request is yours. Nothing happens until you open it.</p>
      <fieldset className="your-data__kinds">
        <legend>What would you like to do?</legend>
        {DATA_REQUEST_KINDS.map((kind) => (
          <label key={kind} className="your-data__kind" data-checked={values.kind === kind}>
            <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => set('kind')(kind)} />
            <span>
              <strong>{DATA_REQUEST_KIND_LABELS[kind]}</strong>
              <span className="your-data__kind-hint">{KIND_HINTS[kind]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="pub-form__grid">
        <FormField id="your-data-name" label="Your name" required error={errors.name}>
          {(aria) => <input {...aria} name="name" autoComplete="name" maxLength={LIMITS.nameMax} value={values.name} onChange={(e) => set('name')(e.target.value)} />}
        </FormField>
        <FormField id="your-data-email" label="Email address" hint="The one your data is held under." required error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.emailMax}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          )}
        </FormField>
        {values.kind === 'nomination' ? (
          <>
            <FormField id="your-data-nominee-name" label="Name of the person you nominate" required error={errors.nomineeName}>
              {(aria) => <input {...aria} name="nomineeName" maxLength={LIMITS.nameMax} value={values.nomineeName} onChange={(e) => set('nomineeName')(e.target.value)} />}
            </FormField>
            <FormField id="your-data-nominee-email" label="Their email address" required error={errors.nomineeEmail}>
              {(aria) => (
                <input
                  {...aria}
                  type="email"
                  name="nomineeEmail"
                  inputMode="email"
                  maxLength={LIMITS.emailMax}
                  value={values.nomineeEmail}
                  onChange={(e) => set('nomineeEmail')(e.target.value)}
                />
              )}
            </FormField>
          </>
        ) : null}
      </div>
      <FormField
        id="your-data-details"
        label={values.kind === 'correction' ? 'What needs correcting' : values.kind === 'grievance' ? 'Your grievance' : 'Anything we should know'}
        required={needsDetails(values.kind)}
        error={errors.details}
      >
        {(aria) => (
          <textarea {...aria} name="details" rows={4} maxLength={DATA_REQUEST_LIMITS.detailsMax} value={values.details} onChange={(e) => set('details')(e.target.value)} />
        )}
      </FormField>
      <FormOutcomeMessage outcome={outcome} />
      <div className="pub-form__actions">
        <Button type="submit" size="lg" className="pub-form__submit" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Request'}
        </Button>
      </div>
      <FormPrivacyNote form="dataRequest" />
    </ReadyForm>
  );
}
