import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { formatRupees, formsDonateText, LIMITS, SUGGESTED_DONATION_AMOUNTS, upiPayUri, type PaymentDetails } from '@society/contracts';
import { apiUrl, useLocale, useText } from '@society/web-kit';
import { rich } from '../../../components/rich-text';
import { wholeRupees, type DonationChoice } from '../hooks/use-donation-choice';

/** GET /api/public/upi-qr: the SVG QR code of the UPI link with this amount and reference. */
export function upiQrUrl(amount: number, reference: string): string {
  return `${apiUrl('/public/upi-qr')}?${new URLSearchParams({ amount: String(amount), ref: reference }).toString()}`;
}

/**
 * The UPI card: the amount picker, then the QR code (and, on a phone, a link that opens the UPI app) for that
 * amount with the visit's reference in the note. The picker is two GET forms, so without JavaScript the
 * page comes back with ?amount=…&ref=… and its QR code; with it the card changes in place.
 */
export function UpiPayment({ upi, choice }: { upi: PaymentDetails['upi']; choice: DonationChoice }) {
  const t = useText(formsDonateText);
  const locale = useLocale();
  const { pathname } = useLocation();
  const { amount, reference, choose } = choice;
  const suggested = amount !== null && (SUGGESTED_DONATION_AMOUNTS as readonly number[]).includes(amount);
  const [other, setOther] = useState(amount !== null && !suggested ? String(amount) : '');
  const [otherInvalid, setOtherInvalid] = useState(false);
  // An amount from the address that is not one of the suggestions shows in the box.
  useEffect(() => {
    if (amount !== null && !suggested) setOther(String(amount));
  }, [amount, suggested]);

  const action = `${pathname}#donate-upi-title`;
  const refField = reference ? <input type="hidden" name="ref" value={reference} /> : null;
  const invalid = otherInvalid || choice.amountInvalid;
  const limits = { min: formatRupees(LIMITS.donationAmountMin, locale), max: formatRupees(LIMITS.donationAmountMax, locale) };

  function onOther(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = wholeRupees(other);
    setOtherInvalid(value === null);
    if (value !== null) choose(value);
  }

  const ready = amount !== null && reference !== null;
  return (
    <>
      <div className="pub-donate__amounts">
        <p className="pub-donate__amounts-title" id="donate-amount-title">
          {t('amountTitle')}
        </p>
        <form method="get" action={action} className="pub-donate__amount-choices" aria-label={t('amountSuggested')}>
          {refField}
          {SUGGESTED_DONATION_AMOUNTS.map((value) => (
            <button
              key={value}
              type="submit"
              name="amount"
              value={value}
              className="pub-donate__amount"
              aria-pressed={amount === value}
              onClick={(event) => {
                event.preventDefault();
                setOtherInvalid(false);
                setOther('');
                choose(value);
              }}
            >
              {formatRupees(value, locale)}
            </button>
          ))}
        </form>
        <form method="get" action={action} className="pub-donate__amount-other" onSubmit={onOther} noValidate>
          {refField}
          <label htmlFor="donate-other-amount">{t('amountOther')}</label>
          <div className="pub-donate__amount-row">
            <input
              id="donate-other-amount"
              name="amount"
              type="number"
              inputMode="numeric"
              min={LIMITS.donationAmountMin}
              max={LIMITS.donationAmountMax}
              step={1}
              value={other}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'donate-other-amount-error' : undefined}
              onChange={(event) => setOther(event.target.value)}
            />
            <button type="submit" className="wk-btn wk-btn--secondary">
              {t('amountUse')}
            </button>
          </div>
          {invalid ? (
            <p id="donate-other-amount-error" className="pub-donate__amount-error" aria-live="polite">
              {t('amountInvalid', limits)}
            </p>
          ) : null}
        </form>
      </div>

      {ready ? (
        <>
          <img
            className="pub-donate__qr"
            src={upiQrUrl(amount, reference)}
            alt={t('qrAmountAlt', { amount: formatRupees(amount, locale), payee: upi.payeeName })}
            width={200}
            height={200}
          />
          <a className="wk-btn wk-btn--primary pub-donate__upi-app" href={upiPayUri(upi, amount, reference)}>
            {t('upiPayApp', { amount: formatRupees(amount, locale) })}
          </a>
          <p className="pub-donate__reference">{rich((v) => t('upiReference', v), { code: <strong className="pub-donate__mono">{reference}</strong> })}</p>
        </>
      ) : (
        <>
          <img className="pub-donate__qr" src={upi.qrDataUrl} alt={t('qrAlt', { payee: upi.payeeName })} width={200} height={200} />
          <p className="pub-donate__small">{t('amountPick')}</p>
        </>
      )}
      <p className="pub-donate__small">{t('upiScan')}</p>
      <p className="pub-donate__upi-id pub-donate__mono">{upi.id}</p>
      <p className="pub-donate__small">{upi.payeeName}</p>
    </>
  );
}
