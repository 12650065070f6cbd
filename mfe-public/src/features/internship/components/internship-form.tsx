import { useState, type FormEvent } from 'react';
import {
  GENDERS,
  INTEREST_OPTIONS,
  INTERN_AVAILABILITY,
  INTERNSHIP_DURATIONS,
  LIMITS,
  MESSAGES,
  REFERRAL_SOURCES,
  type InternApplicationRequest,
  type InternshipDuration,
} from '@society/contracts';
import { Button } from '@society/web-kit';
import { FormField } from '../../../components/form-field';
import { GENDER_LABELS, REFERRAL_LABELS } from '../../../components/form-options';
import { FormOutcomeMessage, type FormOutcome } from '../../../components/form-outcome';
import { FormPrivacyNote } from '../../../components/form-privacy-note';
import { serverFieldErrors } from '../../../components/form-submit-error';
import { focusFirstInvalid, isBlank, isEmail, todayIsoDate } from '../../../components/form-validation';
import { applyAsIntern, internErrorMessage } from '../api/apply-intern';

interface Values {
  name: string;
  email: string;
  phone: string;
  gender: string;
  dob: string;
  course: string;
  college: string;
  interests: string;
  duration: string;
  availability: string;
  reference: string;
  agreeToTerms: boolean;
}
type TextField = Exclude<keyof Values, 'agreeToTerms'>;
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  gender: '',
  dob: '',
  course: '',
  college: '',
  interests: '',
  duration: '',
  availability: '',
  reference: '',
  agreeToTerms: false,
};

const DURATION_LABELS: Record<InternshipDuration, string> = {
  '3-month': '3 months',
  '6-months': '6 months',
  '12-months': '12 months',
};

/** SPEC §5: every field non-empty and the terms ticked, else one message. */
function validate(values: Values): { errors: Errors; summary: string } | null {
  const errors: Errors = {};
  for (const field of Object.keys(EMPTY) as (keyof Values)[]) {
    if (field === 'agreeToTerms' ? !values.agreeToTerms : isBlank(values[field])) errors[field] = 'Required';
  }
  if (Object.keys(errors).length > 0) return { errors, summary: MESSAGES.internRequired };
  if (!isEmail(values.email)) return { errors: { email: 'Please enter a valid email address.' }, summary: 'Please check the highlighted fields.' };
  return null;
}

function toRequest(values: Values): InternApplicationRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    gender: values.gender as InternApplicationRequest['gender'],
    dob: values.dob,
    course: values.course.trim(),
    college: values.college.trim(),
    interests: values.interests as InternApplicationRequest['interests'],
    duration: values.duration as InternApplicationRequest['duration'],
    availability: values.availability as InternApplicationRequest['availability'],
    reference: values.reference as InternApplicationRequest['reference'],
    agreeToTerms: true,
  };
}

export function InternshipForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(values);
    setErrors(problem?.errors ?? {});
    if (problem) {
      focusFirstInvalid(event.currentTarget);
      setOutcome({ kind: 'error', text: problem.summary });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      await applyAsIntern(toRequest(values));
      setValues(EMPTY);
      setOutcome({ kind: 'success', text: MESSAGES.internSuccess });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ kind: 'error', text: internErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="intern-form-title">
      <h2 id="intern-form-title" className="pub-form-card__title">
        Internship application
      </h2>
      <p className="pub-form-card__intro">Every field is required. It takes about three minutes.</p>
      <div className="pub-form__grid">
        <FormField id="intern-name" label="Full name" required error={errors.name}>
          {(aria) => <input {...aria} {...text('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
        </FormField>
        <FormField id="intern-email" label="Email address" required error={errors.email}>
          {(aria) => <input {...aria} {...text('email')} type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} />}
        </FormField>
        <FormField id="intern-phone" label="Phone number" required error={errors.phone}>
          {(aria) => <input {...aria} {...text('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} />}
        </FormField>
        <FormField id="intern-gender" label="Gender" required error={errors.gender}>
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
        <FormField id="intern-dob" label="Date of birth" required error={errors.dob}>
          {(aria) => <input {...aria} {...text('dob')} type="date" autoComplete="bday" max={todayIsoDate()} />}
        </FormField>
        <FormField id="intern-course" label="Course" required hint="For example B.A. Social Work, 2nd year." error={errors.course}>
          {(aria) => <input {...aria} {...text('course')} maxLength={LIMITS.shortTextMax} />}
        </FormField>
        <FormField id="intern-college" label="College or university" required error={errors.college}>
          {(aria) => <input {...aria} {...text('college')} autoComplete="organization" maxLength={LIMITS.shortTextMax} />}
        </FormField>
        <FormField id="intern-interests" label="Area of interest" required error={errors.interests}>
          {(aria) => (
            <select {...aria} {...text('interests')}>
              <option value="">Select an area</option>
              {INTEREST_OPTIONS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="intern-duration" label="Duration" required error={errors.duration}>
          {(aria) => (
            <select {...aria} {...text('duration')}>
              <option value="">Select duration</option>
              {INTERNSHIP_DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {DURATION_LABELS[duration]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="intern-availability" label="Availability" required error={errors.availability}>
          {(aria) => (
            <select {...aria} {...text('availability')}>
              <option value="">Select availability</option>
              {INTERN_AVAILABILITY.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="pub-form__field--wide">
          <FormField id="intern-reference" label="How did you hear about us?" required error={errors.reference}>
            {(aria) => (
              <select {...aria} {...text('reference')}>
                <option value="">Select one</option>
                {REFERRAL_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {REFERRAL_LABELS[source]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </div>
      <label className="pub-form__check" data-invalid={Boolean(errors.agreeToTerms)}>
        <input
          type="checkbox"
          name="agreeToTerms"
          checked={values.agreeToTerms}
          aria-invalid={Boolean(errors.agreeToTerms)}
          onChange={(e) => setValues((v) => ({ ...v, agreeToTerms: e.target.checked }))}
        />
        <span>I have read the internship terms and agree to them.</span>
      </label>
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
