import { formsApplicationText, LIMITS, isUnderAdultAge, translator, type GuardianFields as GuardianRequest, type GuardianRelation, type Translate } from '@society/contracts';
import { useText } from '@society/web-kit';
import { FormField, SelectField } from './form-field';
import { useApplicationChoices } from './form-options';
import { isBlank, todayIsoDate } from './form-validation';

/** A parent's or guardian's details, asked of an applicant under 18 (DPDP Act s.9). */
export interface GuardianDetails {
  guardianName: string;
  guardianRelation: string;
  guardianPhone: string;
}

export const EMPTY_GUARDIAN: GuardianDetails = { guardianName: '', guardianRelation: '', guardianPhone: '' };
export const GUARDIAN_KEYS: ReadonlyArray<keyof GuardianDetails> = ['guardianName', 'guardianRelation', 'guardianPhone'];

/** Under 18 on today's date by the date of birth typed (none yet: not known to be). */
export function isUnder18(dob: string, today = todayIsoDate()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(dob) && isUnderAdultAge(dob, today);
}

/** The guardian's details are required only when the date of birth makes the applicant under 18 (messages in `t`'s language). */
export function guardianErrors(
  values: GuardianDetails & { dob: string },
  t: Translate<typeof formsApplicationText.en> = translator(formsApplicationText, 'en'),
): Partial<Record<keyof GuardianDetails, string>> {
  if (!isUnder18(values.dob)) return {};
  const errors: Partial<Record<keyof GuardianDetails, string>> = {};
  if (isBlank(values.guardianName)) errors.guardianName = t('guardianNameMissing');
  if (isBlank(values.guardianRelation)) errors.guardianRelation = t('guardianRelationMissing');
  if (isBlank(values.guardianPhone)) errors.guardianPhone = t('guardianPhoneMissing');
  return errors;
}

/** Sent only for an applicant under 18: an adult's form keeps no guardian. */
export function guardianRequest(values: GuardianDetails & { dob: string }): GuardianRequest {
  if (!isUnder18(values.dob)) return {};
  return { guardianName: values.guardianName.trim(), guardianRelation: values.guardianRelation as GuardianRelation, guardianPhone: values.guardianPhone.trim() };
}

export interface GuardianFieldsProps {
  idPrefix: string;
  dob: string;
  bind: (field: keyof GuardianDetails) => { name: string; value: string; onChange: (event: { target: { value: string } }) => void };
  errors: Partial<Record<keyof GuardianDetails, string>>;
}

/** Shown once the date of birth says under 18: who agrees to the application, as cells of the form's grid. */
export function GuardianFields({ idPrefix, dob, bind, errors }: GuardianFieldsProps) {
  const t = useText(formsApplicationText);
  const choices = useApplicationChoices();
  if (!isUnder18(dob)) return null;
  return (
    <fieldset className="pub-form__field--wide pub-guardian" aria-describedby={`${idPrefix}-guardian-why`}>
      <legend>{t('guardianLegend')}</legend>
      <p id={`${idPrefix}-guardian-why`} className="pub-guardian__why">
        {t('guardianWhy')}
      </p>
      <div className="pub-form__grid">
        <FormField id={`${idPrefix}-guardian-name`} label={t('guardianName')} required error={errors.guardianName}>
          {(aria) => <input {...aria} {...bind('guardianName')} autoComplete="off" maxLength={LIMITS.nameMax} />}
        </FormField>
        <SelectField
          id={`${idPrefix}-guardian-relation`}
          label={t('guardianRelation')}
          required
          error={errors.guardianRelation}
          placeholder={t('selectOne')}
          choices={choices.relation}
          control={bind('guardianRelation')}
        />
        <FormField id={`${idPrefix}-guardian-phone`} label={t('guardianPhone')} required error={errors.guardianPhone}>
          {(aria) => <input {...aria} {...bind('guardianPhone')} type="tel" inputMode="tel" autoComplete="off" maxLength={LIMITS.phoneMax} />}
        </FormField>
      </div>
    </fieldset>
  );
}
