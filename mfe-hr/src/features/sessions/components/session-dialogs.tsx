import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button, ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { Field, FormError, StatusChip, toast, useLoad } from '@society/web-kit/staff';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useSave } from '../../../hooks/use-save';
import { formatDate } from '../../../utils/format';
import type { SessionDetail, SessionView, SignUpView } from '@society/contracts';
import { assignToSession, cancelSession, getAssignablePeople, getSession, type AssignablePerson } from '../api/sessions';

export const sessionWhen = (session: SessionView) => `${formatDate(session.day)}, ${session.start}–${session.end}`;

function SignUpList({ title, people, empty }: { title: string; people: SignUpView[]; empty: string }) {
  return (
    <section aria-label={title}>
      <h3 className="hr-subhead">{title}</h3>
      {people.length === 0 ? (
        <p className="hr-muted">{empty}</p>
      ) : (
        <ol className="hr-people">
          {people.map((person) => (
            <li key={person.userId}>
              {person.name}
                            {person.checkedInAt ? <span className="hr-muted"> · checked in {new Date(person.checkedInAt).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' })}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Assigning a person: the server refuses, naming the missing safeguarding item, when they may not take the session. */
function AssignForm({ session, onAssigned }: { session: SessionDetail; onAssigned: () => void }) {
  const id = useId();
  const [people, setPeople] = useState<AssignablePerson[] | null>(null);
  const [userId, setUserId] = useState('');
  const { saving, failure, setFailure, run } = useSave();
  useEffect(() => {
    let live = true;
    getAssignablePeople().then(
      (found) => live && setPeople(found),
      () => live && setPeople([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const taken = new Set(session.signUps.filter((signUp) => signUp.status !== 'cancelled').map((signUp) => signUp.userId));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!userId) return setFailure({ message: 'Choose the person to assign.' });
    const person = people?.find((candidate) => candidate.userId === userId);
    if (await run(() => assignToSession(session.id, userId), 'The person could not be assigned.')) {
      toast.success(`${person?.name ?? 'The person'} assigned`);
      setUserId('');
      onAssigned();
    }
  }

  return (
    <form className="wk-form hr-form" aria-label="Assign a person" onSubmit={onSubmit} noValidate>
      {failure ? <FormError message={failure.message} detail={failure.detail} /> : null}
      <Field id={`${id}-person`} label="Person to assign" hint={people === null ? 'Loading the team and volunteers...' : undefined}>
        {(control) => (
          <select {...control} value={userId} onChange={(event) => setUserId(event.target.value)}>
            <option value="">Choose...</option>
            {(people ?? [])
              .filter((person) => !taken.has(person.userId))
              .map((person) => (
                <option key={person.userId} value={person.userId}>
                  {person.name} ({person.role}) · {person.email}
                </option>
              ))}
          </select>
        )}
      </Field>
      <div className="hr-actions">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Assigning...' : 'Assign'}
        </Button>
      </div>
    </form>
  );
}

/** A session's sign-ups, its waiting list in order, and assigning a person. */
export function SessionDetailDialog({ session, onClose, onChanged }: { session: SessionView; onClose: () => void; onChanged: () => void }) {
  const { state, reload } = useLoad(useCallback(() => getSession(session.id), [session.id]));
  const detail = state.status === 'loaded' ? state.data : null;
  const signedUp = detail?.signUps.filter((signUp) => signUp.status === 'signed-up') ?? [];
  const waiting = (detail?.signUps.filter((signUp) => signUp.status === 'waiting') ?? []).sort((a, b) => (a.queuePlace ?? 0) - (b.queuePlace ?? 0));
  return (
    <Modal open size="lg" title={`${session.title}: sign-ups`} onClose={onClose} footer={<Button variant="ghost" onClick={onClose}>Close</Button>}>
      <p>
        {sessionWhen(session)} · {session.place} {session.withChildren ? <StatusChip tone="warning" label="With children" /> : null}
      </p>
      {state.status === 'loading' ? <PageSpinner label="Loading the sign-ups" /> : null}
      {state.status === 'failed' ? <ErrorView message="The sign-ups could not be loaded." onRetry={reload} /> : null}
      {detail ? (
        <>
          <SignUpList title={`Signed up (${signedUp.length} of ${detail.volunteersWanted})`} people={signedUp} empty="Nobody has signed up yet." />
          <SignUpList title={`Waiting list (${waiting.length})`} people={waiting} empty="Nobody is waiting." />
          {detail.status !== 'cancelled' ? (
            <AssignForm
              session={detail}
              onAssigned={() => {
                reload();
                onChanged();
              }}
            />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}

/** Cancelling one date, with the reason everyone signed up or waiting is mailed. */
export function CancelSessionDialog({ session, onClose, onCancelled }: { session: SessionView; onClose: () => void; onCancelled: () => void }) {
  return (
    <ReasonDialog
      title={`Cancel ${session.title} on ${formatDate(session.day)}`}
      submitLabel="Cancel this date"
      cancelLabel="Keep it"
      busyLabel="Cancelling..."
      missing="Please give the reason: those signed up are told it."
      failureMessage="The session could not be cancelled."
      onClose={onClose}
      onSubmit={(reason) => cancelSession(session.id, reason)}
      onDone={onCancelled}
    >
      <p className="hr-note">Only this date is cancelled; everyone signed up or waiting gets a mail with the reason.</p>
    </ReasonDialog>
  );
}
