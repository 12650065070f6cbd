import { CONSENT_METHODS, GUARDIAN_ID_DOCUMENTS, GUARDIAN_RELATIONS, LIMITS, UPLOAD_LIMITS } from '@society/contracts';
import { Field } from '../ui/field';
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
 * the society verified them and when. Laid out for a .wk-form--grid form.
 */
export function GuardianConsentFields({ idPrefix, values, errors, today, hasStoredForm = false, onChange }: GuardianConsentFieldsProps) {
  const id = (key: string) => `${idPrefix}-${key}`;
  const set = <K extends keyof GuardianConsentValues>(key: K, value: GuardianConsentValues[K]) => onChange({ ...values, [key]: value });
  return (
    <fieldset className="wk-consent wk-form__wide">
      <legend>Parent or guardian consent</legend>
      <p className="wk-consent__note">A child’s details are kept only with the consent of a parent or lawful guardian, verified by the society.</p>
      <div className="wk-form--grid wk-consent__grid">
        <Field id={id('guardian-name')} label="Guardian's name" required error={errors.guardianName}>
          {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.nameMax} value={values.guardianName} onChange={(event) => set('guardianName', event.target.value)} />}
        </Field>
        <Field id={id('guardian-relation')} label="Relation to the child" required error={errors.guardianRelation}>
          {(control) => (
            <select {...control} value={values.guardianRelation} onChange={(event) => set('guardianRelation', event.target.value as GuardianConsentValues['guardianRelation'])}>
              <option value="">Choose…</option>
              {GUARDIAN_RELATIONS.map((relation) => (
                <option key={relation.value} value={relation.value}>
                  {relation.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('guardian-phone')} label="Guardian's phone" required error={errors.guardianPhone}>
          {(control) => (
            <input {...control} type="tel" inputMode="tel" autoComplete="off" maxLength={LIMITS.phoneMax} value={values.guardianPhone} onChange={(event) => set('guardianPhone', event.target.value)} />
          )}
        </Field>
        <Field id={id('consent-date')} label="Consent given on" required error={errors.consentDate}>
          {(control) => <input {...control} type="date" max={today} value={values.consentDate} onChange={(event) => set('consentDate', event.target.value)} />}
        </Field>
        <Field id={id('consent-method')} label="How the guardian was verified" required error={errors.consentMethod} className="wk-form__wide">
          {(control) => (
            <select {...control} value={values.consentMethod} onChange={(event) => set('consentMethod', event.target.value as GuardianConsentValues['consentMethod'])}>
              <option value="">Choose…</option>
              {CONSENT_METHODS.map((method) => (
                <option key={method.value} value={method.value}>
                  {method.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.consentMethod === 'in-person' ? (
          <Field id={id('id-document')} label="Identity document seen" required hint="Only the kind of document is kept, never its number." error={errors.idDocumentSeen} className="wk-form__wide">
            {(control) => (
              <select {...control} value={values.idDocumentSeen} onChange={(event) => set('idDocumentSeen', event.target.value as GuardianConsentValues['idDocumentSeen'])}>
                <option value="">Choose…</option>
                {GUARDIAN_ID_DOCUMENTS.map((document) => (
                  <option key={document.value} value={document.value}>
                    {document.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {values.consentMethod === 'signed-form' ? (
          <Field
            id={id('signed-form')}
            label="Signed consent form"
            required={!hasStoredForm}
            hint={`PDF or a photo (JPEG, PNG, WebP), max ${UPLOAD_LIMITS.signedConsentForm.label}. Kept privately: only staff can open it.${hasStoredForm ? ' Leave empty to keep the form on record.' : ''}`}
            error={errors.signedForm}
            className="wk-form__wide"
          >
            {(control) => (
              <input {...control} type="file" accept="application/pdf,image/jpeg,image/png,image/webp" onChange={(event) => set('signedForm', event.target.files?.[0] ?? null)} />
            )}
          </Field>
        ) : null}
      </div>
    </fieldset>
  );
}
