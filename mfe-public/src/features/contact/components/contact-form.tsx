import { useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, type ContactRequest } from '@society/contracts';
import { Button, ReadyForm } from '@society/web-kit';
import { HoneypotField, useBotCheck } from '../../../components/bot-check';
import { FormField } from '../../../components/form-field';
import { FormOutcomeMessage, type FormOutcome } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { serverFieldErrors } from '../../../components/form-submit-error';
import { focusFirstInvalid, isBlank, isEmail } from '../../../components/form-validation';
import { contactErrorMessage, sendContactMessage } from '../api/send-contact-message';

type Errors = Partial<Record<keyof ContactRequest, string>>;

const EMPTY: ContactRequest = { name: '', email: '', message: '' };

function validate(values: ContactRequest): Errors {
  const errors: Errors = {};
  if (isBlank(values.name)) errors.name = 'Please enter your name.';
  if (isBlank(values.email)) errors.email = 'Please enter your email address.';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (isBlank(values.message)) errors.message = 'Please write your message.';
  return errors;
}

export function ContactForm() {
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { honeypot, botCheckFields } = useBotCheck();

  const set = (field: keyof ContactRequest) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

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
      await sendContactMessage({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), ...botCheckFields() });
      setValues(EMPTY);
      setOutcome({ kind: 'success', text: MESSAGES.contactSuccess });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ kind: 'error', text: contactErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ReadyForm className="pub-contact__form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <HoneypotField {...honeypot} />
      <h2 id="contact-form-title" className="pub-form-card__title">
        Send us a message
      </h2>
      <p className="pub-form-card__intro">We read every message and reply within two working days.</p>
      <FormField id="contact-name" label="Your name" required error={errors.name}>
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
      <FormField id="contact-email" label="Email address" required error={errors.email}>
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
      <FormField id="contact-message" label="Message" required error={errors.message}>
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
          {submitting ? 'Submitting...' : 'Send Message'}
        </Button>
      </div>
      <FormPrivacyNote form="contact" />
    </ReadyForm>
  );
}
