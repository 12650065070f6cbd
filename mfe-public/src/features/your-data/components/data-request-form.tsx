import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_LINK_VALID_HOURS,
  LIMITS,
  legalDataKindsText,
  legalYourDataText,
  messagesText,
  type BotCheckFields,
  type DataRequestKind,
  type Translate,
} from '@society/contracts';
import { Button, ReadyForm, useText } from '@society/web-kit';
import { HoneypotField } from '../../../components/bot-check';
import { FormField } from '../../../components/form-field';
import { FormOutcomeMessage } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { isBlank, isEmail } from '../../../components/form-validation';
import { useApplicationForm, type FormProblem } from '../../../components/use-application-form';
import { dataRequestErrorMessage, sendDataRequest } from '../api/send-data-request';

type Text = Translate<typeof legalYourDataText.en>;

/** What each right does, in a line under its choice. */
const KIND_HINTS: Record<DataRequestKind, keyof typeof legalYourDataText.en & string> = {
  access: 'hintAccess',
  correction: 'hintCorrection',
  erasure: 'hintErasure',
  nomination: 'hintNomination',
  grievance: 'hintGrievance',
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

function validate(values: Values, t: Text): FormProblem<Values> | null {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (isBlank(values.name)) errors.name = t('nameRequired');
  if (isBlank(values.email)) errors.email = t('emailRequired');
  else if (!isEmail(values.email)) errors.email = t('emailInvalid');
  if (needsDetails(values.kind) && isBlank(values.details)) errors.details = values.kind === 'correction' ? t('correctionRequired') : t('grievanceRequired');
  if (values.kind === 'nomination') {
    if (isBlank(values.nomineeName)) errors.nomineeName = t('nomineeNameRequired');
    if (isBlank(values.nomineeEmail)) errors.nomineeEmail = t('nomineeEmailRequired');
    else if (!isEmail(values.nomineeEmail)) errors.nomineeEmail = t('emailInvalid');
  }
  return Object.keys(errors).length > 0 ? { errors, summary: t('checkFields') } : null;
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
  const t = useText(legalYourDataText);
  const kindText = useText(legalDataKindsText);
  const messages = useText(messagesText);
  const { values, errors, submitting, outcome, bind, setValue, onSubmit, honeypot } = useApplicationForm<Values>({
    empty: EMPTY,
    validate: (answers) => validate(answers, t),
    send,
    successText: t('received', { hours: DATA_REQUEST_LINK_VALID_HOURS }),
    errorText: (error) =>
      dataRequestErrorMessage(error, {
        badRequest: messages('contactBadRequest'),
        byStatus: { 429: t('tooMany'), 500: messages('serverError') },
        noResponse: messages('formNetworkError'),
        other: messages('genericError'),
      }),
  });

  return (
    <ReadyForm className="your-data__form" onSubmit={onSubmit} noValidate aria-labelledby="your-data-form-title">
      <HoneypotField {...honeypot} />
      <h2 id="your-data-form-title" className="pub-form-card__title">
        {t('formTitle')}
      </h2>
      <p className="pub-form-card__intro">{t('formIntro')}</p>
      <fieldset className="your-data__kinds">
        <legend>{t('kindsLegend')}</legend>
        {DATA_REQUEST_KINDS.map((kind) => (
          <label key={kind} className="your-data__kind" data-checked={values.kind === kind}>
            <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => setValue('kind', kind)} />
            <span>
              <strong>{kindText(kind)}</strong>
              <span className="your-data__kind-hint">{t(KIND_HINTS[kind])}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="pub-form__grid">
        <FormField id="your-data-name" label={t('nameLabel')} required error={errors.name}>
          {(aria) => <input {...aria} {...bind('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </FormField>
        <FormField id="your-data-email" label={t('emailLabel')} hint={t('emailHint')} required error={errors.email}>
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
            <FormField id="your-data-nominee-name" label={t('nomineeNameLabel')} required error={errors.nomineeName}>
              {(aria) => <input {...aria} {...bind('nomineeName')} maxLength={LIMITS.nameMax} />}
            </FormField>
            <FormField id="your-data-nominee-email" label={t('nomineeEmailLabel')} required error={errors.nomineeEmail}>
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
        label={values.kind === 'correction' ? t('detailsCorrection') : values.kind === 'grievance' ? t('detailsGrievance') : t('detailsOther')}
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
          {submitting ? t('sending') : t('send')}
        </Button>
      </div>
      <FormPrivacyNote form="dataRequest" />
    </ReadyForm>
  );
}
