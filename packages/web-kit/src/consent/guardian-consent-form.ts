import {
  GUARDIAN_CONSENT_EN,
  UPLOAD_LIMITS,
  type ConsentMethod,
  type GuardianConsentKey,
  type GuardianIdDocument,
  type GuardianLanguage,
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
  /** For letters and progress cards; '' where the form does not ask (HR's applicants). */
  language: GuardianLanguage | '';
  /** Photos showing the child may be published (default no); null where the form does not ask (HR's applicants). */
  photoConsent: boolean | null;
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
  'language',
  'photoConsent',
  'signedForm',
];

/**
 * An empty section dated today, or prefilled with the guardian an applicant named; `language` where the form
 * asks it (the team's: the guardian's on record, or Hindi for a new one), and `photoConsent` where it asks
 * that (the team's children: what is on record, or no).
 */
export function initialGuardianConsent(
  today: string,
  named?: { name: string; relation: string; phone: string } | null,
  language: GuardianLanguage | '' = '',
  photoConsent: boolean | null = null,
): GuardianConsentValues {
  return {
    guardianName: named?.name ?? '',
    guardianRelation: (named?.relation as GuardianRelation | undefined) ?? '',
    guardianPhone: named?.phone ?? '',
    consentMethod: '',
    idDocumentSeen: '',
    consentDate: today,
    language,
    photoConsent,
    signedForm: null,
  };
}

const PHONE = /^\+?(?:\d[ -]*){6,14}\d$/;
const FORM_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

const inEnglish = (key: GuardianConsentKey) => GUARDIAN_CONSENT_EN[key];

/**
 * The checks made before sending (the server makes them too). `hasStoredForm`: a form is already on record;
 * `t`: the consent catalogue in the page's language (English unless given).
 */
export function validateGuardianConsent(values: GuardianConsentValues, today: string, hasStoredForm = false, t: (key: GuardianConsentKey) => string = inEnglish): GuardianConsentErrors {
  const errors: GuardianConsentErrors = {};
  if (!values.guardianName.trim()) errors.guardianName = t('errorName');
  if (!values.guardianRelation) errors.guardianRelation = t('errorRelation');
  if (!PHONE.test(values.guardianPhone.trim())) errors.guardianPhone = t('errorPhone');
  if (!values.consentMethod) errors.consentMethod = t('errorMethod');
  if (values.consentMethod === 'in-person' && !values.idDocumentSeen) errors.idDocumentSeen = t('errorIdDocument');
  if (values.consentMethod === 'signed-form') {
    const file = values.signedForm;
    if (!file && !hasStoredForm) errors.signedForm = t('errorSignedForm');
    else if (file && !FORM_TYPES.includes(file.type)) errors.signedForm = t('errorFormType');
    else if (file && file.size > UPLOAD_LIMITS.signedConsentForm.bytes) errors.signedForm = t('errorFormSize');
  }
  if (!values.consentDate) errors.consentDate = t('errorDate');
  else if (values.consentDate > today) errors.consentDate = t('errorDateFuture');
  return errors;
}

/**
 * The request body: JSON, or multipart when a signed form goes with it. `fields` are the rest of the record
 * (a student's); null and undefined are left out of a multipart body.
 */
export function guardianConsentBody(values: GuardianConsentValues, fields: Record<string, unknown> = {}): FormData | Record<string, unknown> {
  const consent: Record<string, string | boolean> = {
    guardianName: values.guardianName.trim(),
    guardianRelation: values.guardianRelation,
    guardianPhone: values.guardianPhone.trim(),
    consentMethod: values.consentMethod,
    consentDate: values.consentDate,
  };
  if (values.consentMethod === 'in-person') consent.idDocumentSeen = values.idDocumentSeen;
  if (values.language) consent.language = values.language;
  if (values.photoConsent !== null) consent.photoConsent = values.photoConsent;
  const file = values.consentMethod === 'signed-form' ? values.signedForm : null;
  if (!file) return { ...fields, ...consent };
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...consent })) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  form.append('signedForm', file);
  return form;
}
