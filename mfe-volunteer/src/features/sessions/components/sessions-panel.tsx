import { useId, useState, type FormEvent } from 'react';
import { SESSION_RULES, type MySignUpView, type OpenSessionView, type SessionView } from '@society/contracts';
import { Button, ErrorView, isApiError, PageSpinner } from '@society/web-kit';
import { Field, FormError, StatusChip, toast, useLoad } from '@society/web-kit/staff';
import { cancelSignUp, getMySignUps, getOpenSessions, signUp } from '../api/sessions';
import { useSessionsText } from '../../../hooks/use-sessions-text';

/** Whether the session starts within SESSION_RULES.cancelFreeHours from now (cancelling then needs a note). */
function startsSoon(session: SessionView, now = Date.now()): boolean {
  const start = new Date(`${session.day}T${session.start}:00+05:30`).getTime();
  return start - now < SESSION_RULES.cancelFreeHours * 3_600_000;
}

/** Open sessions to sign up for (or join the waiting list of), and my own sign-ups. */
export function SessionsPanel({ onOpenSafety }: { onOpenSafety: () => void }) {
  const open = useLoad(getOpenSessions);
  const mine = useLoad(getMySignUps);
  const { t, failure } = useSessionsText();
  // A sign-up or cancel answers with my sign-up and the session's counts: the open card changes in place (no
  // spinner over the list on a slow phone), and my sessions are read again.
  const changed = (answer: MySignUpView) => {
    open.update((sessions) =>
      sessions.map((session) =>
        session.id === answer.session.id
          ? { ...session, signedUp: answer.session.signedUp, waiting: answer.session.waiting, mine: answer.status === 'cancelled' ? 'none' : answer.status, queuePlace: answer.status === 'waiting' ? answer.queuePlace : null }
          : session,
      ),
    );
    mine.reload();
  };
  return (
    <section className="vol-panel" aria-labelledby="sessions-heading">
      <div className="vol-panel__head">
        <h2 id="sessions-heading">{t('openHeading')}</h2>
      </div>
      <p className="vol-note">{t('openIntro')}</p>
      {open.state.status === 'loading' ? <PageSpinner label={t('openLoading')} /> : null}
      {open.state.status === 'failed' ? <ErrorView message={failure(open.state.error)} onRetry={open.reload} /> : null}
      {open.state.status === 'loaded' && open.state.data.length === 0 ? <p className="wk-empty">{t('openNone')}</p> : null}
      {open.state.status === 'loaded' && open.state.data.length > 0 ? (
        <ul className="vol-requests" aria-label={t('openHeading')}>
          {open.state.data.map((session) => (
            <OpenSessionCard key={session.id} session={session} onChanged={changed} onOpenSafety={onOpenSafety} />
          ))}
        </ul>
      ) : null}

      <h3 className="vol-subhead">{t('mineHeading')}</h3>
      {mine.state.status === 'loading' ? <PageSpinner label={t('mineLoading')} /> : null}
      {mine.state.status === 'failed' ? <ErrorView message={failure(mine.state.error)} onRetry={mine.reload} /> : null}
      {mine.state.status === 'loaded' && mine.state.data.length === 0 ? <p className="wk-empty">{t('mineNone')}</p> : null}
      {mine.state.status === 'loaded' && mine.state.data.length > 0 ? (
        <ul className="vol-requests" aria-label={t('mineHeading')}>
          {mine.state.data.map((signUp) => (
            <MySignUpCard key={signUp.id} signUp={signUp} onChanged={changed} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** When, where and what: the lines every session card shows. */
function SessionFacts({ session }: { session: SessionView }) {
  const { t, day, time, skill } = useSessionsText();
  return (
    <dl className="vol-session__facts">
      <div>
        <dt>{t('sessionWhen')}</dt>
        <dd>
          {day(session.day)}, {t('sessionTime', { start: time(session.day, session.start), end: time(session.day, session.end) })}
        </dd>
      </div>
      <div>
        <dt>{t('sessionPlace')}</dt>
        <dd>{session.place}</dd>
      </div>
      <div>
        <dt>{t('sessionSkill')}</dt>
        <dd>{skill(session.skill)}</dd>
      </div>
    </dl>
  );
}

function SessionHead({ session }: { session: SessionView }) {
  const { t } = useSessionsText();
  return (
    <div className="vol-request__head">
      <h4 className="vol-request__title">{session.title}</h4>
      {session.withChildren ? <StatusChip tone="warning" label={t('sessionWithChildren')} /> : null}
    </div>
  );
}

function OpenSessionCard({ session, onChanged, onOpenSafety }: { session: OpenSessionView; onChanged: (answer: MySignUpView) => void; onOpenSafety: () => void }) {
  const { t, failure } = useSessionsText();
  const [busy, setBusy] = useState(false);
  const left = Math.max(0, session.volunteersWanted - session.signedUp);
  const blocked = !session.mayJoin && session.mine === 'none';

  async function join() {
    setBusy(true);
    try {
      const answer = await signUp(session.id);
      toast.success(answer.status === 'waiting' ? t('joinedWaitingList', { place: answer.queuePlace ?? '' }) : t('signedUp'));
      onChanged(answer);
    } catch (error) {
      toast.error(failure(error));
    }
    setBusy(false);
  }

  return (
    <li className="vol-request vol-session">
      <SessionHead session={session} />
      <SessionFacts session={session} />
      <p className="vol-session__places">{left > 0 ? t('sessionPlacesLeft', { left, wanted: session.volunteersWanted }) : t('sessionFull', { waiting: session.waiting })}</p>
      {session.mine === 'signed-up' ? <StatusChip tone="success" label={t('youHaveAPlace')} /> : null}
      {session.mine === 'waiting' ? <StatusChip tone="neutral" label={t('youAreWaiting', { place: session.queuePlace ?? '' })} /> : null}
      {blocked ? (
        <div className="vol-session__gaps" role="note">
          <p>{t('gapsHeading')}</p>
          <ul>
            {session.gaps.includes('policy') ? (
              <li>
                {t('gapPolicy')}{' '}
                <button type="button" className="vol-link" onClick={onOpenSafety}>
                  {t('gapPolicyLink')}
                </button>
              </li>
            ) : null}
            {session.gaps.includes('verification') ? <li>{t('gapVerification')}</li> : null}
          </ul>
        </div>
      ) : null}
      {session.mine === 'none' ? (
        <Button className="vol-session__action" disabled={busy || blocked} onClick={() => void join()}>
          {busy ? t('pleaseWait') : left > 0 ? t('signUp') : t('joinWaitingList')}
        </Button>
      ) : (
        <CancelPlace sessionId={session.id} needsNote={startsSoon(session)} onCancelled={onChanged} />
      )}
    </li>
  );
}

function MySignUpCard({ signUp: mine, onChanged }: { signUp: MySignUpView; onChanged: (answer: MySignUpView) => void }) {
  const { t, clock } = useSessionsText();
  const { session } = mine;
  const cancellable = mine.status !== 'cancelled' && session.status !== 'cancelled' && !session.over && !mine.checkedInAt;
  return (
    <li className="vol-request vol-session">
      <SessionHead session={session} />
      <SessionFacts session={session} />
      {session.status === 'cancelled' ? <StatusChip tone="danger" label={t('sessionCancelled', { reason: session.cancelReason ?? '' })} /> : null}
      {session.status !== 'cancelled' && mine.status === 'signed-up' ? <StatusChip tone="success" label={t('youHaveAPlace')} /> : null}
      {session.status !== 'cancelled' && mine.status === 'waiting' ? <StatusChip tone="neutral" label={t('youAreWaiting', { place: mine.queuePlace ?? '' })} /> : null}
      {mine.status === 'cancelled' ? <StatusChip tone="neutral" label={t('mineCancelled')} /> : null}
      {session.over && session.status !== 'cancelled' ? <p className="vol-request__meta">{t('sessionOver')}</p> : null}
      {mine.checkedInAt ? <p className="vol-request__meta">{t('mineCheckedIn', { time: clock(mine.checkedInAt) })}</p> : null}
      {mine.checkedOutAt ? <p className="vol-request__meta">{t('mineCheckedOut', { time: clock(mine.checkedOutAt) })}</p> : null}
      {cancellable ? <CancelPlace sessionId={session.id} needsNote={mine.cancelNeedsNote} onCancelled={onChanged} /> : null}
    </li>
  );
}

/** Cancel: at once while the start is far; within cancelFreeHours of it, first a short note (HR sees it). */
function CancelPlace({ sessionId, needsNote, onCancelled }: { sessionId: string; needsNote: boolean; onCancelled: (answer: MySignUpView) => void }) {
  const id = useId();
  const { t, failure } = useSessionsText();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function cancel(withNote?: string) {
    setBusy(true);
    try {
      const answer = await cancelSignUp(sessionId, withNote ? { note: withNote } : {});
      toast.success(t('cancelledPlace'));
      setBusy(false);
      onCancelled(answer);
      return;
    } catch (error) {
      // The server knows the time best: when it refuses a cancel without a note (400), ask for one.
      if (asking || (!withNote && isApiError(error) && error.status === 400)) {
        setProblem(failure(error));
        setAsking(true);
      } else {
        toast.error(failure(error));
      }
    }
    setBusy(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setProblem(t('cancelNoteMissing'));
      return;
    }
    setProblem('');
    void cancel(note.trim());
  }

  if (!asking) {
    return (
      <Button variant="secondary" className="vol-session__action" disabled={busy} onClick={() => (needsNote ? setAsking(true) : void cancel())}>
        {busy ? t('pleaseWait') : t('cancelPlace')}
      </Button>
    );
  }
  return (
    <form className="wk-form vol-session__cancel" onSubmit={onSubmit} noValidate aria-label={t('cancelConfirm')}>
      <p className="vol-request__meta">{t('cancelLateHint', { hours: SESSION_RULES.cancelFreeHours })}</p>
      {problem ? <FormError message={problem} /> : null}
      <Field id={`${id}-note`} label={t('cancelNote')} required>
        {(control) => <textarea {...control} rows={2} maxLength={SESSION_RULES.noteMax} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      <div className="wk-form__actions">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t('pleaseWait') : t('cancelConfirm')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            setProblem('');
          }}
        >
          {t('cancelKeep')}
        </Button>
      </div>
    </form>
  );
}
