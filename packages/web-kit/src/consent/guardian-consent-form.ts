import {
  GUARDIAN_CONSENT_MESSAGES,
  UPLOAD_LIMITS,
  type ConsentMethod,
  type GuardianIdDocument,
  type GuardianRelation,
} from '@society/contracts';

/** What the guardian's consent section holds while staff type (the team's student form, HR's applicant). */
export interface GuardianConsentValues {
  guardianName: string;
  guardianRelation: GuardianRelation | '';
  guardianPhone: string;
  consentMethod: ConsentMethod | '';
  idDocumentSeen: GuardianIdDocument | '';
  consentDate: string;
  signedForm: File | null;
}

export type GuardianConsentErrors = Partial<Record<keyof GuardianConsentValues, string>>;
export const GUARDIAN_CONSENT_FIELDS: ReadonlyArray<keyof GuardianConsentValues> = [
  'guardianName',
  'guardianRelation',
  'guardianPhone',
  'consentMethod',
  'idDocumentSeen',
  'consentDate',
  'signedForm',
];

/** An empty section dated today, or prefilled with the guardian an applicant named. */
export function initialGuardianConsent(today: string, named?: { name: string; relation: string; phone: string } | null): GuardianConsentValues {
  return {
    guardianName: named?.name ?? '',
    guardianRelation: (named?.relation as GuardianRelation | undefined) ?? '',
    guardianPhone: named?.phone ?? '',
    consentMethod: '',
    idDocumentSeen: '',
    consentDate: today,
    signedForm: null,
  };
}

const PHONE = /^\+?(?:\d[ -]*){6,14}\d$/;
const FORM_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** The checks made before sending (the server makes them too). `hasStoredForm`: a form is already on record. */
export function validateGuardianConsent(values: GuardianConsentValues, today: string, hasStoredForm = false): GuardianConsentErrors {
  const errors: GuardianConsentErrors = {};
  if (!values.guardianName.trim()) errors.guardianName = "Enter the parent's or guardian's name.";
  if (!values.guardianRelation) errors.guardianRelation = 'Choose how they are related to the child.';
  if (!PHONE.test(values.guardianPhone.trim())) errors.guardianPhone = 'Enter a phone number of 7 to 15 digits.';
  if (!values.consentMethod) errors.consentMethod = 'Choose how the guardian was verified.';
  if (values.consentMethod === 'in-person' && !values.idDocumentSeen) errors.idDocumentSeen = GUARDIAN_CONSENT_MESSAGES.idDocumentRequired;
  if (values.consentMethod === 'signed-form') {
    const file = values.signedForm;
    if (!file && !hasStoredForm) errors.signedForm = GUARDIAN_CONSENT_MESSAGES.signedFormRequired;
    else if (file && !FORM_TYPES.includes(file.type)) errors.signedForm = GUARDIAN_CONSENT_MESSAGES.formBadType;
    else if (file && file.size > UPLOAD_LIMITS.signedConsentForm.bytes) errors.signedForm = GUARDIAN_CONSENT_MESSAGES.formTooLarge;
  }
  if (!values.consentDate) errors.consentDate = 'Enter the day the guardian gave consent.';
  else if (values.consentDate > today) errors.consentDate = 'The day of consent cannot be in the future.';
  return errors;
}

/**
 * The request body: JSON, or multipart when a signed form goes with it. `fields` are the rest of the record
 * (a student's); null and undefined are left out of a multipart body.
 */
export function guardianConsentBody(values: GuardianConsentValues, fields: Record<string, unknown> = {}): FormData | Record<string, unknown> {
  const consent: Record<string, string> = {
    guardianName: values.guardianName.trim(),
    guardianRelation: values.guardianRelation,
    guardianPhone: values.guardianPhone.trim(),
    consentMethod: values.consentMethod,
    consentDate: values.consentDate,
  };
  if (values.consentMethod === 'in-person') consent.idDocumentSeen = values.idDocumentSeen;
  const file = values.consentMethod === 'signed-form' ? values.signedForm : null;
  if (!file) return { ...fields, ...consent };
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...consent })) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  form.append('signedForm', file);
  return form;
}
