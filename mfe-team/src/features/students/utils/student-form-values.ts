import type { Gender, TEAM_EN, TeamKey, Translate } from '@society/contracts';
import { aadhaarDigits, isValidAadhaar } from '../../../utils/aadhaar';
import { ageOn, toDateInput } from '../../../utils/dates';
import type { StudentInput } from '../api/create-student';
import type { Student } from '../api/get-students';

/** What the add and edit forms hold while the user types. */
export interface StudentFormValues {
  name: string;
  gender: Gender;
  fatherName: string;
  motherName: string;
  dob: string;
  admissionDate: string;
  /** Typed by hand only when there is no date of birth. */
  age: string;
  contactNumber: string;
  area: string;
  address: string;
  schoolName: string;
  classStudying: string;
  admittedInSchool: boolean;
  endDate: string;
  /** Digits only; on edit, blank keeps the stored number. */
  aadhaar: string;
  /** Edit only: send null to remove the stored number. */
  removeAadhaar: boolean;
}

export type StudentFormErrors = Partial<Record<'name' | 'dob' | 'age' | 'contactNumber' | 'endDate' | 'aadhaar', string>>;

/** The API's field names, for the field a 400 names. */
export const SERVER_FIELDS: Record<string, keyof StudentFormErrors> = {
  name: 'name',
  dob: 'dob',
  age: 'age',
  contactNumber: 'contactNumber',
  endDate: 'endDate',
  aadharCard: 'aadhaar',
};

/** Optional +91 or 0, then 10 digits starting 6-9 (spaces and hyphens are dropped first). */
const INDIAN_MOBILE = /^(?:\+91|0)?[6-9]\d{9}$/;

function compactPhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A new record starts as a boy admitted today (SPEC §2, §3); an edit starts from the record. */
export function initialValues(today: string, student?: Student): StudentFormValues {
  return {
    name: student?.name ?? '',
    gender: student?.gender ?? 'male',
    fatherName: student?.fatherName ?? '',
    motherName: student?.motherName ?? '',
    dob: toDateInput(student?.dob),
    admissionDate: student ? toDateInput(student.admissionDate) : today,
    age: student?.age === null || student?.age === undefined ? '' : String(student.age),
    contactNumber: student?.contactNumber ?? '',
    area: student?.area ?? '',
    address: student?.address ?? '',
    schoolName: student?.schoolName ?? '',
    classStudying: student?.classStudying ?? '',
    admittedInSchool: student?.admittedInSchool ?? false,
    endDate: toDateInput(student?.endDate),
    // The stored number is never sent to the browser in full, so the field starts empty.
    aadhaar: '',
    removeAadhaar: false,
  };
}

function aadhaarProblem(digits: string): TeamKey | undefined {
  if (!digits) return undefined;
  if (digits.length !== 12) return 'errAadhaarLength';
  if (/^[01]/.test(digits)) return 'errAadhaarStart';
  if (!isValidAadhaar(digits)) return 'errAadhaarInvalid';
  return undefined;
}

/** The checks made before sending (the server makes them too), in the page's language. */
export function validateStudent(values: StudentFormValues, today: string, t: Translate<typeof TEAM_EN>): StudentFormErrors {
  const errors: StudentFormErrors = {};
  if (!values.name.trim()) errors.name = t('errName');
  if (values.dob && values.dob > today) errors.dob = t('errDobFuture');
  if (!values.dob && values.age.trim() && !/^\d{1,2}$/.test(values.age.trim())) errors.age = t('errAge');
  const phone = compactPhone(values.contactNumber);
  if (phone && !INDIAN_MOBILE.test(phone)) errors.contactNumber = t('errPhone');
  if (values.endDate && values.admissionDate && values.endDate < values.admissionDate) errors.endDate = t('errEndBefore');
  const problem = values.removeAadhaar ? undefined : aadhaarProblem(aadhaarDigits(values.aadhaar));
  const aadhaar = problem ? t(problem) : undefined;
  if (aadhaar) errors.aadhaar = aadhaar;
  return errors;
}

/** The age shown for a date of birth (the server derives the same). */
export function derivedAge(values: StudentFormValues, today: string): number | null {
  return values.dob ? ageOn(values.dob, today) : null;
}

/**
 * The request body. Text is trimmed, blank dates are ''. The age is sent only when there is no
 * date of birth (the server derives it otherwise). aadharCard: a new number replaces; on edit,
 * left out keeps the stored one and null removes it.
 */
export function toStudentInput(values: StudentFormValues, editing: boolean): StudentInput {
  const body: StudentInput = {
    name: values.name.trim(),
    gender: values.gender,
    fatherName: values.fatherName.trim(),
    motherName: values.motherName.trim(),
    dob: values.dob,
    admissionDate: values.admissionDate,
    address: values.address.trim(),
    area: values.area.trim(),
    contactNumber: compactPhone(values.contactNumber),
    admittedInSchool: values.admittedInSchool,
    schoolName: values.schoolName.trim(),
    classStudying: values.classStudying.trim(),
    endDate: values.endDate,
  };
  if (!values.dob) body.age = values.age.trim() ? Number(values.age) : null;
  const digits = aadhaarDigits(values.aadhaar);
  if (editing && values.removeAadhaar) body.aadharCard = null;
  else if (digits) body.aadharCard = digits;
  return body;
}
