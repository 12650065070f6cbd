import type { Gender, ReferralSource } from '@society/contracts';

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
