import { CONSENT_METHODS, GUARDIAN_ID_DOCUMENTS, GUARDIAN_LANGUAGES, GUARDIAN_RELATIONS, guardianConsentText, LIMITS, UPLOAD_LIMITS } from '@society/contracts';
import { useText } from '../i18n/i18n';
import { Field } from '../ui/field';
import { CONSENT_METHOD_WORDS, GUARDIAN_ID_DOCUMENT_WORDS, GUARDIAN_LANGUAGE_WORDS, GUARDIAN_RELATION_WORDS } from './consent-words';
import type { GuardianConsentErrors, GuardianConsentValues } from './guardian-consent-form';

export interface GuardianConsentFieldsProps {
  /** Prefix of the controls' ids (unique on the page). */
  idPrefix: string;
  values: GuardianConsentValues;
  errors: GuardianConsentErrors;
  today: string;
  /** A signed form is already on record: choosing no new file keeps it. */
  hasStoredForm?: boolean;
  onChange: (values: GuardianConsentValues) => void;
}

/**
 * The parent's or guardian's consent, as staff record it (DPDP Act s.9): who, their relation and phone, how
 * the society verified them and when, and (where the values hold one) the language to write to them in. In
 * the page's language; laid out for a .wk-form--grid form.
 */
export function GuardianConsentFields({ idPrefix, values, errors, today, hasStoredForm = false, onChange }: GuardianConsentFieldsProps) {
  const t = useText(guardianConsentText);
  const id = (key: string) => `${idPrefix}-${key}`;
  const set = <K extends keyof GuardianConsentValues>(key: K, value: GuardianConsentValues[K]) => onChange({ ...values, [key]: value });
  return (
    <fieldset className="wk-consent wk-form__wide">
      <legend>{t('consentLegend')}</legend>
      <p className="wk-consent__note">{t('consentNote')}</p>
      <div className="wk-form--grid wk-consent__grid">
        <Field id={id('guardian-name')} label={t('guardianName')} required error={errors.guardianName}>
          {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.nameMax} value={values.guardianName} onChange={(event) => set('guardianName', event.target.value)} />}
        </Field>
        <Field id={id('guardian-relation')} label={t('relation')} required error={errors.guardianRelation}>
          {(control) => (
            <select {...control} value={values.guardianRelation} onChange={(event) => set('guardianRelation', event.target.value as GuardianConsentValues['guardianRelation'])}>
              <option value="">{t('choose')}</option>
              {GUARDIAN_RELATIONS.map(({ value }) => (
                <option key={value} value={value}>
                  {t(GUARDIAN_RELATION_WORDS[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('guardian-phone')} label={t('guardianPhone')} required error={errors.guardianPhone}>
          {(control) => (
            <input {...control} type="tel" inputMode="tel" autoComplete="off" maxLength={LIMITS.phoneMax} value={values.guardianPhone} onChange={(event) => set('guardianPhone', event.target.value)} />
          )}
        </Field>
        <Field id={id('consent-date')} label={t('consentGivenOn')} required error={errors.consentDate}>
          {(control) => <input {...control} type="date" max={today} value={values.consentDate} onChange={(event) => set('consentDate', event.target.value)} />}
        </Field>
        <Field id={id('consent-method')} label={t('verifiedHow')} required error={errors.consentMethod} className="wk-form__wide">
          {(control) => (
            <select {...control} value={values.consentMethod} onChange={(event) => set('consentMethod', event.target.value as GuardianConsentValues['consentMethod'])}>
              <option value="">{t('choose')}</option>
              {CONSENT_METHODS.map(({ value }) => (
                <option key={value} value={value}>
                  {t(CONSENT_METHOD_WORDS[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.consentMethod === 'in-person' ? (
          <Field id={id('id-document')} label={t('idDocumentSeen')} required hint={t('idDocumentHint')} error={errors.idDocumentSeen} className="wk-form__wide">
            {(control) => (
              <select {...control} value={values.idDocumentSeen} onChange={(event) => set('idDocumentSeen', event.target.value as GuardianConsentValues['idDocumentSeen'])}>
                <option value="">{t('choose')}</option>
                {GUARDIAN_ID_DOCUMENTS.map(({ value }) => (
                  <option key={value} value={value}>
                    {t(GUARDIAN_ID_DOCUMENT_WORDS[value])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {values.consentMethod === 'signed-form' ? (
          <Field
            id={id('signed-form')}
            label={t('signedForm')}
            required={!hasStoredForm}
            hint={t(hasStoredForm ? 'signedFormHintKept' : 'signedFormHint', { size: UPLOAD_LIMITS.signedConsentForm.label })}
            error={errors.signedForm}
            className="wk-form__wide"
          >
            {(control) => (
              <input {...control} type="file" accept="application/pdf,image/jpeg,image/png,image/webp" onChange={(event) => set('signedForm', event.target.files?.[0] ?? null)} />
            )}
          </Field>
        ) : null}
        {/* Asked where the values hold a language (the team's children); HR's applicants' form has none. */}
        {values.language !== '' ? (
          <Field id={id('language')} label={t('letterLanguage')} required error={errors.language} className="wk-form__wide">
            {(control) => (
              <select {...control} value={values.language} onChange={(event) => set('language', event.target.value as GuardianConsentValues['language'])}>
                {GUARDIAN_LANGUAGES.map(({ value }) => (
                  <option key={value} value={value}>
                    {t(GUARDIAN_LANGUAGE_WORDS[value])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {values.photoConsent !== null ? (
          <div className="wk-form__wide wk-consent__photos">
            <label className="wk-tick">
              <input type="checkbox" checked={values.photoConsent} onChange={(event) => set('photoConsent', event.target.checked)} />
              <span>{t('photoConsent')}</span>
            </label>
            <p className="wk-consent__note">{t('photoConsentHint')}</p>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
