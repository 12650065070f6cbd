import type { ApplicantCounts, ApplicantStatus, ApplicantType, Gender, GuardianConsentRecord, Page } from '@society/contracts';
import { api } from '@society/web-kit';

export interface Remark {
  _id?: string;
  date: string;
  text: string;
  /** Email of the staff member who wrote it (set by the server). */
  author?: string;
}

/** A volunteer or intern application as GET /api/hr/applicants returns it (dates are ISO strings). */
export interface Applicant {
  _id: string;
  type: ApplicantType;
  name: string;
  email: string;
  phone?: string;
  gender?: Gender | '';
  dob?: string | null;
  /** One option, though a list is the stored form (SPEC §3). */
  interests?: string[] | string;
  /** Hours a week for a volunteer; 'full-time' | 'part-time' | 'always' for an intern. */
  availability?: number | string | null;
  reference?: string;
  experience?: string;
  course?: string;
  college?: string;
  duration?: string;
  agreeToTerms?: boolean;
  status: ApplicantStatus;
  assignedPosition?: string;
  assignedTeam?: string;
  interviewDate?: string | null;
  doj?: string | null;
  dol?: string | null;
  rejectionReason?: string;
  remarks?: Remark[];
  /** Under 18 on today's date: the guardian's consent must be on record before moving past Pending. */
  under18?: boolean;
  /** The guardian the applicant named on the form. */
  guardian?: { name: string; relation: string; phone: string } | null;
  /** The guardian's consent as HR verified it. */
  guardianConsent?: GuardianConsentRecord | null;
  createdAt?: string;
  updatedAt?: string;
}

export type ApplicantPage = Page<Applicant> & { counts: ApplicantCounts };

/**
 * GET /api/hr/applicants?view=…&page=…: one page of a tab, searched (name, email, phone), filtered by
 * status and sorted by the server, with the three tabs' counts.
 */
export async function getApplicantPage(params: Record<string, string>): Promise<ApplicantPage> {
  const page = await api.get<ApplicantPage>(`/hr/applicants?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items) || !page.counts) throw new Error('GET /hr/applicants did not return a page');
  return page;
}
