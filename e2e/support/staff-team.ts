// What the team dashboard spec needs beside the browser: Aadhaar numbers that pass the server's
// check, students created straight through the team API, and the API's raw answers.
import crypto from 'node:crypto';
import { isValidAadhaar } from '@society/contracts';
import { baseUrl } from './state';

/** The fields of a student (GET /api/team/students) this spec reads. */
export interface StoredStudent {
  _id: string;
  name: string;
  gender: string;
  fatherName: string;
  classStudying: string;
  schoolName: string;
  admissionDate: string | null;
  aadharMasked: string | null;
  guardianConsent: { guardianName: string; method: string; hasSignedForm: boolean; recordedBy: string } | null;
}

/**
 * A random 12-digit Aadhaar number the server accepts: first digit 2-9, then ten random digits,
 * then whichever check digit makes it Verhoeff-valid (exactly one of the ten does).
 */
export function randomAadhaar(): string {
  const body = `${2 + crypto.randomInt(8)}${Array.from({ length: 10 }, () => crypto.randomInt(10)).join('')}`;
  for (let check = 0; check < 10; check += 1) {
    if (isValidAadhaar(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error(`no Verhoeff check digit for ${body}`);
}

/** '234567890124' → '2345 6789 0124', as the dashboard writes a revealed number. */
export function groupedAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Today in India as YYYY-MM-DD: the day the student form and the API count in. */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** A request to the API through nginx; the status and the body exactly as sent. */
export async function rawCall(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, text: await response.text() };
}

/** A guardian's consent seen in person (every student is saved with one). */
export const GUARDIAN_CONSENT = {
  guardianName: 'Kamla Devi',
  guardianRelation: 'mother',
  guardianPhone: '98123 45678',
  consentMethod: 'in-person',
  idDocumentSeen: 'voter-id',
  consentDate: '2026-11-02',
};

/** POST /api/team/students as a team user, with the guardian's consent; fails unless the student was created. */
export async function createStudent(token: string, body: Record<string, unknown>): Promise<StoredStudent> {
  const { status, text } = await rawCall('/api/team/students', { method: 'POST', token, body: { ...GUARDIAN_CONSENT, ...body } });
  if (status !== 201) throw new Error(`creating a student failed: ${status} ${text}`);
  return JSON.parse(text) as StoredStudent;
}

/** GET /api/team/students as a team user: the raw body and the parsed list. */
export async function listStudents(token: string): Promise<{ text: string; students: StoredStudent[] }> {
  const { status, text } = await rawCall('/api/team/students', { token });
  if (status !== 200) throw new Error(`listing students failed: ${status} ${text}`);
  return { text, students: JSON.parse(text) as StoredStudent[] };
}
