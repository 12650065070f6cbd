import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  DEFAULT_PAYMENT_MODE,
  DONOR_ADDRESS_MAX,
  donationSuccessMessage,
  formatRupees,
  formsDonateText,
  formsKitText,
  IMAGE_MIME_TYPES,
  LIMITS,
  messagesText,
  PAN_PATTERN,
  PAYMENT_MODES,
  UPLOAD_LIMITS,
  type Locale,
  type PaymentMode,
  type Translate,
} from '@society/contracts';
import { Button, ReadyForm, useLocale, useText } from '@society/web-kit';
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

/** The gift chosen in the UPI card (issue 33, item 3): the form opens with its amount, its reference and UPI. */
export interface ReceiptPrefill {
  amount: number;
  reference: string;
}

function startValues(prefill: ReceiptPrefill | undefined): Values {
  return prefill ? { ...EMPTY, amount: String(prefill.amount), mode: 'UPI' } : EMPTY;
}
const SCREENSHOT = UPLOAD_LIMITS.donationScreenshot;
const INR = new Intl.NumberFormat('en-IN');
/** The modes a visitor chooses from, with their labels (the value sent stays the stored mode). */
const PAYMENT_MODE_KEYS: Partial<Record<PaymentMode, keyof typeof formsDonateText.en & string>> = {
  'Bank Transfer': 'modeBankTransfer',
  Cheque: 'modeCheque',
  UPI: 'modeUpi',
  Other: 'modeOther',
};
const FORM_PAYMENT_MODES = PAYMENT_MODES.flatMap((mode) => {
  const key = PAYMENT_MODE_KEYS[mode];
  return key ? [{ mode, key }] : [];
});

/** The texts of the form's own check, in the page's language. */
interface CheckTexts {
  locale: Locale;
  t: Translate<typeof formsDonateText.en>;
  kit: Translate<typeof formsKitText.en>;
  messages: Translate<typeof messagesText.en>;
}

/** An amount in a limit's message: the English keeps 'INR 1,00,00,000'; Hindi writes '₹1,00,00,000'. */
function limitAmount(amount: number, locale: Locale): string {
  return locale === 'hi' ? formatRupees(amount, 'hi') : INR.format(amount);
}

/** The same checks as the server's, so a wrong file is caught before it is uploaded. */
function screenshotProblem(file: File, messages: CheckTexts['messages']): string | undefined {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return messages('donationBadType');
  if (file.size > SCREENSHOT.bytes) return messages('donationTooLarge');
  return undefined;
}

function validate(values: Values, screenshot: File | null, { locale, t, kit, messages }: CheckTexts): { errors: Errors; summary: string } | null {
  const errors: Errors = {};
  for (const field of ['name', 'email', 'amount', 'utr'] as const) {
    if (isBlank(values[field])) errors[field] = kit('required');
  }
  if (Object.keys(errors).length > 0) return { errors, summary: messages('donationRequired') };

  if (!isEmail(values.email)) errors.email = kit('validEmail');
  const amount = Number(values.amount);
  if (!Number.isFinite(amount) || amount < LIMITS.donationAmountMin) {
    errors.amount = t('amountMin', { min: limitAmount(LIMITS.donationAmountMin, locale) });
  } else if (amount > LIMITS.donationAmountMax) {
    errors.amount = t('amountMax', { max: limitAmount(LIMITS.donationAmountMax, locale) });
  } else if (Math.round(amount * 100) !== amount * 100) {
    errors.amount = t('amountPaise');
  }
  // Optional, but when given it must be a real PAN: the 80G receipt and Form 10BD carry it.
  if (values.pan.trim() && !PAN_PATTERN.test(values.pan.trim())) errors.pan = t('panInvalid');
  const fileProblem = screenshot ? screenshotProblem(screenshot, messages) : undefined;
  if (fileProblem) errors.screenshot = fileProblem;
  return Object.keys(errors).length > 0 ? { errors, summary: fileProblem ?? kit('checkHighlighted') } : null;
}

