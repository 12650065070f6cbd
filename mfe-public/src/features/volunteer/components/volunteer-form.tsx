import {
  formsApplicationText,
  formsKitText,
  formsVolunteerText,
  LIMITS,
  messagesText,
  type Translate,
  type VolunteerApplicationRequest,
} from '@society/contracts';
import { useText } from '@society/web-kit';
import { ApplicationForm } from '../../../components/application-form';
import { FormField, SelectField } from '../../../components/form-field';
import { useApplicationChoices } from '../../../components/form-options';
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

/** The texts of the form's own check, in the page's language. */
interface CheckTexts {
  kit: Translate<typeof formsKitText.en>;
  t: Translate<typeof formsVolunteerText.en>;
  application: Translate<typeof formsApplicationText.en>;
  messages: Translate<typeof messagesText.en>;
}

function requiredMessages({ kit, t }: CheckTexts): Record<Exclude<keyof Values, 'experience' | 'agreeToTerms' | keyof GuardianDetails>, string> {
  return {
    name: kit('enterName'),
    email: kit('enterEmail'),
    phone: t('enterPhone'),
    gender: t('chooseGender'),
    dob: t('enterDob'),
    area: t('chooseArea'),
    availability: t('enterHours'),
    referralSource: t('tellReferral'),
  };
}

/** SPEC §5: all required but experience; terms ticked; 5 to 72 hours a week. */
function validate(values: Values, texts: CheckTexts): FormProblem<Values> | null {
  const errors: Errors = {};
  const required = requiredMessages(texts);
  for (const [field, message] of Object.entries(required) as [keyof typeof required, string][]) {
    if (isBlank(values[field])) errors[field] = message;
  }
  if (!errors.email && !isEmail(values.email)) errors.email = texts.kit('validEmail');
  const hours = Number(values.availability);
  if (!errors.availability && (!Number.isInteger(hours) || hours < LIMITS.volunteerHoursMin || hours > LIMITS.volunteerHoursMax)) {
    errors.availability = texts.t('hoursRange', { min: LIMITS.volunteerHoursMin, max: LIMITS.volunteerHoursMax });
  }
  Object.assign(errors, guardianErrors(values, texts.application));
  if (!values.agreeToTerms) errors.agreeToTerms = texts.messages('volunteerTerms');
  return Object.keys(errors).length > 0 ? { errors, summary: texts.kit('checkHighlighted') } : null;
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
  const texts: CheckTexts = { kit: useText(formsKitText), t: useText(formsVolunteerText), application: useText(formsApplicationText), messages: useText(messagesText) };
  const { t, application, messages } = texts;
  const choices = useApplicationChoices();
  const form = useApplicationForm<Values>({
    empty: EMPTY,
    validate: (values) => validate(values, texts),
    send: (answers, botCheck) => applyAsVolunteer({ ...toRequest(answers), ...botCheck }),
    successText: messages('volunteerSuccess'),
    errorText: (error) => volunteerErrorMessage(error, messages),
  });
  const { errors, bind } = form;

  return (
    <ApplicationForm
      idPrefix="volunteer"
      title={t('formTitle')}
      intro={t('formIntro')}
      notice="volunteer"
      terms={{ label: t('agree'), showError: true }}
      form={form}
    >
      <SelectField id="volunteer-area" label={application('areaOfInterest')} required error={errors.area} placeholder={application('selectArea')} choices={choices.interest} control={bind('area')} />
      <FormField
        id="volunteer-availability"
        label={t('availability')}
        required
        hint={t('availabilityHint', { min: LIMITS.volunteerHoursMin, max: LIMITS.volunteerHoursMax })}
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
            placeholder={t('availabilityPlaceholder', { min: LIMITS.volunteerHoursMin })}
          />
        )}
      </FormField>
      <SelectField id="volunteer-referral" label={application('howHeard')} required error={errors.referralSource} placeholder={application('selectOne')} choices={choices.referral} control={bind('referralSource')} />
      <div className="pub-form__field--wide">
        <FormField id="volunteer-experience" label={t('experience')} hint={t('experienceHint')} error={errors.experience}>
          {(aria) => <textarea {...aria} {...bind('experience')} rows={4} maxLength={LIMITS.messageMax} />}
        </FormField>
      </div>
    </ApplicationForm>
  );
}
