import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DONATION_REFERENCE_PATTERN, LIMITS, newDonationReference } from '@society/contracts';

/**
 * The gift the donor is making on this visit (issue 33, item 3), kept in the address so a reload, the
 * receipt form and a page drawn without JavaScript all see it: `?amount=1500&ref=DON7KQ4MX`.
 * `amount` is whole rupees within the receipt form's limits; `ref` is the visit's reference code
 * (DONATION_REFERENCE_PATTERN), made in the browser when an amount is chosen, never on the server (a page the
 * server draws may be served to many visitors).
 */
export interface DonationChoice {
  /** The chosen amount, or null when none (or a wrong one) is in the address. */
  amount: number | null;
  /** Whether the address holds an amount that is not whole rupees within the limits. */
  amountInvalid: boolean;
  /** The visit's reference code, or null until the page has made one. */
  reference: string | null;
  /** Chooses an amount (whole rupees, already checked). */
  choose: (amount: number) => void;
}

/** Whole rupees within the receipt form's limits, or null. */
export function wholeRupees(value: string | null | undefined): number | null {
  if (!value || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  const amount = Number(value);
  return amount >= LIMITS.donationAmountMin && amount <= LIMITS.donationAmountMax ? amount : null;
}

/** Random numbers in [0, 1) from the browser's crypto (Math.random where there is none). */
function cryptoRandom(): number {
  const crypto = globalThis.crypto;
  if (!crypto?.getRandomValues) return Math.random();
  return crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;
}

export function useDonationChoice(): DonationChoice {
  const [params, setParams] = useSearchParams();
  const rawAmount = params.get('amount');
  const amount = wholeRupees(rawAmount);
  const rawReference = params.get('ref');
  const reference = rawReference && DONATION_REFERENCE_PATTERN.test(rawReference) ? rawReference : null;

  // The reference is made when an amount is chosen, not on every visit: a page that changed its own address
  // as it started could undo a link the visitor had just followed (the language switch). An address that
  // brings an amount without a reference (a form sent before scripts ran) gets one here.
  useEffect(() => {
    if (reference || amount === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('ref', newDonationReference(cryptoRandom));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [reference, amount, setParams]);

  const choose = useCallback(
    (value: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('amount', String(value));
          if (!DONATION_REFERENCE_PATTERN.test(next.get('ref') ?? '')) next.set('ref', newDonationReference(cryptoRandom));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { amount, amountInvalid: rawAmount !== null && rawAmount !== '' && amount === null, reference, choose };
}
