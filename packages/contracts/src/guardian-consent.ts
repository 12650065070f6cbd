// Children's data (DPDP Act 2023 s.9): a child's record needs the verifiable consent of a parent or lawful
// guardian; a student record always, an applicant when their date of birth says they are under 18.

/** Under this age on today's date a person is a child and needs a guardian's consent. */
export const ADULT_AGE = 18;

export const GUARDIAN_RELATIONS = [
  { value: 'mother', label: 'Mother' },
  { value: 'father', label: 'Father' },
  { value: 'grandparent', label: 'Grandparent' },
  { value: 'sibling', label: 'Elder brother or sister' },
  { value: 'relative', label: 'Other relative' },
  { value: 'legal-guardian', label: 'Legal guardian' },
] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number]['value'];

/** How the society verified the guardian: seen in person with an identity document, or a signed form kept as a file. */
export const CONSENT_METHODS = [
  { value: 'in-person', label: 'In person, identity document seen' },
  { value: 'signed-form', label: 'Signed consent form (uploaded)' },
] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number]['value'];

/** Which identity document staff saw (only its kind is kept, never its number). */
export const GUARDIAN_ID_DOCUMENTS = [
  { value: 'aadhaar', label: 'Aadhaar card' },
  { value: 'voter-id', label: 'Voter ID' },
  { value: 'passport', label: 'Passport' },
  { value: 'driving-licence', label: 'Driving licence' },
  { value: 'ration-card', label: 'Ration card' },
  { value: 'other', label: 'Other government ID' },
] as const;
export type GuardianIdDocument = (typeof GUARDIAN_ID_DOCUMENTS)[number]['value'];

/** The language the society writes to the guardian in: letters and the child's progress card. */
export const GUARDIAN_LANGUAGES = [
  { value: 'hi', label: 'Hindi' },
  { value: 'en', label: 'English' },
] as const;
export type GuardianLanguage = (typeof GUARDIAN_LANGUAGES)[number]['value'];
/** Most of the society's families read Hindi: a consent that names no language (or was kept before it could) is Hindi. */
export const DEFAULT_GUARDIAN_LANGUAGE: GuardianLanguage = 'hi';

/** What a stored student keeps once the guardian withdrew consent: no name, only the year of admission. */
export const ERASED_STUDENT_NAME = 'Erased record';

export const GUARDIAN_CONSENT_MESSAGES = {
  required: "The guardian's consent is required: their name, relation, phone, how they were verified and when",
  signedFormRequired: 'Upload the signed consent form (PDF, JPEG, PNG or WebP)',
  idDocumentRequired: 'Say which identity document of the guardian was seen',
  formBadType: 'The signed consent form must be a PDF, JPEG, PNG or WebP file',
  formTooLarge: 'The signed consent form is too large (max 2MB)',
  noForm: 'No signed consent form is stored',
  consentDateFuture: 'consentDate cannot be in the future',
  studentNeedsConsent: "Record the guardian's consent before editing this student",
  studentErased: 'This record was erased after consent was withdrawn',
  noConsent: 'No guardian consent is recorded',
  minorNeedsConsent: "This applicant is under 18: record their guardian's consent and how it was verified before moving them past Pending",
  notMinor: 'This applicant is 18 or over: no guardian consent is needed',
  guardianRequired: 'A parent or guardian must agree for an applicant under 18: give their name, relation and phone',
  withdrawConfirm:
    "Withdraw the guardian's consent? The child's personal details are erased now and cannot be brought back; only what the society must keep remains.",
  studentWithdrawn: "Consent withdrawn: the child's personal details were erased",
  applicantWithdrawn: "Consent withdrawn: the applicant's personal details were erased",
} as const;

/** Whether someone born on `dob` (YYYY-MM-DD) is under ADULT_AGE on `today` (YYYY-MM-DD). */
export function isUnderAdultAge(dob: string, today: string): boolean {
  const [y, m, d] = dob.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!y || !m || !d || !ty || !tm || !td) return false;
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age < ADULT_AGE;
}

/** The guardian's details a public application form sends for an applicant under 18. */
export interface GuardianFields {
  guardianName?: string;
  guardianRelation?: GuardianRelation;
  guardianPhone?: string;
}

/** The consent as staff record it (JSON, or multipart with the `signedForm` file). */
export interface GuardianConsentRequest {
  guardianName: string;
  guardianRelation: GuardianRelation;
  guardianPhone: string;
  consentMethod: ConsentMethod;
  /** Required with 'in-person'. */
  idDocumentSeen?: GuardianIdDocument;
  /** The day the guardian gave consent (YYYY-MM-DD, not in the future). */
  consentDate: string;
  /** For letters and progress cards; a new record without it is DEFAULT_GUARDIAN_LANGUAGE, a replaced one keeps its own. */
  language?: GuardianLanguage;  /** The guardian agrees that photos showing the child may be published (its own line; not given: no). */
  photoConsent?: boolean;
}

/** A guardian's consent on record, as the staff screens read it. */
export interface GuardianConsentRecord {
  guardianName: string;
  relation: GuardianRelation;
  phone: string;
  method: ConsentMethod;
  idDocumentSeen: GuardianIdDocument | null;
  /** A signed form is stored privately (GET …/guardian-consent/form, staff only). */
  hasSignedForm: boolean;
  /** YYYY-MM-DD. */
  consentDate: string;
  /** For letters and progress cards. */
  language: GuardianLanguage;
  /** Photos showing the child may be published (false unless the guardian said yes). */
  photoConsent: boolean;
  /** The staff member who recorded it (from their sign-in, never from the request). */
  recordedBy: string;
  recordedAt: string;
}

/** What happened when consent was withdrawn (a student's record keeps this in place of the child's details). */
export interface ConsentWithdrawalRecord {
  withdrawnAt: string;
  recordedBy: string;
  /** What the society kept, in words. */
  kept: string;
}
