import type { ConsentMethod, GuardianConsentKey, GuardianIdDocument, GuardianLanguage, GuardianRelation } from '@society/contracts';

/** Each consent choice's words in the guardian-consent catalogue (the form's options, a record's details). */
export const GUARDIAN_RELATION_WORDS: Record<GuardianRelation, GuardianConsentKey> = {
  mother: 'relationMother',
  father: 'relationFather',
  grandparent: 'relationGrandparent',
  sibling: 'relationSibling',
  relative: 'relationRelative',
  'legal-guardian': 'relationLegalGuardian',
};
export const CONSENT_METHOD_WORDS: Record<ConsentMethod, GuardianConsentKey> = { 'in-person': 'methodInPerson', 'signed-form': 'methodSignedForm' };
export const GUARDIAN_ID_DOCUMENT_WORDS: Record<GuardianIdDocument, GuardianConsentKey> = {
  aadhaar: 'documentAadhaar',
  'voter-id': 'documentVoterId',
  passport: 'documentPassport',
  'driving-licence': 'documentDrivingLicence',
  'ration-card': 'documentRationCard',
  other: 'documentOther',
};
export const GUARDIAN_LANGUAGE_WORDS: Record<GuardianLanguage, GuardianConsentKey> = { hi: 'languageHindi', en: 'languageEnglish' };
