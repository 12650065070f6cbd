import { GENDERS, REFERRAL_SOURCES, type Gender, type ReferralSource } from '@society/contracts';
import type { SelectChoice } from './form-field';

/** How the application forms show the stored values of SPEC §3. */
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const REFERRAL_LABELS: Record<ReferralSource, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  offline: 'Offline (poster, visit, event)',
  seminar: 'Seminar',
  'word-of-mouth': 'Word of mouth',
  other: 'Other',
};

export const GENDER_CHOICES: SelectChoice[] = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
export const REFERRAL_CHOICES: SelectChoice[] = REFERRAL_SOURCES.map((value) => ({ value, label: REFERRAL_LABELS[value] }));
