export const APPLICANT_TYPES = ['volunteer', 'intern'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

export const APPLICANT_STATUSES = ['pending', 'interview', 'onboarded', 'active', 'inactive', 'rejected'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** Statuses listed on the HR 'Ongoing' tab. */
export const ONGOING_STATUSES: readonly ApplicantStatus[] = ['pending', 'interview', 'onboarded'];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Volunteer 'area' and intern 'interests' share these options. */
export const INTEREST_OPTIONS = [
  { value: 'teaching', label: 'Teaching' },
  { value: 'fundraising', label: 'Fundraising' },
  { value: 'events', label: 'Event Management' },
  { value: 'social-media', label: 'Social Media' },
  { value: 'graphic-Designing', label: 'Graphic Designing' },
  { value: 'content-writing', label: 'Content Writing' },
  { value: 'administration', label: 'Administration' },
] as const;
export type Interest = (typeof INTEREST_OPTIONS)[number]['value'];

export const REFERRAL_SOURCES = [
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'offline',
  'seminar',
  'word-of-mouth',
  'other',
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const INTERNSHIP_DURATIONS = ['3-month', '6-months', '12-months'] as const;
export type InternshipDuration = (typeof INTERNSHIP_DURATIONS)[number];

export const INTERN_AVAILABILITY = [
  { value: 'full-time', label: 'WeekDays' },
  { value: 'part-time', label: 'WeekEnds' },
  { value: 'always', label: 'Always' },
] as const;
export type InternAvailability = (typeof INTERN_AVAILABILITY)[number]['value'];
