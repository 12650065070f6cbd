import { PAGE_SIZE_DEFAULT, STUDENT_SORT_DEFAULT, studentSortKeys } from '@society/contracts';
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
      consentDate: '2024-03-28',
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
  return (_init, url) => {
    const query = new URL(url, 'http://site').searchParams;
    const search = (query.get('search') ?? '').toLowerCase();
    const sort = query.get('sort') ?? STUDENT_SORT_DEFAULT;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? PAGE_SIZE_DEFAULT);
    const key = (student: Student) => {
      const keys = studentSortKeys(student.name, student.classStudying);
      return sort.endsWith('class') ? keys.classKey : sort.endsWith('createdAt') ? student.createdAt : keys.nameKey;
    };
    const matching = students
      .filter((student) => !search || [student.name, student.fatherName, student.motherName, student.schoolName, student.classStudying, student.area].some((text) => text.toLowerCase().includes(search)))
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
    return { body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
  };
}
