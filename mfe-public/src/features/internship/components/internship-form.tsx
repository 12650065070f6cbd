import {
  INTEREST_OPTIONS,
  INTERN_AVAILABILITY,
  INTERNSHIP_DURATIONS,
  LIMITS,
  MESSAGES,
  type InternApplicationRequest,
  type InternshipDuration,
} from '@society/contracts';
import { ApplicationForm } from '../../../components/application-form';
import { FormField, SelectField, type SelectChoice } from '../../../components/form-field';
import { REFERRAL_CHOICES } from '../../../components/form-options';
import { isBlank, isEmail } from '../../../components/form-validation';
import { EMPTY_PERSONAL_DETAILS, personalDetailsRequest, type PersonalDetails } from '../../../components/personal-details-fields';
import { EMPTY_GUARDIAN, GUARDIAN_KEYS, guardianErrors, guardianRequest, type GuardianDetails } from '../../../components/guardian-fields';
import { useApplicationForm, type FormProblem } from '../../../components/use-application-form';
import { applyAsIntern, internErrorMessage } from '../api/apply-intern';

interface Values extends PersonalDetails, GuardianDetails {
  course: string;
  college: string;
  interests: string;
  duration: string;
  availability: string;
  reference: string;
  agreeToTerms: boolean;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  ...EMPTY_PERSONAL_DETAILS,
  ...EMPTY_GUARDIAN,
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
const DURATION_CHOICES: SelectChoice[] = INTERNSHIP_DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }));

/** SPEC §5: every field non-empty and the terms ticked, else one message. */
function validate(values: Values): FormProblem<Values> | null {
  const errors: Errors = {};
  // The guardian's details are required only from an applicant under 18 (guardianErrors).
  for (const field of (Object.keys(EMPTY) as (keyof Values)[]).filter((key) => !GUARDIAN_KEYS.includes(key as keyof GuardianDetails))) {
    if (field === 'agreeToTerms' ? !values.agreeToTerms : isBlank(values[field])) errors[field] = 'Required';
  }
  Object.assign(errors, guardianErrors(values));
  if (Object.keys(errors).length > 0) return { errors, summary: MESSAGES.internRequired };
  if (!isEmail(values.email)) return { errors: { email: 'Please enter a valid email address.' }, summary: 'Please check the highlighted fields.' };
  return null;
}

function toRequest(values: Values): InternApplicationRequest {
  return {
    ...personalDetailsRequest(values),
    ...guardianRequest(values),
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
  const form = useApplicationForm<Values>({
    empty: EMPTY,
    validate,
    send: (answers, botCheck) => applyAsIntern({ ...toRequest(answers), ...botCheck }),
    successText: MESSAGES.internSuccess,
    errorText: internErrorMessage,
  });
  const { errors, bind } = form;

  return (
    <ApplicationForm
      idPrefix="intern"
      title="Internship application"
      intro="Every field is required. It takes about three minutes."
      notice="internship"
      // The box is marked; the line above the button says what is missing.
      terms={{ label: 'I have read the internship terms and agree to them.', showError: false }}
      form={form}
    >
      <FormField id="intern-course" label="Course" required hint="For example B.A. Social Work, 2nd year." error={errors.course}>
        {(aria) => <input {...aria} {...bind('course')} maxLength={LIMITS.shortTextMax} />}
      </FormField>
      <FormField id="intern-college" label="College or university" required error={errors.college}>
        {(aria) => <input {...aria} {...bind('college')} autoComplete="organization" maxLength={LIMITS.shortTextMax} />}
      </FormField>
      <SelectField id="intern-interests" label="Area of interest" required error={errors.interests} placeholder="Select an area" choices={INTEREST_OPTIONS} control={bind('interests')} />
      <SelectField id="intern-duration" label="Duration" required error={errors.duration} placeholder="Select duration" choices={DURATION_CHOICES} control={bind('duration')} />
      <SelectField id="intern-availability" label="Availability" required error={errors.availability} placeholder="Select availability" choices={INTERN_AVAILABILITY} control={bind('availability')} />
      <div className="pub-form__field--wide">
        <SelectField id="intern-reference" label="How did you hear about us?" required error={errors.reference} placeholder="Select one" choices={REFERRAL_CHOICES} control={bind('reference')} />
      </div>
    </ApplicationForm>
  );
}
