// Calls to the real API through nginx, for test data the browser specs need.
import crypto from 'node:crypto';
import { baseUrl, E2E_ADMIN } from './state';

export type StaffRole = 'admin' | 'hr' | 'team';

/** A call to the API through nginx, as JSON when there is a body. */
export async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export async function loginToken(email: string, password: string): Promise<string> {
  const response = await call('/api/auth/login', { method: 'POST', body: { email, password } });
  if (response.status !== 200 && response.status !== 201) {
    throw new Error(`login as ${email} failed: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}

let adminToken: Promise<string> | undefined;
export function adminLoginToken(): Promise<string> {
  adminToken ??= loginToken(E2E_ADMIN.email, E2E_ADMIN.password);
  return adminToken;
}

/** Creates a user with a unique address through the admin users API; returns its credentials. */
export async function createUser(role: StaffRole): Promise<{ email: string; password: string }> {
  const email = `e2e-${role}-${crypto.randomBytes(4).toString('hex')}@society.test`;
  const password = `Pass-${crypto.randomBytes(9).toString('base64url')}`;
  const response = await call('/api/admin/users', {
    method: 'POST',
    token: await adminLoginToken(),
    body: { email, password, role },
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`creating a ${role} user failed: ${response.status} ${await response.text()}`);
  }
  return { email, password };
}

/** Sign-in details for one account of each staff role: the suite's admin and a new hr and team user. */
export async function staffAccounts(): Promise<Record<StaffRole, { email: string; password: string }>> {
  return { admin: { ...E2E_ADMIN }, hr: await createUser('hr'), team: await createUser('team') };
}

/** Status of GET /api/auth/me with the given token. */
export async function meStatus(token: string): Promise<number> {
  return (await call('/api/auth/me', { token })).status;
}
