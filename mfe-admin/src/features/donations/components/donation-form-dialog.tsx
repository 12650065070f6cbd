import { useId, useState, type FormEvent } from 'react';
import { DONOR_ADDRESS_MAX, LIMITS, PAN_MESSAGE, PAN_PATTERN, PAYMENT_MODES, type DonationUpdateRequest, type PaymentMode } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { isEmail } from '../../../utils/validation';
import type { AdminDonation } from '../api/get-donations';
import { updateDonation } from '../api/update-donation';

interface Values {
  name: string;
  email: string;
  amount: string;
  mode: PaymentMode;
  utr: string;
  address: string;
  pan: string;
}
type Errors = Partial<Record<keyof Values, string>>;

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(values.email)) errors.email = 'Enter a valid email address';
  const amount = Number(values.amount);
  if (!values.amount.trim() || !Number.isFinite(amount) || amount < LIMITS.donationAmountMin || amount > LIMITS.donationAmountMax) {
    errors.amount = `Enter an amount from INR ${LIMITS.donationAmountMin} to ${LIMITS.donationAmountMax}`;
  } else if (Math.round(amount * 100) !== amount * 100) {
    errors.amount = 'Use at most two decimals (paise)';
  }
  if (!values.utr.trim()) errors.utr = 'UTR is required';
  if (values.pan.trim() && !PAN_PATTERN.test(values.pan.trim())) errors.pan = PAN_MESSAGE;
  return errors;
}

/** Only what the admin changed is sent, so correcting an address never touches a receipt's locked fields. */
function changesOf(donation: AdminDonation, values: Values): DonationUpdateRequest {
  const changes: DonationUpdateRequest = {};
  const text = { name: values.name.trim(), email: values.email.trim(), utr: values.utr.trim(), address: values.address.trim(), pan: values.pan.trim() };
  for (const key of ['name', 'email', 'utr', 'address', 'pan'] as const) {
    if (text[key] !== (donation[key] ?? '')) changes[key] = text[key];
  }
  if (Number(values.amount) !== donation.amount) changes.amount = Number(values.amount);
  if (values.mode !== donation.mode) changes.mode = values.mode;
  return changes;
}

export interface DonationFormDialogProps {
  donation: AdminDonation;
  onClose: () => void;
  onSaved: (donation: AdminDonation) => void;
}

/** 'Edit Donation': corrections of a receipt request; a receipt locks amount, name and PAN (server-checked). */
export function DonationFormDialog({ donation, onClose, onSaved }: DonationFormDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<Values>({
    name: donation.name,
    email: donation.email,
    amount: String(donation.amount),
    mode: donation.mode,
    utr: donation.utr,
    address: donation.address ?? '',
    pan: donation.pan ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: key === 'pan' ? event.target.value.toUpperCase() : event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = changesOf(donation, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setFailure('');
    setBusy(true);
    try {
      onSaved(await updateDonation(donation._id, changes));
    } catch (error) {
      // 409 'Receipt issued: amount, name and PAN are locked' is the server's own words.
      setFailure(serverMessageOr(error, 'The donation could not be saved. Please try again.'));
      setBusy(false);
    }
  }

  const idFor = (key: string) => `${formId}-${key}`;
  return (
    <FormDialog
      title="Edit Donation"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={busy}
      failure={failure ? { message: failure } : null}
      formClassName="wk-form wk-form--grid"
    >
      {donation.receipt ? (
        <p className="adm-donation-note wk-form__wide">
          Receipt {donation.receipt.number} is issued: the amount, name and PAN are locked. Void the receipt to correct them.
        </p>
      ) : null}
      <Field id={idFor('name')} label="Name" required error={errors.name}>
        {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.nameMax} value={values.name} onChange={set('name')} />}
      </Field>
      <Field id={idFor('email')} label="Email" required error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="off" maxLength={LIMITS.emailMax} value={values.email} onChange={set('email')} />}
      </Field>
      <Field id={idFor('amount')} label="Amount (INR)" required error={errors.amount}>
        {(control) => (
          <input {...control} type="number" inputMode="decimal" min={LIMITS.donationAmountMin} step="0.01" value={values.amount} onChange={set('amount')} />
        )}
      </Field>
      <Field id={idFor('mode')} label="Mode" required>
        {(control) => (
          <select {...control} value={values.mode} onChange={set('mode')}>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={idFor('utr')} label="UTR" required error={errors.utr}>
        {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.shortTextMax} value={values.utr} onChange={set('utr')} />}
      </Field>
      <Field id={idFor('pan')} label="PAN" hint="Leave blank if the donor gave none." error={errors.pan}>
        {(control) => (
          <input {...control} autoComplete="off" spellCheck={false} maxLength={10} className="adm-mono-input" value={values.pan} onChange={set('pan')} />
        )}
      </Field>
      <Field id={idFor('address')} label="Postal address" className="wk-form__wide" error={errors.address}>
        {(control) => <textarea {...control} rows={3} maxLength={DONOR_ADDRESS_MAX} value={values.address} onChange={set('address')} />}
      </Field>
    </FormDialog>
  );
}
