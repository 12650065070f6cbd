import { ONGOING_STATUSES } from '@society/contracts';
import type { Applicant } from '../api/get-applicants';

/** The three applicant tabs: Ongoing (pending, interview, onboarded), Volunteers, Interns. */
export type ApplicantView = 'ongoing' | 'volunteer' | 'intern';

function newestFirst(a: Applicant, b: Applicant): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
}

/** The rows of a tab, newest application first. */
export function applicantsFor(view: ApplicantView, applicants: readonly Applicant[]): Applicant[] {
  const rows =
    view === 'ongoing'
      ? applicants.filter((applicant) => ONGOING_STATUSES.includes(applicant.status))
      : applicants.filter((applicant) => applicant.type === view);
  return rows.sort(newestFirst);
}
