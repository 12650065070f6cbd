import type { ApplicantStatus, Gender } from '@society/contracts';
import { api } from '@society/web-kit';
import type { Applicant } from './get-applicants';

/**
 * A partial update (PUT /api/hr/applicants/:id). Dates are ISO strings or null. A remark is sent as
 * a new item {text}: the server appends it, dated and signed with the caller's email.
 */
export interface ApplicantUpdate {
  status?: ApplicantStatus;
  interviewDate?: string | null;
  doj?: string | null;
  dol?: string | null;
  assignedPosition?: string;
  assignedTeam?: string;
  rejectionReason?: string;
  remarks?: Array<{ text: string }>;
  name?: string;
  email?: string;
  phone?: string;
  gender?: Gender;
  dob?: string | null;
  interests?: string[];
  availability?: number | string;
  reference?: string;
  experience?: string;
  course?: string;
  college?: string;
  duration?: string;
}

export function updateApplicant(id: string, update: ApplicantUpdate): Promise<Applicant> {
  return api.put<Applicant>(`/hr/applicants/${encodeURIComponent(id)}`, update);
}
