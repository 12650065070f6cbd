import { useCallback } from 'react';
import type { ConsentWithdrawalRecord, Gender, GuardianConsentRecord } from '@society/contracts';
import { ApiError, api } from '@society/web-kit';
import { TEAM_MESSAGES } from '../../../config/messages';
import { useLoad } from '../../../hooks/use-load';

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

/** GET /api/team/students → every student, sorted by name. */
export async function getStudents(): Promise<Student[]> {
  const data = await api.get<unknown>('/team/students');
  // Anything but a list (a proxy's HTML page) is a failed load, not an empty one.
  if (!Array.isArray(data)) throw new ApiError(502, TEAM_MESSAGES.invalidList);
  return data as Student[];
}

/** The list, loaded when the dashboard opens; `saved()` puts an added or edited student in it. */
export function useStudents() {
  const { state, retry, change } = useLoad(getStudents);
  const saved = useCallback(
    (student: Student) =>
      change((list) =>
        list.some((item) => item._id === student._id)
          ? list.map((item) => (item._id === student._id ? student : item))
          : [...list, student],
      ),
    [change],
  );
  return { state, retry, saved };
}
