import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE, type MySignUpView } from '@society/contracts';
import { Button, ButtonLink, Spinner, useLocalPath } from '@society/web-kit';
import { checkIn, checkOut } from '../api/sessions';
import { useSessionsText } from '../../../hooks/use-sessions-text';

type CheckState =
  | { step: 'checking-in' }
  | { step: 'in'; signUp: MySignUpView }
  | { step: 'checking-out' }
  | { step: 'out'; signUp: MySignUpView }
  | { step: 'failed'; message: string };

/**
 * The page the session's QR code opens (/volunteer-dashboard/check-in/:sessionId?code=…): it checks in at once
 * and says so in big letters, with checking out beside it (the API answers a second check-in as the first, so
 * opening the link again shows the same). Light on purpose: a phone on a slow
 * network must show "Checked in" within seconds, so it needs nothing of the dashboard's tabs.
 */
export function CheckInPage() {
  const { sessionId = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() ?? '';
  const { t, clock, failure } = useSessionsText();
  const local = useLocalPath();
  const [state, setState] = useState<CheckState>(code ? { step: 'checking-in' } : { step: 'failed', message: t('checkInNoCode') });
  const started = useRef(false);

  async function runCheckIn() {
    setState({ step: 'checking-in' });
    try {
      const signUp = await checkIn(sessionId, { code });
      setState(signUp.checkedOutAt ? { step: 'out', signUp } : { step: 'in', signUp });
    } catch (error) {
      setState({ step: 'failed', message: failure(error) });
    }
  }

  async function runCheckOut() {
    setState({ step: 'checking-out' });
    try {
      setState({ step: 'out', signUp: await checkOut(sessionId, { code }) });
    } catch (error) {
      setState({ step: 'failed', message: failure(error) });
    }
  }

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current || !code) return;
    started.current = true;
    void runCheckIn();
  }, []);

  return (
    <section className="vol-checkin" aria-labelledby="checkin-heading" aria-live="polite">
      <h2 id="checkin-heading" className="vol-checkin__label">
        {t('checkInHeading')}
      </h2>
      {state.step === 'checking-in' || state.step === 'checking-out' ? (
        <p className="vol-checkin__working">
          <Spinner /> {state.step === 'checking-in' ? t('checkingIn') : t('checkingOut')}
        </p>
      ) : null}
      {state.step === 'in' ? (
        <>
          <p className="vol-checkin__big vol-checkin__big--done" role="status">
            <span aria-hidden="true">✓</span> {t('checkedIn')}
          </p>
          {state.signUp.session?.title ? <p className="vol-checkin__session">{state.signUp.session.title}</p> : null}
          {state.signUp.checkedInAt ? <p>{t('checkedInTime', { time: clock(state.signUp.checkedInAt) })}</p> : null}
          <Button size="lg" variant="secondary" onClick={() => void runCheckOut()}>
            {t('checkOut')}
          </Button>
        </>
      ) : null}
      {state.step === 'out' ? (
        <>
          <p className="vol-checkin__big vol-checkin__big--done" role="status">
            <span aria-hidden="true">✓</span> {t('checkedOut')}
          </p>
          {state.signUp.session?.title ? <p className="vol-checkin__session">{state.signUp.session.title}</p> : null}
          {state.signUp.checkedOutAt ? <p>{t('checkedOutTime', { time: clock(state.signUp.checkedOutAt) })}</p> : null}
        </>
      ) : null}
      {state.step === 'failed' ? (
        <>
          <p className="vol-checkin__big vol-checkin__big--problem">{t('checkInProblem')}</p>
          <p role="alert">{state.message}</p>
          {code ? (
            <Button size="lg" variant="secondary" onClick={() => void runCheckIn()}>
              {t('checkInAgain')}
            </Button>
          ) : null}
        </>
      ) : null}
      <p>
        <ButtonLink variant="ghost" to={local(DASHBOARD_PATH_BY_ROLE.volunteer)}>
          {t('checkInToPortal')}
        </ButtonLink>
      </p>
    </section>
  );
}
