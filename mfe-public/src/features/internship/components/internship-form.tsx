import {
  formsApplicationText,
  formsInternshipText,
  formsKitText,
  INTERN_AVAILABILITY,
  INTERNSHIP_DURATIONS,
  LIMITS,
  messagesText,
  type InternApplicationRequest,
  type InternAvailability,
  type InternshipDuration,
  type Translate,
} from '@society/contracts';
import { useText } from '@society/web-kit';
import { ApplicationForm } from '../../../components/application-form';
import { FormField, SelectField, type SelectChoice } from '../../../components/form-field';
import { useApplicationChoices } from '../../../components/form-options';
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

type InternshipKey = keyof typeof formsInternshipText.en & string;

const DURATION_KEYS: Record<InternshipDuration, InternshipKey> = {
  '3-month': 'duration3',
  '6-months': 'duration6',
  '12-months': 'duration12',
};
const AVAILABILITY_KEYS: Record<InternAvailability, InternshipKey> = {
  'full-time': 'availabilityWeekdays',
  'part-time': 'availabilityWeekends',
  always: 'availabilityAlways',
};

/** The texts of the form's own check, in the page's language. */
interface CheckTexts {
  kit: Translate<typeof formsKitText.en>;
  application: Translate<typeof formsApplicationText.en>;
  messages: Translate<typeof messagesText.en>;
}

/** SPEC §5: every field non-empty and the terms ticked, else one message. */
function validate(values: Values, { kit, application, messages }: CheckTexts): FormProblem<Values> | null {
  const errors: Errors = {};
  // The guardian's details are required only from an applicant under 18 (guardianErrors).
  for (const field of (Object.keys(EMPTY) as (keyof Values)[]).filter((key) => !GUARDIAN_KEYS.includes(key as keyof GuardianDetails))) {
    if (field === 'agreeToTerms' ? !values.agreeToTerms : isBlank(values[field])) errors[field] = kit('required');
  }
  Object.assign(errors, guardianErrors(values, application));
  if (Object.keys(errors).length > 0) return { errors, summary: messages('internRequired') };
  if (!isEmail(values.email)) return { errors: { email: kit('validEmail') }, summary: kit('checkHighlighted') };
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
  const texts: CheckTexts = { kit: useText(formsKitText), application: useText(formsApplicationText), messages: useText(messagesText) };
  const { application, messages } = texts;
  const t = useText(formsInternshipText);
  const choices = useApplicationChoices();
  const durationChoices: SelectChoice[] = INTERNSHIP_DURATIONS.map((value) => ({ value, label: t(DURATION_KEYS[value]) }));
  const availabilityChoices: SelectChoice[] = INTERN_AVAILABILITY.map(({ value }) => ({ value, label: t(AVAILABILITY_KEYS[value]) }));
  const form = useApplicationForm<Values>({
    empty: EMPTY,
    validate: (values) => validate(values, texts),
    send: (answers, botCheck) => applyAsIntern({ ...toRequest(answers), ...botCheck }),
    successText: messages('internSuccess'),
    errorText: (error) => internErrorMessage(error, messages),
  });
  const { errors, bind } = form;

  return (
    <ApplicationForm
      idPrefix="intern"
      title={t('formTitle')}
      intro={t('formIntro')}
      notice="internship"
      // The box is marked; the line above the button says what is missing.
      terms={{ label: t('agree'), showError: false }}
      form={form}
    >
      <FormField id="intern-course" label={t('course')} required hint={t('courseHint')} error={errors.course}>
        {(aria) => <input {...aria} {...bind('course')} maxLength={LIMITS.shortTextMax} />}
      </FormField>
      <FormField id="intern-college" label={t('college')} required error={errors.college}>
        {(aria) => <input {...aria} {...bind('college')} autoComplete="organization" maxLength={LIMITS.shortTextMax} />}
      </FormField>
      <SelectField id="intern-interests" label={application('areaOfInterest')} required error={errors.interests} placeholder={application('selectArea')} choices={choices.interest} control={bind('interests')} />
      <SelectField id="intern-duration" label={t('duration')} required error={errors.duration} placeholder={t('selectDuration')} choices={durationChoices} control={bind('duration')} />
      <SelectField id="intern-availability" label={t('availability')} required error={errors.availability} placeholder={t('selectAvailability')} choices={availabilityChoices} control={bind('availability')} />
      <div className="pub-form__field--wide">
        <SelectField id="intern-reference" label={application('howHeard')} required error={errors.reference} placeholder={application('selectOne')} choices={choices.referral} control={bind('reference')} />
      </div>
    </ApplicationForm>
  );
}
