import { useEffect, useState } from 'react';
import type { PaymentDetails } from '@society/contracts';
import { api, isApiError } from '@society/web-kit';

/** GET /api/public/payment-details: bank and UPI values come from the API's configuration, never the bundle. */
export function getPaymentDetails(signal?: AbortSignal): Promise<PaymentDetails> {
  return api.get<PaymentDetails>('/public/payment-details', { signal });
}

export type PaymentDetailsState =
  | { status: 'loading' }
  | { status: 'loaded'; details: PaymentDetails }
  | { status: 'error'; message: string };

export function usePaymentDetails(): PaymentDetailsState & { retry: () => void } {
  const [state, setState] = useState<PaymentDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPaymentDetails(controller.signal).then(
      (details) => {
        if (controller.signal.aborted) return;
        setState(details && typeof details === 'object' && details.bank && details.upi
          ? { status: 'loaded', details }
          : { status: 'error', message: 'The payment details could not be read.' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: isApiError(error) ? error.message : 'The payment details could not be loaded.' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
