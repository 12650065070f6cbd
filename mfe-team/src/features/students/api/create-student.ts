import type { Gender } from '@society/contracts';
import { api } from '@society/web-kit';
import { guardianConsentBody, type GuardianConsentValues } from '@society/web-kit/staff';
import type { Student } from './get-students';

/**
 * The fields the add and edit forms send. Dates are YYYY-MM-DD, '' for none. aadharCard is
 * 12 digits; on edit it is left out to keep the stored number, or null to remove it.
 */
export interface StudentInput {
  name: string;
  gender: Gender;
  fatherName: string;
  motherName: string;
  dob: string;
  admissionDate: string;
  /** Left out when dob is given: the server derives the age from it. */
  age?: number | null;
  address: string;
  area: string;
  contactNumber: string;
  admittedInSchool: boolean;
  schoolName: string;
  classStudying: string;
  endDate: string;
  aadharCard?: string | null;
}

/**
 * POST /api/team/students with the guardian's consent (multipart when a signed form goes with it) → 201 the
 * new student; 400 naming the field on bad input.
 */
export function createStudent(body: StudentInput, consent: GuardianConsentValues): Promise<Student> {
  return api.post<Student>('/team/students', guardianConsentBody(consent, { ...body }));
}
