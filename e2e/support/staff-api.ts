// API calls the staff dashboard specs use for setup and for checks the screens cannot show
// (stored dates, who wrote a remark). Everything goes through nginx, like the browser's calls.
import crypto from 'node:crypto';
import type { Announcement, ApplicantStatus, InternApplicationRequest } from '@society/contracts';
import { baseUrl } from './state';

/** The stored fields of an applicant these specs check (GET /api/hr/applicants). */
export interface StoredApplicant {
  _id: string;
  email: string;
  status: ApplicantStatus;
  assignedPosition: string | null;
  assignedTeam: string | null;
  interviewDate: string | null;
  doj: string | null;
  dol: string | null;
  rejectionReason: string | null;
  remarks: Array<{ _id: string; date: string; text: string; author: string }>;
}

/** A short random suffix, so records of one run never collide with another spec's. */
export function uniqueSuffix(): string {
  return crypto.randomBytes(3).toString('hex');
}

async function callJson<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET /api/hr/applicants, then the one with this email. */
export async function storedApplicant(token: string, email: string): Promise<StoredApplicant> {
  const applicants = await callJson<StoredApplicant[]>('/api/hr/applicants', { token });
  const found = applicants.find((applicant) => applicant.email === email);
  if (!found) throw new Error(`no applicant with the email ${email}`);
  return found;
}

/** POST /api/hr/applicants/intern, the public endpoint (counts against its per-address limit). */
export async function applyAsIntern(request: InternApplicationRequest): Promise<void> {
  await callJson('/api/hr/applicants/intern', { method: 'POST', body: request });
}

export function createAnnouncement(token: string, input: Pick<Announcement, 'Title' | 'Announcement' | 'order'>): Promise<Announcement> {
  return callJson<Announcement>('/api/public/Announcement', { method: 'POST', token, body: input });
}

export async function deleteAnnouncement(token: string, id: string): Promise<void> {
  await callJson(`/api/public/Announcement/${id}`, { method: 'DELETE', token });
}

export function publicAnnouncements(): Promise<Announcement[]> {
  return callJson<Announcement[]>('/api/public/Announcement');
}

/** Status of a plain GET (for example an upload that should be gone). */
export async function getStatus(path: string): Promise<number> {
  return (await fetch(`${baseUrl()}${path}`)).status;
}
