import { INTEREST_OPTIONS, LIMITS, MESSAGES, type VolunteerApplicationRequest } from '@society/contracts';
import { ApplicationForm } from '../../../components/application-form';
import { FormField, SelectField } from '../../../components/form-field';
import { REFERRAL_CHOICES } from '../../../components/form-options';
import { isBlank, isEmail } from '../../../components/form-validation';
import { EMPTY_PERSONAL_DETAILS, personalDetailsRequest, type PersonalDetails } from '../../../components/personal-details-fields';
import { EMPTY_GUARDIAN, guardianErrors, guardianRequest, type GuardianDetails } from '../../../components/guardian-fields';
import { useApplicationForm, type FormProblem } from '../../../components/use-application-form';
import { applyAsVolunteer, volunteerErrorMessage } from '../api/apply-volunteer';

interface Values extends PersonalDetails, GuardianDetails {
  area: string;
  experience: string;
  availability: string;
  referralSource: string;
  agreeToTerms: boolean;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  ...EMPTY_PERSONAL_DETAILS,
  ...EMPTY_GUARDIAN,
  area: '',
  experience: '',
  availability: '',
  referralSource: '',
  agreeToTerms: false,
};

const REQUIRED: Record<Exclude<keyof Values, 'experience' | 'agreeToTerms' | keyof GuardianDetails>, string> = {
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
function validate(values: Values): FormProblem<Values> | null {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (isBlank(values[field])) errors[field] = message;
  }
  if (!errors.email && !isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  const hours = Number(values.availability);
  if (!errors.availability && (!Number.isInteger(hours) || hours < LIMITS.volunteerHoursMin || hours > LIMITS.volunteerHoursMax)) {
    errors.availability = `Please enter whole hours between ${LIMITS.volunteerHoursMin} and ${LIMITS.volunteerHoursMax}.`;
  }
  Object.assign(errors, guardianErrors(values));
  if (!values.agreeToTerms) errors.agreeToTerms = MESSAGES.volunteerTerms;
  return Object.keys(errors).length > 0 ? { errors, summary: 'Please check the highlighted fields.' } : null;
}

function toRequest(values: Values): VolunteerApplicationRequest {
  return {
    ...personalDetailsRequest(values),
    ...guardianRequest(values),
    area: values.area as VolunteerApplicationRequest['area'],
    experience: values.experience.trim(),
    availability: Number(values.availability),
    referralSource: values.referralSource as VolunteerApplicationRequest['referralSource'],
    agreeToTerms: true,
  };
}

export function VolunteerForm() {
  const form = useApplicationForm<Values>({
    empty: EMPTY,
    validate,
    send: (answers, botCheck) => applyAsVolunteer({ ...toRequest(answers), ...botCheck }),
    successText: MESSAGES.volunteerSuccess,
    errorText: volunteerErrorMessage,
  });
  const { errors, bind } = form;

  return (
    <ApplicationForm
      idPrefix="volunteer"
      title="Volunteer application"
      intro="Fields marked * are required. It takes about three minutes."
      notice="volunteer"
      terms={{ label: 'I have read the volunteer terms and agree to them.', showError: true }}
      form={form}
    >
      <SelectField id="volunteer-area" label="Area of interest" required error={errors.area} placeholder="Select an area" choices={INTEREST_OPTIONS} control={bind('area')} />
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
            {...bind('availability')}
            type="number"
            inputMode="numeric"
            min={LIMITS.volunteerHoursMin}
            max={LIMITS.volunteerHoursMax}
            step={1}
            placeholder={`Minimum ${LIMITS.volunteerHoursMin} hours`}
          />
        )}
      </FormField>
      <SelectField id="volunteer-referral" label="How did you hear about us?" required error={errors.referralSource} placeholder="Select one" choices={REFERRAL_CHOICES} control={bind('referralSource')} />
      <div className="pub-form__field--wide">
        <FormField id="volunteer-experience" label="Previous experience" hint="Teaching, social work, skills you would like to share." error={errors.experience}>
          {(aria) => <textarea {...aria} {...bind('experience')} rows={4} maxLength={LIMITS.messageMax} />}
        </FormField>
      </div>
    </ApplicationForm>
  );
}
