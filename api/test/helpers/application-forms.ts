import { uniqueEmail, uniquePhone } from './factories';

/** A valid volunteer application of a new person (own email and phone), as the public form sends it. */
export function volunteerApplication(fields: Record<string, unknown> = {}) {
  return {
    name: 'Rohan Gupta',
    email: uniqueEmail('volunteer'),
    phone: uniquePhone(),
    gender: 'male',
    dob: '2001-08-15',
    area: 'teaching',
    experience: 'Tutored my neighbours for two years.',
    availability: 10,
    referralSource: 'instagram',
    agreeToTerms: true,
    ...fields,
  };
}

/** A valid internship application of a new person (own email and phone), as the public form sends it. */
export function internApplication(fields: Record<string, unknown> = {}) {
  return {
    name: 'Simran Kaur',
    email: uniqueEmail('intern'),
    phone: uniquePhone(),
    gender: 'female',
    dob: '2003-01-31',
    course: 'B.A. Social Work',
    college: 'Panjab University',
    interests: 'content-writing',
    duration: '3-month',
    availability: 'part-time',
    reference: 'word-of-mouth',
    agreeToTerms: true,
    ...fields,
  };
}

/** A guardian's consent as the team's or HR's form records it: seen in person with a voter ID. */
export function guardianConsentFields(fields: Record<string, unknown> = {}) {
  return {
    guardianName: 'Sunita Devi',
    guardianRelation: 'mother',
    guardianPhone: '98765 43210',
    consentMethod: 'in-person',
    idDocumentSeen: 'voter-id',
    consentDate: '2026-11-02',
    ...fields,
  };
}
