import {
  INTEREST_OPTIONS,
  INTERN_AVAILABILITY,
  type ApplicantStatus,
  type ApplicantType,
} from '@society/contracts';
import { humanize } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';

export const STATUS_LABELS: Record<ApplicantStatus, string> = {
  pending: 'Pending',
  interview: 'Interview',
  onboarded: 'Onboarded',
  active: 'Active',
  inactive: 'Inactive',
  rejected: 'Rejected',
};

export const TYPE_LABELS: Record<ApplicantType, string> = { volunteer: 'Volunteer', intern: 'Intern' };

/** The stored interests as a list (an older record may hold one string). */
export function interestsOf(applicant: Pick<Applicant, 'interests'>): string[] {
  const { interests } = applicant;
  if (Array.isArray(interests)) return interests;
  return interests ? [interests] : [];
}

export function interestLabel(value: string): string {
  return INTEREST_OPTIONS.find((option) => option.value === value)?.label ?? humanize(value);
}

/** '10 hours a week' for a volunteer, 'WeekDays' / 'WeekEnds' / 'Always' for an intern. */
export function availabilityLabel(value: Applicant['availability']): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return `${value} hours a week`;
  return INTERN_AVAILABILITY.find((option) => option.value === value)?.label ?? value;
}
