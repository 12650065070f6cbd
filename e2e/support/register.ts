// The class register's test data for the browser specs, made through the real API behind nginx: teachers (team
// users) with their ids and tokens, a centre, a batch they teach meeting every day, children with a guardian's
// consent enrolled in it, and the API's own reads of what arrived.
import { academicYearOf, WEEKDAYS, type AuditPage, type ChildProgressView, type RecordResult, type RegisterDayView, type RegisterRecord } from '@society/contracts';
import { adminLoginToken, call, createUser } from './api';
import { uniqueSuffix } from './staff-api';
import { createStudent, randomAadhaar, todayInIndia } from './staff-team';

export interface Teacher {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface RegisterBatch {
  id: string;
  name: string;
  children: Array<{ id: string; name: string }>;
}

async function json<T>(path: string, init: { method?: string; token: string; body?: unknown }): Promise<T> {
  const response = await call(path, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new team user, signed in through the API (its id and token for the setup). */
export async function newTeacher(): Promise<Teacher> {
  const user = await createUser('team');
  const { _id, token } = await json<{ _id: string; token: string }>('/api/auth/login', { method: 'POST', token: '', body: user });
  return { ...user, id: _id, token };
}

/** A centre and a batch taught by `teachers` every day of the week, with `count` consented children enrolled today. */
export async function batchOf(teachers: Teacher[], count: number): Promise<RegisterBatch> {
  const run = uniqueSuffix();
  const [owner] = teachers;
  const centre = await json<{ id: string }>('/api/team/register/centres', {
    method: 'POST',
    token: owner.token,
    body: { name: `Topkhana Centre ${run}`, area: 'Topkhana', address: 'Near the water tank, Ambala Cantt' },
  });
  const name = `Evening batch ${run}`;
  const batch = await json<{ id: string }>('/api/team/register/batches', {
    method: 'POST',
    token: owner.token,
    body: { centreId: centre.id, name, days: [...WEEKDAYS], startTime: '16:00', endTime: '18:00', teacherIds: teachers.map((teacher) => teacher.id), academicYear: academicYearOf(todayInIndia()) },
  });
  const names = ['Asha Kumari', 'Ravi Sharma', 'Meena Devi', 'Sonu Verma'].slice(0, count).map((first) => `${first} ${run}`);
  const children = [];
  for (const childName of names) {
    const student = await createStudent(owner.token, { name: childName, fatherName: 'Suresh Prasad', classStudying: 'Class 3', aadharCard: randomAadhaar() });
    children.push({ id: student._id, name: childName });
  }
  await json('/api/team/register/batches/' + batch.id + '/enrolments', { method: 'PUT', token: owner.token, body: { studentIds: children.map((child) => child.id) } });
  return { id: batch.id, name, children };
}

/** The batch's day as the API answers it. */
export function registerDay(token: string, batchId: string, day: string): Promise<RegisterDayView> {
  return json<RegisterDayView>(`/api/team/register/batches/${batchId}/days/${day}`, { token });
}

/** A child's page as the API answers it. */
export function childProgress(token: string, studentId: string): Promise<ChildProgressView> {
  return json<ChildProgressView>(`/api/team/register/children/${studentId}`, { token });
}

/** POST /api/team/register/records, as a phone sends them. */
export async function sendRecords(token: string, records: RegisterRecord[]): Promise<RecordResult[]> {
  return (await json<{ results: RecordResult[] }>('/api/team/register/records', { method: 'POST', token, body: { records } })).results;
}

/** The activity log's changes to the batch's day (newest first), as the admin reads them. */
export async function dayChanges(batchName: string, day: string): Promise<AuditPage['items']> {
  const page = await json<AuditPage>('/api/admin/activity?kind=register-day&pageSize=100', { token: await adminLoginToken() });
  return page.items.filter((entry) => entry.recordLabel === `${batchName}, ${day}`);
}

/** The India day `days` after `day` (YYYY-MM-DD). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
