import { STUDENT_SORT_DEFAULT, studentSortKeys } from '@society/contracts';
import { fakePage } from '@society/web-kit/src/testing/fake-page';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import type { Student } from '../features/students/api/get-students';

let next = 0;

/** A student as the API returns one; give only what the test is about. */
export function aStudent(fields: Partial<Student> = {}): Student {
  next += 1;
  return {
    _id: `s${next}`,
    name: `Child ${next}`,
    gender: 'male',
    fatherName: '',
    motherName: '',
    dob: null,
    admissionDate: '2024-04-01T00:00:00.000Z',
    age: null,
    address: '',
    area: '',
    contactNumber: '',
    admittedInSchool: false,
    schoolName: '',
    classStudying: '',
    aadharMasked: null,
    endDate: null,
    guardianConsent: {
      guardianName: 'Sunita Devi',
      relation: 'mother',
      phone: '98765 43210',
      method: 'in-person',
      idDocumentSeen: 'voter-id',
      hasSignedForm: false,
      photoConsent: false,
      consentDate: '2024-03-28',
      language: 'hi',
      recordedBy: 'team@society.test',
      recordedAt: '2024-04-01T09:00:00.000Z',
    },
    consentWithdrawal: null,
    createdAt: '2024-04-01T09:00:00.000Z',
    updatedAt: '2024-04-01T09:00:00.000Z',
    ...fields,
  };
}

/**
 * A fake GET /api/team/students like the API's: a page of `students`, searched in the names, school, class
 * and area, in the order of the API's sort keys.
 */
export function studentPages(students: readonly Student[]): (init: RequestInit, url: string) => FakeReply {
  return (_init, url) => ({
    body: fakePage(students, url, {
      searchIn: (student) => [student.name, student.fatherName, student.motherName, student.schoolName, student.classStudying, student.area],
      sortKey: (student, field) => (field === 'class' ? studentSortKeys(student.name, student.classStudying).classKey : field === 'createdAt' ? student.createdAt : studentSortKeys(student.name, '').nameKey),
      defaultSort: STUDENT_SORT_DEFAULT,
    }),
  });
}
