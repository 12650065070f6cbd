import { useState, type FormEvent } from 'react';
import { GENDERS, INTEREST_OPTIONS, LIMITS, MESSAGES, REFERRAL_SOURCES, type VolunteerApplicationRequest } from '@society/contracts';
import { Button } from '@society/web-kit';
import { FormField } from '../../../components/form-field';
import { GENDER_LABELS, REFERRAL_LABELS } from '../../../components/form-options';
import { FormOutcomeMessage, type FormOutcome } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { serverFieldErrors } from '../../../components/form-submit-error';
import { focusFirstInvalid, isBlank, isEmail, todayIsoDate } from '../../../components/form-validation';
import { applyAsVolunteer, volunteerErrorMessage } from '../api/apply-volunteer';

interface Values {
  name: string;
  email: string;
  phone: string;
  gender: string;
  dob: string;
  area: string;
  experience: string;
  availability: string;
  referralSource: string;
  agreeToTerms: boolean;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  gender: '',
  dob: '',
  area: '',
  experience: '',
  availability: '',
  referralSource: '',
  agreeToTerms: false,
};

const REQUIRED: Record<Exclude<keyof Values, 'experience' | 'agreeToTerms'>, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  gender: 'Please choose your gender.',
  dob: 'Please enter your date of birth.',
  area: 'Please choose an area of interest.',
  availability: 'Please enter your weekly hours.',
  referralSource: 'Please tell us how you heard about us.',
};

/** SPEC §5: all required but experience; terms ticked; 5 to 72 hours a week. */
function validate(values: Values): Errors {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (isBlank(values[field])) errors[field] = message;
  }
  if (!errors.email && !isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  const hours = Number(values.availability);
  if (!errors.availability && (!Number.isInteger(hours) || hours < LIMITS.volunteerHoursMin || hours > LIMITS.volunteerHoursMax)) {
    errors.availability = `Please enter whole hours between ${LIMITS.volunteerHoursMin} and ${LIMITS.volunteerHoursMax}.`;
  }
  if (!values.agreeToTerms) errors.agreeToTerms = MESSAGES.volunteerTerms;
  return errors;
}

function toRequest(values: Values): VolunteerApplicationRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    gender: values.gender as VolunteerApplicationRequest['gender'],
    dob: values.dob,
    area: values.area as VolunteerApplicationRequest['area'],
    experience: values.experience.trim(),
    availability: Number(values.availability),
    referralSource: values.referralSource as VolunteerApplicationRequest['referralSource'],
    agreeToTerms: true,
  };
}

export function VolunteerForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  const text = (field: keyof Values) => ({
    name: field,
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(event.currentTarget);
      setOutcome({ kind: 'error', text: 'Please check the highlighted fields.' });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      await applyAsVolunteer(toRequest(values));
      setValues(EMPTY);
      setOutcome({ kind: 'success', text: MESSAGES.volunteerSuccess });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ kind: 'error', text: volunteerErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="volunteer-form-title">
      <h2 id="volunteer-form-title" className="pub-form-card__title">
        Volunteer application
      </h2>
      <p className="pub-form-card__intro">Fields marked * are required. It takes about three minutes.</p>
      <div className="pub-form__grid">
        <FormField id="volunteer-name" label="Full name" required error={errors.name}>
          {(aria) => <input {...aria} {...text('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </FormField>
        <FormField id="volunteer-email" label="Email address" required error={errors.email}>
          {(aria) => <input {...aria} {...text('email')} type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} />}
        </FormField>
        <FormField id="volunteer-phone" label="Phone number" required error={errors.phone}>
          {(aria) => <input {...aria} {...text('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} />}
        </FormField>
        <FormField id="volunteer-gender" label="Gender" required error={errors.gender}>
          {(aria) => (
            <select {...aria} {...text('gender')}>
              <option value="">Select gender</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="volunteer-dob" label="Date of birth" required error={errors.dob}>
          {(aria) => <input {...aria} {...text('dob')} type="date" autoComplete="bday" max={todayIsoDate()} />}
        </FormField>
        <FormField id="volunteer-area" label="Area of interest" required error={errors.area}>
          {(aria) => (
            <select {...aria} {...text('area')}>
              <option value="">Select an area</option>
              {INTEREST_OPTIONS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="volunteer-availability"
          label="Availability (hours per week)"
          required
          hint={`Between ${LIMITS.volunteerHoursMin} and ${LIMITS.volunteerHoursMax} hours.`}
          error={errors.availability}
        >
          {(aria) => (
            <input
              {...aria}
              {...text('availability')}
              type="number"
              inputMode="numeric"
              min={LIMITS.volunteerHoursMin}
              max={LIMITS.volunteerHoursMax}
              step={1}
              placeholder={`Minimum ${LIMITS.volunteerHoursMin} hours`}
            />
          )}
        </FormField>
        <FormField id="volunteer-referral" label="How did you hear about us?" required error={errors.referralSource}>
          {(aria) => (
            <select {...aria} {...text('referralSource')}>
              <option value="">Select one</option>
              {REFERRAL_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {REFERRAL_LABELS[source]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="pub-form__field--wide">
          <FormField id="volunteer-experience" label="Previous experience" hint="Teaching, social work, skills you would like to share." error={errors.experience}>
            {(aria) => <textarea {...aria} {...text('experience')} rows={4} maxLength={LIMITS.messageMax} />}
          </FormField>
        </div>
      </div>
      <label className="pub-form__check" data-invalid={Boolean(errors.agreeToTerms)}>
        <input
          type="checkbox"
          name="agreeToTerms"
          checked={values.agreeToTerms}
          aria-invalid={Boolean(errors.agreeToTerms)}
          aria-describedby={errors.agreeToTerms ? 'volunteer-terms-error' : undefined}
          onChange={(e) => setValues((v) => ({ ...v, agreeToTerms: e.target.checked }))}
        />
        <span>I have read the volunteer terms and agree to them.</span>
      </label>
      {errors.agreeToTerms ? (
        <p id="volunteer-terms-error" className="wk-field__error pub-form__check-error">
          {errors.agreeToTerms}
        </p>
      ) : null}
      <FormOutcomeMessage outcome={outcome} />
      <div className="pub-form__actions">
        <Button type="submit" size="lg" className="pub-form__submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
      <FormPrivacyNote purpose="Our HR team uses these details only to review your application and contact you." />
    </form>
  );
}
