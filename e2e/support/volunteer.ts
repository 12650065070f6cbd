// The volunteer portal's set-up through the real API: an onboarded applicant, HR's invite, the link from the
// mail the catcher received, and the password set with it.
import { randomInt } from 'node:crypto';
import type { LoginResponse } from '@society/contracts';
import { caughtMails } from './mail-inbox';
import { baseUrl } from './state';

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits for the invite mail to `email` (sent by the outbox in the background); the set-password link in it. */
export async function inviteLinkMailedTo(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const invites = (await caughtMails()).filter((mail) => mail.to.some((to) => to.address === email) && mail.subject.startsWith('Your volunteer account'));
    const link = /https?:\/\/\S+\/set-password#token=[\w-]+/.exec(invites[invites.length - 1]?.text ?? '');
    if (link) return link[0];
    if (Date.now() > deadline) throw new Error(`no invite mailed to ${email} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A phone number of its own for each applicant: the application form takes three an hour from one phone. */
function uniquePhone(): string {
  return `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A volunteer who can sign in: an intern application, onboarded and invited by HR, the password set from the mail's link. */
export async function volunteerAccount(hrToken: string, suffix: string): Promise<{ email: string; password: string }> {
  const email = `portal-${suffix}@example.org`;
  await call('/api/hr/applicants/intern', {
    method: 'POST',
    body: { name: `Portal Intern ${suffix}`, email, phone: uniquePhone(), gender: 'female', dob: '2002-05-06', course: 'BA', college: 'SD College, Ambala', interests: ['content-writing'], duration: '3-month', availability: 'part-time', reference: 'seminar', agreeToTerms: true },
  });
  const applicants = await call<Array<{ _id: string; email: string }>>('/api/hr/applicants', { token: hrToken });
  const applicant = applicants.find((candidate) => candidate.email === email);
  if (!applicant) throw new Error(`no applicant ${email}`);
  await call(`/api/hr/applicants/${applicant._id}`, { method: 'PUT', token: hrToken, body: { status: 'onboarded', assignedPosition: 'Content writer', assignedTeam: 'Outreach', doj: '2026-01-05' } });
  await call(`/api/hr/applicants/${applicant._id}/invite`, { method: 'POST', token: hrToken });
  const token = new URL(await inviteLinkMailedTo(email)).hash.replace('#token=', '');
  const password = `portal-password-${suffix}`;
  await call<LoginResponse>('/api/auth/set-password', { method: 'POST', body: { token, password } });
  return { email, password };
}
