import type { Gender, TeamKey } from '@society/contracts';

/** A child's gender as the team catalogue's key. */
export const GENDER_WORDS: Record<Gender, TeamKey> = { male: 'genderMale', female: 'genderFemale', other: 'genderOther' };
