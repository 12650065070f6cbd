import type { Applicant } from '../features/applicants/api/get-applicants';

let next = 0;

/** An applicant as the API returns it; override what the test is about. */
export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  next += 1;
  return {
    _id: `a${next}`,
    type: 'volunteer',
    name: `Applicant ${next}`,
    email: `applicant${next}@example.org`,
    phone: '9876543210',
    gender: 'female',
    dob: '2000-01-15T00:00:00.000Z',
    interests: ['teaching'],
    availability: 10,
    reference: 'instagram',
    experience: '',
    agreeToTerms: true,
    status: 'pending',
    remarks: [],
    createdAt: '2025-04-01T10:00:00.000Z',
    updatedAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}
