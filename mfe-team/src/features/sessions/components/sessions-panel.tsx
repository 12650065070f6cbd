import { useCallback, useId, useState, type FormEvent } from 'react';
import { SESSION_RULES, SESSION_SKILLS, todayInIndia, type BatchView, type SessionSkill, type SessionView, type SignUpView } from '@society/contracts';
import { Button, isApiError, LocalLink, useSession } from '@society/web-kit';
import { Field, FormError, StatusChip, toast } from '@society/web-kit/staff';
import { NetworkNeeded, NetworkView, useNetworkLoad } from '../../../components/network-view';
import { sessionCodePath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { useSyncStatus } from '../../../offline';
import { getBatchesToPublishFor, getTeamSession, getTeamSessions, markAttendance, publishTeamSession } from '../api/sessions';
import { useSessionsText } from '../use-sessions-text';

/** What the API says, else the general words. */
function failureOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** The sessions of the batches I teach: publish one, see who signed up and mark them, show the check-in code. Online only. */
export function SessionsPanel() {
  const { t } = useSessionsText();
  const { online } = useSyncStatus();
  const [publishing, setPublishing] = useState(false);
  // Bumped after publishing, to read the list again.
  const [version, setVersion] = useState(0);
  return (
    <section className="team-panel" aria-labelledby="sessions-heading">
      <div className="team-panel__head">
        <h2 id="sessions-heading">{t('teamHeading')}</h2>
        {online && !publishing ? <Button onClick={() => setPublishing(true)}>{t('teamPublish')}</Button> : null}
      </div>
      <p className="team-hint">{t('teamIntro')}</p>
      {online ? (
        <>
          {publishing ? (
            <PublishForm
              onClose={() => setPublishing(false)}
              onPublished={() => {
                setPublishing(false);
                setVersion((n) => n + 1);
              }}
            />
          ) : null}
          <SessionList key={version} />
        </>
      ) : (
        <NetworkNeeded />
      )}
    </section>
  );
}

/** Mounted only online: offline, the tab asks the network nothing. */
function SessionList() {
  const { t } = useSessionsText();
  const sessions = useNetworkLoad(getTeamSessions);
  return (
    <NetworkView load={sessions} label={t('teamLoading')}>
      {(list) =>
        list.length === 0 ? (
          <p className="wk-empty">{t('teamNone')}</p>
        ) : (
          <ul className="team-batches" aria-label={t('teamHeading')}>
            {list.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        )
      }
    </NetworkView>
  );
}

function SessionItem({ session }: { session: SessionView }) {
  const { t, day, time } = useSessionsText();
  const [open, setOpen] = useState(false);
  return (
    <li className="team-batch team-session">
      <div>
        <h3 className="team-batch__name">{session.title}</h3>
        <p className="team-batch__meta">
          {[session.batchName, `${day(session.day)}, ${t('sessionTime', { start: time(session.day, session.start), end: time(session.day, session.end) })}`, session.place].filter(Boolean).join(' · ')}
        </p>
        <p className="team-batch__meta">
          {session.volunteersWanted - session.signedUp > 0 ? t('sessionPlacesLeft', { left: session.volunteersWanted - session.signedUp, wanted: session.volunteersWanted }) : t('sessionFull', { waiting: session.waiting })}
        </p>
        {session.status === 'cancelled' ? <StatusChip tone="danger" label={t('sessionCancelled', { reason: session.cancelReason ?? '' })} /> : null}
        {session.over && session.status !== 'cancelled' ? <StatusChip tone="neutral" label={t('sessionOver')} /> : null}
      </div>
      <div className="team-session__actions">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
          {open ? t('teamSignUpsHide') : t('teamSignUps')}
        </Button>
        {session.status !== 'cancelled' && !session.over ? (
          <LocalLink className="wk-btn wk-btn--primary wk-btn--md" to={sessionCodePath(session.id)}>
            {t('teamShowCode')}
          </LocalLink>
        ) : null}
      </div>
      {open ? <SignUps sessionId={session.id} /> : null}
    </li>
  );
}

/** A session's sign-ups and waiting list, each marked present or absent once it has started. */
function SignUps({ sessionId }: { sessionId: string }) {
  const { t, clock } = useSessionsText();
  const team = useTeamText();
  const fetcher = useCallback(() => getTeamSession(sessionId), [sessionId]);
  const detail = useNetworkLoad(fetcher);
  const [busy, setBusy] = useState('');

  async function mark(signUp: SignUpView, present: boolean) {
    setBusy(signUp.userId);
    try {
      await markAttendance(sessionId, { userId: signUp.userId, present });
      toast.success(t('teamMarked'));
      detail.reload();
    } catch (error) {
      toast.error(failureOf(error, team('saveFailed')));
    }
    setBusy('');
  }

  return (
    <NetworkView load={detail} label={t('teamSignUpsLoading')}>
      {(session) => {
        const people = session.signUps.filter((signUp) => signUp.status !== 'cancelled');
        if (people.length === 0) return <p className="wk-empty">{t('teamSignUpsNone')}</p>;
        return (
          <ul className="team-session__people" aria-label={t('teamSignUps')}>
            {people.map((signUp) => {
              const present = !!signUp.checkedInAt && !signUp.absent;
              return (
                <li key={signUp.id} className="team-session__person">
                  <span className="team-session__name">{signUp.name}</span>
                  {signUp.status === 'waiting' ? <span className="team-muted">{t('teamWaiting', { place: signUp.queuePlace ?? '' })}</span> : null}
                  {signUp.checkedInAt ? <span className="team-muted">{t('mineCheckedIn', { time: clock(signUp.checkedInAt) })}</span> : null}
                  {signUp.status === 'signed-up' ? (
                    <span className="team-session__marks">
                      <Button size="sm" variant={present ? 'primary' : 'secondary'} aria-pressed={present} aria-label={t('teamMarkPresent', { name: signUp.name })} disabled={busy === signUp.userId} onClick={() => void mark(signUp, true)}>
                        {t('teamPresent')}
                      </Button>
                      <Button size="sm" variant={signUp.absent ? 'danger' : 'secondary'} aria-pressed={signUp.absent} aria-label={t('teamMarkAbsent', { name: signUp.name })} disabled={busy === signUp.userId} onClick={() => void mark(signUp, false)}>
                        {t('teamAbsent')}
                      </Button>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        );
      }}
    </NetworkView>
  );
}

const EMPTY = { batchId: '', title: '', place: '', day: '', start: '', end: '', volunteersWanted: '1', skill: 'teaching-hindi' as SessionSkill, repeatWeeklyUntil: '' };

/** Asking for volunteers for a batch I teach: one date, or the same weekday every week until a day. */
function PublishForm({ onClose, onPublished }: { onClose: () => void; onPublished: () => void }) {
  const id = useId();
  const { t, skill: skillWord } = useSessionsText();
  const team = useTeamText();
  const me = useSession((state) => state.user?._id);
  const batches = useNetworkLoad(getBatchesToPublishFor);
  const [values, setValues] = useState({ ...EMPTY, day: todayInIndia() });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  function chooseBatch(batch: BatchView | undefined) {
    setValues((now) => ({
      ...now,
      batchId: batch?.id ?? '',
      // The batch's own place and hours, to change if need be.
      place: now.place || batch?.centreName || '',
      start: now.start || batch?.startTime || '',
      end: now.end || batch?.endTime || '',
    }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = Number(values.volunteersWanted);
    if (!values.batchId || !values.title.trim() || !values.place.trim() || !values.day || !values.start || !values.end || !Number.isInteger(wanted) || wanted < 1) {
      setProblem(t('teamIncomplete'));
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      await publishTeamSession({
        kind: 'batch',
        batchId: values.batchId,
        title: values.title.trim(),
        place: values.place.trim(),
        day: values.day,
        start: values.start,
        end: values.end,
        volunteersWanted: wanted,
        skill: values.skill,
        // A batch is a class of children.
        withChildren: true,
        ...(values.repeatWeeklyUntil ? { repeatWeeklyUntil: values.repeatWeeklyUntil } : {}),
      });
      toast.success(t('teamPublished'));
      onPublished();
    } catch (error) {
      setProblem(failureOf(error, team('saveFailed')));
    }
    setBusy(false);
  }

  return (
    <form className="wk-form team-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('teamPublishHeading')}</h3>
      {problem ? <FormError message={problem} /> : null}
      <NetworkView load={batches} label={t('teamLoading')}>
        {(all) => {
          const mine = all.filter((batch) => batch.active && (!me || batch.teacherIds.includes(me)));
          return (
            <Field id={`${id}-batch`} label={t('teamBatch')} required>
              {(control) => (
                <select {...control} value={values.batchId} onChange={(event) => chooseBatch(mine.find((batch) => batch.id === event.target.value))}>
                  <option value="">{t('teamChoose')}</option>
                  {mine.map((batch) => (
                    <option key={batch.id} value={batch.id}>
                      {batch.name} ({batch.centreName})
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        }}
      </NetworkView>
      <Field id={`${id}-title`} label={t('teamTitle')} required>
        {(control) => <input {...control} maxLength={SESSION_RULES.titleMax} value={values.title} onChange={set('title')} />}
      </Field>
      <Field id={`${id}-place`} label={t('teamPlace')} required>
        {(control) => <input {...control} maxLength={SESSION_RULES.placeMax} value={values.place} onChange={set('place')} />}
      </Field>
      <Field id={`${id}-skill`} label={t('teamSkill')} required>
        {(control) => (
          <select {...control} value={values.skill} onChange={set('skill')}>
            {SESSION_SKILLS.map((skill) => (
              <option key={skill} value={skill}>
                {skillWord(skill)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="team-row">
        <Field id={`${id}-day`} label={t('teamDay')} required>
          {(control) => <input {...control} type="date" min={todayInIndia()} value={values.day} onChange={set('day')} />}
        </Field>
        <Field id={`${id}-start`} label={t('teamStart')} required>
          {(control) => <input {...control} type="time" value={values.start} onChange={set('start')} />}
        </Field>
        <Field id={`${id}-end`} label={t('teamEnd')} required>
          {(control) => <input {...control} type="time" value={values.end} onChange={set('end')} />}
        </Field>
        <Field id={`${id}-wanted`} label={t('teamWanted')} required>
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={SESSION_RULES.volunteersWantedMax} value={values.volunteersWanted} onChange={set('volunteersWanted')} />}
        </Field>
      </div>
      <Field id={`${id}-repeat`} label={t('teamRepeat')} hint={t('teamRepeatHint', { weeks: SESSION_RULES.repeatMaxWeeks })}>
        {(control) => <input {...control} type="date" min={values.day || undefined} value={values.repeatWeeklyUntil} onChange={set('repeatWeeklyUntil')} />}
      </Field>
      <div className="wk-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('teamSending') : t('teamSend')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {t('teamClose')}
        </Button>
      </div>
    </form>
  );
}
