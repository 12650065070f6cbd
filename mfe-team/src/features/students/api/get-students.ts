import type { ConsentWithdrawalRecord, Gender, GuardianConsentRecord, Page } from '@society/contracts';
import { teamText, translator } from '@society/contracts';
import { ApiError, api, currentLocale } from '@society/web-kit';

/** A child's record as the API returns it. The full Aadhaar number is never in it, only the mask. */
export interface Student {
  _id: string;
  name: string;
  /** null only on a record erased after consent was withdrawn. */
  gender: Gender | null;
  fatherName: string;
  motherName: string;
  dob: string | null;
  admissionDate: string | null;
  /** Derived from dob by the server when dob is set. */
  age: number | null;
  address: string;
  area: string;
  contactNumber: string;
  admittedInSchool: boolean;
  schoolName: string;
  classStudying: string;
  /** 'XXXX XXXX 1234', or null when no number is stored. */
  aadharMasked: string | null;
  endDate: string | null;
  /** null on a record from before consent records: it needs the guardian's consent before any edit. */
  guardianConsent: GuardianConsentRecord | null;
  /** Set once consent was withdrawn: the child's details are erased. */
  consentWithdrawal: ConsentWithdrawalRecord | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/team/students?page=…: one page, searched (names, school, class, area) and sorted by the server. */
export async function getStudentPage(params: Record<string, string>): Promise<Page<Student>> {
  const page = await api.get<Page<Student>>(`/team/students?${new URLSearchParams(params).toString()}`);
  // Anything but a page (a proxy's HTML page) is a failed load, not an empty one.
  if (!page || !Array.isArray(page.items)) throw new ApiError(502, translator(teamText, currentLocale())('invalidList'));
  return page;
}
