import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_KINDS, DATA_REQUEST_LIMITS, DATA_REQUEST_MESSAGES, LIMITS, type BotCheckFields, type DataRequestKind } from '@society/contracts';
import { Button, ReadyForm } from '@society/web-kit';
import { HoneypotField } from '../../../components/bot-check';
import { FormField } from '../../../components/form-field';
import { FormOutcomeMessage } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { isBlank, isEmail } from '../../../components/form-validation';
import { useApplicationForm, type FormProblem } from '../../../components/use-application-form';
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

const EMPTY: Values = { kind: 'access', name: '', email: '', details: '', nomineeName: '', nomineeEmail: '' };

const needsDetails = (kind: DataRequestKind) => kind === 'correction' || kind === 'grievance';

function validate(values: Values): FormProblem<Values> | null {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (isBlank(values.name)) errors.name = 'Please enter your name.';
  if (isBlank(values.email)) errors.email = 'Please enter the email address your data is held under.';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (needsDetails(values.kind) && isBlank(values.details)) errors.details = values.kind === 'correction' ? 'Please tell us what needs correcting.' : 'Please tell us what your grievance is about.';
  if (values.kind === 'nomination') {
    if (isBlank(values.nomineeName)) errors.nomineeName = 'Please enter the name of the person you nominate.';
    if (isBlank(values.nomineeEmail)) errors.nomineeEmail = 'Please enter their email address.';
    else if (!isEmail(values.nomineeEmail)) errors.nomineeEmail = 'Please enter a valid email address.';
  }
  return Object.keys(errors).length > 0 ? { errors, summary: 'Please check the highlighted fields.' } : null;
}

function send(values: Values, botCheck: BotCheckFields) {
  return sendDataRequest({
    kind: values.kind,
    name: values.name.trim(),
    email: values.email.trim(),
    details: values.details.trim(),
    ...(values.kind === 'nomination' ? { nomineeName: values.nomineeName.trim(), nomineeEmail: values.nomineeEmail.trim() } : {}),
    ...botCheck,
  });
}

/** The request form of the "Your data" page: the right, who asks, and what the right needs. */
export function DataRequestForm() {
  const { values, errors, submitting, outcome, bind, setValue, onSubmit, honeypot } = useApplicationForm<Values>({
    empty: EMPTY,
    validate,
    send,
    successText: DATA_REQUEST_MESSAGES.received,
    errorText: dataRequestErrorMessage,
  });

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
            <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => setValue('kind', kind)} />
            <span>
              <strong>{DATA_REQUEST_KIND_LABELS[kind]}</strong>
              <span className="your-data__kind-hint">{KIND_HINTS[kind]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="pub-form__grid">
        <FormField id="your-data-name" label="Your name" required error={errors.name}>
          {(aria) => <input {...aria} {...bind('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </FormField>
        <FormField id="your-data-email" label="Email address" hint="The one your data is held under." required error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              type="email"
              {...bind('email')}
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.emailMax}
            />
          )}
        </FormField>
        {values.kind === 'nomination' ? (
          <>
            <FormField id="your-data-nominee-name" label="Name of the person you nominate" required error={errors.nomineeName}>
              {(aria) => <input {...aria} {...bind('nomineeName')} maxLength={LIMITS.nameMax} />}
            </FormField>
            <FormField id="your-data-nominee-email" label="Their email address" required error={errors.nomineeEmail}>
              {(aria) => (
                <input
                  {...aria}
                  type="email"
                  {...bind('nomineeEmail')}
                  inputMode="email"
                  maxLength={LIMITS.emailMax}
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
          <textarea {...aria} name="details" rows={4} maxLength={DATA_REQUEST_LIMITS.detailsMax} value={values.details} onChange={(e) => setValue('details', e.target.value)} />
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
