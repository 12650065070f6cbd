import { formsApplicationText, LIMITS, type Gender } from '@society/contracts';
import { useText } from '@society/web-kit';
import { FormField, SelectField } from './form-field';
import { useApplicationChoices } from './form-options';
import { todayIsoDate } from './form-validation';

/** The applicant's own details, asked first by both application forms (SPEC §5). */
export interface PersonalDetails {
  name: string;
  email: string;
  phone: string;
  gender: string;
  dob: string;
}

export const EMPTY_PERSONAL_DETAILS: PersonalDetails = { name: '', email: '', phone: '', gender: '', dob: '' };

/** The personal part of an application request, trimmed as the API expects. */
export function personalDetailsRequest(values: PersonalDetails): { name: string; email: string; phone: string; gender: Gender; dob: string } {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    gender: values.gender as Gender,
    dob: values.dob,
  };
}

/** What a form gives a control so it shows and changes one value. */
export interface BoundValue {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

export interface PersonalDetailsFieldsProps {
  /** Prefix of the controls' ids, unique on the page (`volunteer` gives `volunteer-name`). */
  idPrefix: string;
  bind: (field: keyof PersonalDetails) => BoundValue;
  errors: Partial<Record<keyof PersonalDetails, string>>;
}

/** Full name, email, phone, gender and date of birth, as cells of the form's grid. */
export function PersonalDetailsFields({ idPrefix, bind, errors }: PersonalDetailsFieldsProps) {
  const t = useText(formsApplicationText);
  const choices = useApplicationChoices();
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t('fullName')} required error={errors.name}>
        {(aria) => <input {...aria} {...bind('name')} autoComplete="name" maxLength={LIMITS.nameMax} />}
      </FormField>
      <FormField id={`${idPrefix}-email`} label={t('email')} required error={errors.email}>
        {(aria) => <input {...aria} {...bind('email')} type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} />}
      </FormField>
      <FormField id={`${idPrefix}-phone`} label={t('phone')} required error={errors.phone}>
        {(aria) => <input {...aria} {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.phoneMax} />}
      </FormField>
      <SelectField id={`${idPrefix}-gender`} label={t('gender')} required error={errors.gender} placeholder={t('selectGender')} choices={choices.gender} control={bind('gender')} />
      <FormField id={`${idPrefix}-dob`} label={t('dob')} required error={errors.dob}>
        {(aria) => <input {...aria} {...bind('dob')} type="date" autoComplete="bday" max={todayIsoDate()} />}
      </FormField>
    </>
  );
}
