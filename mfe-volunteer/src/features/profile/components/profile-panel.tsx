import { useId, useState, type FormEvent } from 'react';
import { VOLUNTEER_LIMITS, type VOLUNTEER_PORTAL_EN, type VolunteerProfile, type Translate } from '@society/contracts';
import { Button, ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { DetailList, Field, FormError, toast, useLoad } from '@society/web-kit/staff';
import { usePortalText } from '../../../hooks/use-portal-text';
import { getProfile } from '../api/get-profile';
import { requestCorrection } from '../api/request-correction';

type Key = keyof typeof VOLUNTEER_PORTAL_EN;
type T = Translate<typeof VOLUNTEER_PORTAL_EN>;

// The words of the record's values (contracts' English: APPLICANT_STATUSES capitalised, GENDERS,
// INTEREST_OPTIONS and INTERN_AVAILABILITY labels) in the page's language.
const VALUE_KEYS: Record<string, Key> = {
  pending: 'statusPending',
  interview: 'statusInterview',
  onboarded: 'statusOnboarded',
  active: 'statusActive',
  inactive: 'statusInactive',
  rejected: 'statusRejected',
  male: 'genderMale',
  female: 'genderFemale',
  other: 'genderOther',
};
const INTEREST_KEYS: Record<string, Key> = {
  teaching: 'interestTeaching',
  fundraising: 'interestFundraising',
  events: 'interestEvents',
  'social-media': 'interestSocialMedia',
  'graphic-Designing': 'interestDesign',
  'content-writing': 'interestWriting',
  administration: 'interestAdministration',
};
const AVAILABILITY_KEYS: Record<string, Key> = {
  'full-time': 'availabilityWeekdays',
  'part-time': 'availabilityWeekends',
  always: 'availabilityAlways',
};

const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/** A status or gender in words; a value the dashboard does not know is shown as stored. */
function valueText(t: T, value: string): string {
  const key = VALUE_KEYS[value];
  return key ? t(key) : capitalise(value);
}

function availabilityText(t: T, profile: VolunteerProfile): string {
  if (profile.availability === null) return '';
  if (typeof profile.availability === 'number') return t('hoursAWeek', { hours: profile.availability });
  const key = AVAILABILITY_KEYS[profile.availability];
  return key ? t(key) : String(profile.availability);
}

function interestsText(t: T, interests: string[]): string {
  return interests.map((value) => (INTEREST_KEYS[value] ? t(INTEREST_KEYS[value]) : value)).join(', ');
}

/** Their record as HR holds it, read-only; a note to HR asks for a correction. */
export function ProfilePanel() {
  const { state, reload } = useLoad(getProfile);
  const [asking, setAsking] = useState(false);
  const { t, day, failure } = usePortalText();

  return (
    <section className="vol-panel" aria-labelledby="profile-heading">
      <div className="vol-panel__head">
        <h2 id="profile-heading">{t('profileHeading')}</h2>
        {state.status === 'loaded' ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('requestCorrection')}
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' ? <PageSpinner label={t('loadingProfile')} /> : null}
      {state.status === 'failed' ? <ErrorView message={failure(state.error)} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <>
          <p className="vol-note">{t('profileNote')}</p>
          <DetailList
            items={[
              [t('fieldName'), state.data.name],
              [t('fieldEmail'), state.data.email],
              [t('fieldPhone'), state.data.phone],
              [t('fieldJoinedAs'), state.data.type === 'intern' ? t('joinedIntern') : t('joinedVolunteer')],
              [t('fieldStatus'), valueText(t, state.data.status)],
              [t('fieldPosition'), state.data.assignedPosition],
              [t('fieldTeam'), state.data.assignedTeam],
              [t('fieldJoined'), day(state.data.doj)],
              [t('fieldLeft'), state.data.dol ? day(state.data.dol) : ''],
              [t('fieldGender'), valueText(t, state.data.gender)],
              [t('fieldBirth'), day(state.data.dob)],
              [t('fieldInterests'), interestsText(t, state.data.interests)],
              [t('fieldAvailability'), availabilityText(t, state.data)],
              ...(state.data.type === 'intern'
                ? ([
                    [t('fieldCourse'), state.data.course],
                    [t('fieldCollege'), state.data.college],
                    [t('fieldDuration'), state.data.duration],
                  ] as Array<[string, string]>)
                : ([[t('fieldExperience'), state.data.experience]] as Array<[string, string]>)),
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
  const { t, failure } = usePortalText();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError(t('correctionEmpty'));
      return;
    }
    setBusy(true);
    try {
      const { message: done } = await requestCorrection({ message: message.trim() });
      toast.success(done);
      onClose();
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('requestCorrection')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy}>
            {busy ? t('sending') : t('sendToHr')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="wk-form" onSubmit={onSubmit} noValidate>
        {error ? <FormError message={error} /> : null}
        <Field id={`${id}-message`} label={t('correctionLabel')} required hint={t('correctionHint')}>
          {(control) => (
            <textarea {...control} rows={4} maxLength={VOLUNTEER_LIMITS.correctionMax} value={message} onChange={(event) => setMessage(event.target.value)} />
          )}
        </Field>
      </form>
    </Modal>
  );
}
