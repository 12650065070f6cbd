import { useId, useState, type FormEvent } from 'react';
import { INTEREST_OPTIONS, INTERN_AVAILABILITY, VOLUNTEER_LIMITS, type VolunteerProfile } from '@society/contracts';
import { Button, ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { DetailList, Field, FormError, toast } from '@society/web-kit/staff';
import { useLoad } from '../../../hooks/use-load';
import { errorText, formatDay } from '../../../utils/format';
import { getProfile } from '../api/get-profile';
import { requestCorrection } from '../api/request-correction';

const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function availabilityText(profile: VolunteerProfile): string {
  if (profile.availability === null) return '';
  if (typeof profile.availability === 'number') return `${profile.availability} hours a week`;
  return INTERN_AVAILABILITY.find((option) => option.value === profile.availability)?.label ?? String(profile.availability);
}

function interestsText(interests: string[]): string {
  return interests.map((value) => INTEREST_OPTIONS.find((option) => option.value === value)?.label ?? value).join(', ');
}

/** Their record as HR holds it, read-only; a note to HR asks for a correction. */
export function ProfilePanel() {
  const { state, reload } = useLoad(getProfile);
  const [asking, setAsking] = useState(false);

  return (
    <section className="vol-panel" aria-labelledby="profile-heading">
      <div className="vol-panel__head">
        <h2 id="profile-heading">My details</h2>
        {state.status === 'ready' ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Request a correction
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' ? <PageSpinner label="Loading your details" /> : null}
      {state.status === 'failed' ? <ErrorView message={errorText(state.error)} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <>
          <p className="vol-note">This is your record as HR holds it. If something is wrong, ask HR to correct it.</p>
          <DetailList
            items={[
              ['Name', state.data.name],
              ['Email', state.data.email],
              ['Phone', state.data.phone],
              ['Joined as', state.data.type === 'intern' ? 'Intern' : 'Volunteer'],
              ['Status', capitalise(state.data.status)],
              ['Position', state.data.assignedPosition],
              ['Team', state.data.assignedTeam],
              ['Date of joining', formatDay(state.data.doj)],
              ['Date of leaving', state.data.dol ? formatDay(state.data.dol) : ''],
              ['Gender', capitalise(state.data.gender)],
              ['Date of birth', formatDay(state.data.dob)],
              ['Interests', interestsText(state.data.interests)],
              ['Availability', availabilityText(state.data)],
              ...(state.data.type === 'intern'
                ? ([
                    ['Course', state.data.course],
                    ['College', state.data.college],
                    ['Duration', state.data.duration],
                  ] as Array<[string, string]>)
                : ([['Experience', state.data.experience]] as Array<[string, string]>)),
            ]}
          />
        </>
      ) : null}
      {asking ? <CorrectionDialog onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

function CorrectionDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError('Please say what should be corrected.');
      return;
    }
    setBusy(true);
    try {
      const { message: done } = await requestCorrection({ message: message.trim() });
      toast.success(done);
      onClose();
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title="Request a correction"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy}>
            {busy ? 'Sending...' : 'Send to HR'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="wk-form" onSubmit={onSubmit} noValidate>
        {error ? <FormError message={error} /> : null}
        <Field id={`${id}-message`} label="What should HR correct?" required hint="For example: my phone number is now 98140 12345.">
          {(control) => (
            <textarea {...control} rows={4} maxLength={VOLUNTEER_LIMITS.correctionMax} value={message} onChange={(event) => setMessage(event.target.value)} />
          )}
        </Field>
      </form>
    </Modal>
  );
}
