import { useState, type FormEvent } from 'react';
import { formsContactText, formsKitText, LIMITS, messagesText, type ContactRequest, type Translate } from '@society/contracts';
import { Button, ReadyForm, useText } from '@society/web-kit';
import { HoneypotField, useBotCheck } from '../../../components/bot-check';
import { FormField } from '../../../components/form-field';
import { FormOutcomeMessage, type FormOutcome } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { serverFieldErrors } from '../../../components/form-submit-error';
import { focusFirstInvalid, isBlank, isEmail } from '../../../components/form-validation';
import { contactErrorMessage, sendContactMessage } from '../api/send-contact-message';

type Errors = Partial<Record<keyof ContactRequest, string>>;

const EMPTY: ContactRequest = { name: '', email: '', message: '' };

function validate(values: ContactRequest, kit: Translate<typeof formsKitText.en>, t: Translate<typeof formsContactText.en>): Errors {
  const errors: Errors = {};
  if (isBlank(values.name)) errors.name = kit('enterName');
  if (isBlank(values.email)) errors.email = kit('enterEmail');
  else if (!isEmail(values.email)) errors.email = kit('validEmail');
  if (isBlank(values.message)) errors.message = t('writeMessage');
  return errors;
}

export function ContactForm() {
  const t = useText(formsContactText);
  const kit = useText(formsKitText);
  const messages = useText(messagesText);
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { honeypot, botCheckFields } = useBotCheck();

  const set = (field: keyof ContactRequest) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(values, kit, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(event.currentTarget);
      setOutcome({ kind: 'error', text: kit('checkHighlighted') });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      await sendContactMessage({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), ...botCheckFields() });
      setValues(EMPTY);
      setOutcome({ kind: 'success', text: messages('contactSuccess') });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ kind: 'error', text: contactErrorMessage(error, messages) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ReadyForm className="pub-contact__form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <HoneypotField {...honeypot} />
      <h2 id="contact-form-title" className="pub-form-card__title">
        {t('formTitle')}
      </h2>
      <p className="pub-form-card__intro">{t('formIntro')}</p>
      <FormField id="contact-name" label={t('nameLabel')} required error={errors.name}>
        {(aria) => (
          <input
            {...aria}
            name="name"
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="contact-email" label={t('emailLabel')} required error={errors.email}>
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
      <FormField id="contact-message" label={t('messageLabel')} required error={errors.message}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={6}
            maxLength={LIMITS.messageMax}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        )}
      </FormField>
      <FormOutcomeMessage outcome={outcome} />
      <div className="pub-form__actions">
        <Button type="submit" size="lg" className="pub-form__submit" disabled={submitting}>
          {submitting ? kit('submitting') : t('send')}
        </Button>
      </div>
      <FormPrivacyNote form="contact" />
    </ReadyForm>
  );
}