export function ReceiptForm({ prefill }: { prefill?: ReceiptPrefill }) {
  const texts: CheckTexts = { locale: useLocale(), t: useText(formsDonateText), kit: useText(formsKitText), messages: useText(messagesText) };
  const { locale, t, kit, messages } = texts;
  const [values, setValues] = useState<Values>(() => startValues(prefill));
  // Another amount chosen above: the form follows it (and the payment mode is UPI).
  const prefillAmount = prefill?.amount;
  useEffect(() => {
    if (prefillAmount !== undefined) setValues((v) => ({ ...v, amount: String(prefillAmount), mode: 'UPI' }));
  }, [prefillAmount]);
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
    const problem = file ? screenshotProblem(file, messages) : undefined;
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
    const problem = validate(values, screenshot, texts);
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
      ...(prefill ? { reference: prefill.reference } : {}),
      ...botCheckFields(),
    };
    setSubmitting(true);
    setOutcome(null);
    try {
      await requestReceipt(request, screenshot);
      setValues(startValues(prefill));
      setScreenshot(null);
      setFileInputKey((k) => k + 1);
      setOutcome({ kind: 'success', text: donationSuccessMessage(request.amount, request.email, locale) });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ kind: 'error', text: donationErrorMessage(error, messages) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ReadyForm onSubmit={onSubmit} noValidate aria-labelledby="receipt-form-title">
      <HoneypotField {...honeypot} />
      <h2 id="receipt-form-title" className="pub-form-card__title">
        {t('formTitle')}
      </h2>
      <p className="pub-form-card__intro">{t('formIntro')}</p>
      <div className="pub-form__grid">
        <FormField id="donation-name" label={t('name')} required error={errors.name}>
          {(aria) => <input {...aria} {...text('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </FormField>
        <FormField id="donation-email" label={t('email')} required hint={t('emailHint')} error={errors.email}>
          {(aria) => <input {...aria} {...text('email')} type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} />}
        </FormField>
        <FormField id="donation-amount" label={t('amount')} required error={errors.amount}>
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
        <FormField id="donation-mode" label={t('mode')} required error={errors.mode}>
          {(aria) => (
            <select
              {...aria}
              name="mode"
              value={values.mode}
              onChange={(e) => setValues((v) => ({ ...v, mode: e.target.value as PaymentMode }))}
            >
              {FORM_PAYMENT_MODES.map(({ mode, key }) => (
                <option key={mode} value={mode}>
                  {t(key)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {prefill ? (
          <div className="pub-form__field--wide">
            <FormField id="donation-reference" label={t('reference')} hint={t('referenceHint')} markOptional={false}>
              {(aria) => <input {...aria} name="reference" value={prefill.reference} readOnly className="pub-donate__mono" />}
            </FormField>
          </div>
        ) : null}
        <div className="pub-form__field--wide">
          <FormField
            id="donation-utr"
            label={t('utr')}
            required
            hint={t('utrHint')}
            error={errors.utr}
          >
            {(aria) => <input {...aria} {...text('utr')} autoComplete="off" maxLength={LIMITS.shortTextMax} />}
          </FormField>
        </div>
        <p className="pub-form__field--wide pub-donate__receipt-note">{t('receiptNote')}</p>
        <div className="pub-form__field--wide">
          <FormField id="donation-address" label={t('address')} error={errors.address}>
            {(aria) => <textarea {...aria} {...text('address')} rows={3} autoComplete="street-address" maxLength={DONOR_ADDRESS_MAX} />}
          </FormField>
        </div>
        <FormField id="donation-pan" label={t('pan')} hint={t('panHint')} error={errors.pan}>
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
            label={t('screenshot', { size: SCREENSHOT.label })}
            markOptional={false}
            hint={t('screenshotHint')}
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
          {submitting ? kit('submitting') : t('submit')}
        </Button>
      </div>
      <FormPrivacyNote form="donation" />
    </ReadyForm>
  );
}
