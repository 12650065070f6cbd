import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  DEFAULT_PAYMENT_MODE,
  DONOR_ADDRESS_MAX,
  donationSuccessMessage,
  IMAGE_MIME_TYPES,
  LIMITS,
  MESSAGES,
  PAN_MESSAGE,
  PAN_PATTERN,
  PAYMENT_MODES,
  UPLOAD_LIMITS,
  type PaymentMode,
} from '@society/contracts';
import { Button, ReadyForm } from '@society/web-kit';
import { FormField } from '../../../components/form-field';
import { FormOutcomeMessage, type FormOutcome } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { serverFieldErrors } from '../../../components/form-submit-error';
import { focusFirstInvalid, isBlank, isEmail } from '../../../components/form-validation';
import { donationErrorMessage, requestReceipt } from '../api/request-receipt';
import { HoneypotField, useBotCheck } from '../../../components/bot-check';

interface Values {
  name: string;
  email: string;
  amount: string;
  mode: PaymentMode;
  utr: string;
  address: string;
  pan: string;
}
type Errors = Partial<Record<keyof Values | 'screenshot', string>>;

const EMPTY: Values = { name: '', email: '', amount: '', mode: DEFAULT_PAYMENT_MODE, utr: '', address: '', pan: '' };
const SCREENSHOT = UPLOAD_LIMITS.donationScreenshot;
const INR = new Intl.NumberFormat('en-IN');

/** The same checks as the server's, so a wrong file is caught before it is uploaded. */
function screenshotProblem(file: File): string | undefined {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MESSAGES.donationBadType;
  if (file.size > SCREENSHOT.bytes) return MESSAGES.donationTooLarge;
  return undefined;
}

