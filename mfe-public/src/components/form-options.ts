import {
  formsApplicationText,
  GENDERS,
  GUARDIAN_RELATIONS,
  INTEREST_OPTIONS,
  REFERRAL_SOURCES,
  type Gender,
  type GuardianRelation,
  type Interest,
  type ReferralSource,
  type Translate,
} from '@society/contracts';
import { useText } from '@society/web-kit';
import type { SelectChoice } from './form-field';

type ApplicationKey = keyof typeof formsApplicationText.en & string;

/** The message keys of the stored values of SPEC §3: the forms show these, and send the values as they are. */
const GENDER_KEYS: Record<Gender, ApplicationKey> = { male: 'genderMale', female: 'genderFemale', other: 'genderOther' };

const REFERRAL_KEYS: Record<ReferralSource, ApplicationKey> = {
  facebook: 'referralFacebook',
  instagram: 'referralInstagram',
  youtube: 'referralYoutube',
  linkedin: 'referralLinkedin',
  offline: 'referralOffline',
  seminar: 'referralSeminar',
  'word-of-mouth': 'referralWordOfMouth',
  other: 'referralOther',
};

const INTEREST_KEYS: Record<Interest, ApplicationKey> = {
  teaching: 'interestTeaching',
  fundraising: 'interestFundraising',
  events: 'interestEvents',
  'social-media': 'interestSocialMedia',
  'graphic-Designing': 'interestGraphicDesigning',
  'content-writing': 'interestContentWriting',
  administration: 'interestAdministration',
};

const RELATION_KEYS: Record<GuardianRelation, ApplicationKey> = {
  mother: 'relationMother',
  father: 'relationFather',
  grandparent: 'relationGrandparent',
  sibling: 'relationSibling',
  relative: 'relationRelative',
  'legal-guardian': 'relationLegalGuardian',
};

/** The choices of the application forms in the page's language. */
export interface ApplicationChoices {
  gender: SelectChoice[];
  referral: SelectChoice[];
  interest: SelectChoice[];
  relation: SelectChoice[];
}

export function applicationChoices(t: Translate<typeof formsApplicationText.en>): ApplicationChoices {
  return {
    gender: GENDERS.map((value) => ({ value, label: t(GENDER_KEYS[value]) })),
    referral: REFERRAL_SOURCES.map((value) => ({ value, label: t(REFERRAL_KEYS[value]) })),
    interest: INTEREST_OPTIONS.map(({ value }) => ({ value, label: t(INTEREST_KEYS[value]) })),
    relation: GUARDIAN_RELATIONS.map(({ value }) => ({ value, label: t(RELATION_KEYS[value]) })),
  };
}

/** applicationChoices of the page's language. */
export function useApplicationChoices(): ApplicationChoices {
  return applicationChoices(useText(formsApplicationText));
}
