import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DATA_REQUEST_KIND_LABELS, type DataRequestConfirmation } from '@society/contracts';
import { isApiError } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { confirmDataRequest } from '../api/confirm-data-request';
import { useLinkToken } from './link-token';
import './your-data.css';

type State = { status: 'reading' } | { status: 'confirmed'; confirmation: DataRequestConfirmation } | { status: 'failed'; message: string };

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The page the confirmation link opens: it confirms the request once, and says by when we answer. */
export function ConfirmRequestPage() {
  usePageMeta('Confirm your request', 'Confirm a data request made on our "Your data" page.', { noindex: true });
  const token = useLinkToken();
  const [state, setState] = useState<State>({ status: 'reading' });

  useEffect(() => {
    if (token === undefined) return;
    if (!token) {
      setState({ status: 'failed', message: 'This page opens from the link in our email. Please use the whole link.' });
      return;
    }
    let live = true;
    confirmDataRequest(token).then(
      (confirmation) => live && setState({ status: 'confirmed', confirmation }),
      (error: unknown) => live && setState({ status: 'failed', message: isApiError(error) ? error.message : 'The request could not be confirmed. Please try again.' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <>
      <PageIntro title="Confirm your request" lead="The last step of a request made on our “Your data” page." />
      <div className="wk-container pub-section">
        <section className="pub-form-card your-data__result" aria-live="polite" aria-busy={state.status === 'reading'}>
          {state.status === 'reading' ? <p>Confirming your request…</p> : null}
          {state.status === 'confirmed' ? (
            <>
              <h2 className="pub-form-card__title">Thank you, your request is confirmed</h2>
              <p>
                <strong>{DATA_REQUEST_KIND_LABELS[state.confirmation.kind]}</strong>: we will answer by email by{' '}
                <strong>{DAY.format(new Date(state.confirmation.dueAt))}</strong> (within {state.confirmation.responseDays} days).
              </p>
              <p>You can close this page.</p>
            </>
          ) : null}
          {state.status === 'failed' ? (
            <>
              <h2 className="pub-form-card__title">We could not confirm the request</h2>
              <p>{state.message}</p>
              <p>
                <Link to="/your-data">Make a new request</Link>
              </p>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