function validate(values: Values, screenshot: File | null): { errors: Errors; summary: string } | null {
  const errors: Errors = {};
  for (const field of ['name', 'email', 'amount', 'utr'] as const) {
    if (isBlank(values[field])) errors[field] = 'Required';
  }
  if (Object.keys(errors).length > 0) return { errors, summary: MESSAGES.donationRequired };

  if (!isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  const amount = Number(values.amount);
  if (!Number.isFinite(amount) || amount < LIMITS.donationAmountMin) {
    errors.amount = `The amount must be at least INR ${LIMITS.donationAmountMin}.`;
  } else if (amount > LIMITS.donationAmountMax) {
    errors.amount = `The amount must be at most INR ${INR.format(LIMITS.donationAmountMax)}.`;
  } else if (Math.round(amount * 100) !== amount * 100) {
    errors.amount = 'Please use at most two decimals (paise).';
  }
  // Optional, but when given it must be a real PAN: the 80G receipt and Form 10BD carry it.
  if (values.pan.trim() && !PAN_PATTERN.test(values.pan.trim())) errors.pan = PAN_MESSAGE;
  const fileProblem = screenshot ? screenshotProblem(screenshot) : undefined;
  if (fileProblem) errors.screenshot = fileProblem;
  return Object.keys(errors).length > 0 ? { errors, summary: fileProblem ?? 'Please check the highlighted fields.' } : null;
}

export function ReceiptForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  // A file input cannot be emptied through React state; a new key gives a fresh, empty one.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { honeypot, botCheckFields } = useBotCheck();

  const text = (field: Exclude<keyof Values, 'mode'>) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      // A PAN is upper case; typing it in lower case should not be an error.
      setValues((v) => ({ ...v, [field]: field === 'pan' ? e.target.value.toUpperCase() : e.target.value })),
  });

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? screenshotProblem(file) : undefined;
    setErrors((e) => ({ ...e, screenshot: problem }));
    if (problem) {
      setScreenshot(null);
      setFileInputKey((k) => k + 1);
    } else {
      setScreenshot(file);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(values, screenshot);
    setErrors(problem?.errors ?? {});
    if (problem) {
      focusFirstInvalid(event.currentTarget);
      setOutcome({ kind: 'error', text: problem.summary });
      return;
    }
    const request = {
      name: values.name.trim(),
      email: values.email.trim(),
      amount: Number(values.amount),
      mode: values.mode,
      utr: values.utr.trim(),
      address: values.address.trim(),
      pan: values.pan.trim(),
      ...botCheckFields(),
    };
    setSubmitting(true);
    setOutcome(null);
    try {
      await requestReceipt(request, screenshot);
      setValues(EMPTY);
      setScreenshot(null);
      setFileInputKey((k) => k + 1);
      setOutcome({ kind: 'success', text: donationSuccessMessage(request.amount, request.email) });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ kind: 'error', text: donationErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ReadyForm onSubmit={onSubmit} noValidate aria-labelledby="receipt-form-title">
      <HoneypotField {...honeypot} />
      <h2 id="receipt-form-title" className="pub-form-card__title">
        Request your donation receipt
      </h2>
      <p className="pub-form-card__intro">
        Already donated? Tell us about the payment and we will email the receipt you need for your 80G claim.
      </p>
      <div className="pub-form__grid">
        <FormField id="donation-name" label="Full name" required error={errors.name}>
          {(aria) => <input {...aria} {...text('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </FormField>
        <FormField id="donation-email" label="Email address" required hint="The receipt is sent here." error={errors.email}>
          {(aria) => <input {...aria} {...text('email')} type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} />}
        </FormField>
        <FormField id="donation-amount" label="Amount (INR)" required error={errors.amount}>
          {(aria) => (
            <input
              {...aria}
              {...text('amount')}
              type="number"
              inputMode="decimal"
              min={LIMITS.donationAmountMin}
              max={LIMITS.donationAmountMax}
              step="0.01"
            />
          )}
        </FormField>
        <FormField id="donation-mode" label="Payment mode" required error={errors.mode}>
          {(aria) => (
            <select
              {...aria}
              name="mode"
              value={values.mode}
              onChange={(e) => setValues((v) => ({ ...v, mode: e.target.value as PaymentMode }))}
            >
              {PAYMENT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {mode}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="pub-form__field--wide">
          <FormField
            id="donation-utr"
            label="UTR number, or the name of the person if paid in cash"
            required
            hint="The transaction reference (UTR) is on your bank or UPI app's payment receipt."
            error={errors.utr}
          >
            {(aria) => <input {...aria} {...text('utr')} autoComplete="off" maxLength={LIMITS.shortTextMax} />}
          </FormField>
        </div>
        <p className="pub-form__field--wide pub-donate__receipt-note">Both are needed for an 80G certificate.</p>
        <div className="pub-form__field--wide">
          <FormField id="donation-address" label="Postal address" error={errors.address}>
            {(aria) => <textarea {...aria} {...text('address')} rows={3} autoComplete="street-address" maxLength={DONOR_ADDRESS_MAX} />}
          </FormField>
        </div>
        <FormField id="donation-pan" label="PAN" hint="Ten characters, like ABCDE1234F." error={errors.pan}>
          {(aria) => (
            <input
              {...aria}
              {...text('pan')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
              className="pub-donate__mono"
            />
          )}
        </FormField>
        <div className="pub-form__field--wide">
          <FormField
            id="donation-screenshot"
            label={`Screenshot (Max size: ${SCREENSHOT.label})`}
            markOptional={false}
            hint="Optional. A JPEG, PNG or WebP image of the payment confirmation."
            error={errors.screenshot}
          >
            {(aria) => (
              <input {...aria} key={fileInputKey} type="file" name="screenshot" accept={IMAGE_MIME_TYPES.join(',')} onChange={onFileChange} />
            )}
          </FormField>
        </div>
      </div>
      <FormOutcomeMessage outcome={outcome} />
      <div className="pub-form__actions">
        <Button type="submit" size="lg" className="pub-form__submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Request Receipt'}
        </Button>
      </div>
      <FormPrivacyNote form="donation" />
    </ReadyForm>
  );
}
