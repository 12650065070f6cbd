import type { ApplicantStatus } from '@society/contracts';
import type { Applicant } from '../api/get-applicants';
import type { ApplicantUpdate } from '../api/update-applicant';

/** What choosing a status in the select does: open a dialog first, or save this body now. */
export type StatusChange = { dialog: 'reject' | 'onboard' } | { save: ApplicantUpdate };

/** The client side effects of a status change, exactly as SPEC §4 lists them. */
export function planStatusChange(
  applicant: Pick<Applicant, 'status' | 'doj'>,
  next: ApplicantStatus,
  now: Date = new Date(),
): StatusChange {
  const from = applicant.status;
  if (next === 'rejected') return { dialog: 'reject' };
  if (from === 'interview' && next === 'onboarded') return { dialog: 'onboard' };

  const save: ApplicantUpdate = { status: next };
  if (from === 'pending' && next === 'interview') save.interviewDate = now.toISOString();
  if (from === 'onboarded' && next === 'active' && !applicant.doj) save.doj = now.toISOString();
  if (next === 'inactive') save.dol = now.toISOString();
  return { save };
}
