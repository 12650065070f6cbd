// The guardian's consent form (web kit, on the team's and HR's dashboards): its fields, choices and checks, in
// English (HR's dashboard, word for word as before) and in Hindi on the team's /hi/member-dashboard.
import { CONSENT_METHODS, GUARDIAN_CONSENT_MESSAGES, GUARDIAN_ID_DOCUMENTS, GUARDIAN_LANGUAGES, GUARDIAN_RELATIONS } from '../../guardian-consent';
import { defineCatalogue } from '../catalogue';

/** The English label of a choice, from its list in guardian-consent.ts (the one source of those words). */
const label = (options: ReadonlyArray<{ value: string; label: string }>, value: string): string => options.find((option) => option.value === value)?.label ?? value;

export const GUARDIAN_CONSENT_EN = {
  consentLegend: 'Parent or guardian consent',
  consentNote: 'A child’s details are kept only with the consent of a parent or lawful guardian, verified by the society.',
  guardianName: "Guardian's name",
  relation: 'Relation to the child',
  guardianPhone: "Guardian's phone",
  consentGivenOn: 'Consent given on',
  verifiedHow: 'How the guardian was verified',
  idDocumentSeen: 'Identity document seen',
  idDocumentHint: 'Only the kind of document is kept, never its number.',
  signedForm: 'Signed consent form',
  signedFormHint: 'PDF or a photo (JPEG, PNG, WebP), max {size}. Kept privately: only staff can open it.',
  signedFormHintKept: 'PDF or a photo (JPEG, PNG, WebP), max {size}. Kept privately: only staff can open it. Leave empty to keep the form on record.',
  letterLanguage: 'Language for letters and progress cards',
  photoConsent: "The guardian agrees that photos showing the child may be put on the society's website",
  photoConsentHint: 'Leave it unticked unless the guardian said yes. Without it, no photo of the child is published.',
  choose: 'Choose…',
  relationMother: label(GUARDIAN_RELATIONS, 'mother'),
  relationFather: label(GUARDIAN_RELATIONS, 'father'),
  relationGrandparent: label(GUARDIAN_RELATIONS, 'grandparent'),
  relationSibling: label(GUARDIAN_RELATIONS, 'sibling'),
  relationRelative: label(GUARDIAN_RELATIONS, 'relative'),
  relationLegalGuardian: label(GUARDIAN_RELATIONS, 'legal-guardian'),
  methodInPerson: label(CONSENT_METHODS, 'in-person'),
  methodSignedForm: label(CONSENT_METHODS, 'signed-form'),
  documentAadhaar: label(GUARDIAN_ID_DOCUMENTS, 'aadhaar'),
  documentVoterId: label(GUARDIAN_ID_DOCUMENTS, 'voter-id'),
  documentPassport: label(GUARDIAN_ID_DOCUMENTS, 'passport'),
  documentDrivingLicence: label(GUARDIAN_ID_DOCUMENTS, 'driving-licence'),
  documentRationCard: label(GUARDIAN_ID_DOCUMENTS, 'ration-card'),
  documentOther: label(GUARDIAN_ID_DOCUMENTS, 'other'),
  languageHindi: label(GUARDIAN_LANGUAGES, 'hi'),
  languageEnglish: label(GUARDIAN_LANGUAGES, 'en'),
  errorName: "Enter the parent's or guardian's name.",
  errorRelation: 'Choose how they are related to the child.',
  errorPhone: 'Enter a phone number of 7 to 15 digits.',
  errorMethod: 'Choose how the guardian was verified.',
  errorIdDocument: GUARDIAN_CONSENT_MESSAGES.idDocumentRequired,
  errorSignedForm: GUARDIAN_CONSENT_MESSAGES.signedFormRequired,
  errorFormType: GUARDIAN_CONSENT_MESSAGES.formBadType,
  errorFormSize: GUARDIAN_CONSENT_MESSAGES.formTooLarge,
  errorDate: 'Enter the day the guardian gave consent.',
  errorDateFuture: 'The day of consent cannot be in the future.',
  cancel: 'Cancel',
  saving: 'Saving...',
  recordConsent: 'Record Consent',
};

export type GuardianConsentKey = keyof typeof GUARDIAN_CONSENT_EN & string;

export const guardianConsentText = defineCatalogue('guardian-consent', GUARDIAN_CONSENT_EN, () => import('../hi/guardian-consent'));
