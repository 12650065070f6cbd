import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ROLES, SAFEGUARDING_API_MESSAGES, type Role } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call } from './helpers/access';
import { loginAs, type LoggedIn } from './helpers/factories';
import { allowedRoles, concretePath, discoverRoutes, expressRoutes, key, type DiscoveredRoute } from './helpers/hardening-routes';

/**
 * Every route that answers without a token. A route made public must be added here on purpose: the test
 * compares this list with the @Public() routes the running app really has.
 */
const EXPECTED_PUBLIC_ROUTES = [
  'GET /api/admin/coreteam',
  'GET /api/admin/gallery',
  'GET /api/health',
  'GET /api/public/Announcement',
  'GET /api/public/certificates/:code',
  'GET /api/public/payment-details',
  'GET /api/public/publications',
  'GET /api/public/settings',
  'GET /api/public/upi-qr',
  'GET /api/uploads/public/:folder/:file',
  'POST /api/auth/login',
  'POST /api/auth/set-password',
  'POST /api/hr/applicants/intern',
  'POST /api/hr/applicants/volunteer',
  'POST /api/public/contact',
  'POST /api/public/data-requests',
  'POST /api/public/data-requests/confirm',
  'POST /api/public/data-requests/export',
  'POST /api/public/donations',
  'POST /api/public/increment-visitor',
];

/** The only routes without @Roles: any signed-in user may end or read their own session. */
const ANY_USER_ROUTES = ['GET /api/auth/me', 'POST /api/auth/logout'];

/** The OpenAPI docs are the only thing Express serves outside Nest's controllers (and so outside the guard). */
const OUTSIDE_NEST = /^\/api\/docs([/-]|$)/;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('authorisation matrix (every route, read from the running app)', () => {
  let t: TestApp;
  let routes: DiscoveredRoute[];
  const sessions = {} as Record<Role, LoggedIn>;
  /** Tokens of each role that must be refused with 401. */
  const badTokens = {} as Record<Role, Record<'expired' | 'tampered' | 'alg none' | 'logged out', string>>;
  const missingId = new Types.ObjectId().toHexString();

  beforeAll(async () => {
    t = await createTestApp();
    routes = discoverRoutes(t.app);
    const jwt = t.app.get(JwtService);
    for (const role of ROLES) {
      sessions[role] = await loginAs(t, role);
      const [header, payload, signature] = sessions[role].token.split('.');
      const claims = { sub: String(sessions[role].user._id), role, jti: randomUUID(), pwdAt: 0 };
      const loggedOut = await loginAs(t, role);
      await request(t.http).post('/api/auth/logout').set('Authorization', loggedOut.auth).expect(200);
      badTokens[role] = {
        expired: await jwt.signAsync(claims, { expiresIn: -10 }),
        // A changed first character always changes the decoded signature bytes.
        tampered: `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
        'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        'logged out': loggedOut.token,
      };
    }
  });

  const pathOf = (route: DiscoveredRoute) => concretePath(route.pattern, missingId);
  const send = (route: DiscoveredRoute, auth?: string) => {
    const test = call(t.http, [route.method, pathOf(route)], auth);
    return route.method === 'post' || route.method === 'put' ? test.send({}) : test;
  };
  const line = (route: DiscoveredRoute, what: string, status: number) => `${key(route)} ${what} → ${status}`;

  it('finds the same routes in Nest metadata as on the Express router, and nothing else outside the guard', () => {
    const nest = routes.map(key).sort();
    const express = expressRoutes(t.app).filter((route) => !OUTSIDE_NEST.test(route.pattern)).map(key).sort();
    expect(express).toEqual(nest);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('has a decision for every route: public routes are exactly the acknowledged list, every other route names its roles', () => {
    expect(routes.filter((route) => route.access === 'public').map(key)).toEqual(EXPECTED_PUBLIC_ROUTES);
    expect(routes.filter((route) => route.access === 'any-user').map(key)).toEqual(ANY_USER_ROUTES);
    // The activity log is read by admins alone, and only read: no other method on its paths.
    const activity = routes.filter((route) => route.pattern.startsWith('/api/admin/activity'));
    expect(activity.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`)).toEqual([
      'GET /api/admin/activity admin',
      'GET /api/admin/activity/export.csv admin',
    ]);
    // A volunteer's routes are theirs alone; the portal's HR routes are HR's alone (no admin, no volunteer).
    const rolesOf = (prefix: RegExp) => [...new Set(routes.filter((route) => prefix.test(route.pattern)).map((route) => allowedRoles(route.access).join(',')))];
    expect(rolesOf(/^\/api\/volunteer\//)).toEqual(['volunteer']);
    expect(rolesOf(/^\/api\/hr\/(leave-requests|exit-requests|certificates|volunteer-accounts|applicants\/:id\/(invite|account))/)).toEqual(['hr']);
    // A child's consent: the team's for students, HR's for applicants, nobody else's (not even an admin's).
    expect(rolesOf(/^\/api\/team\/students\/:id\/guardian-consent/)).toEqual(['team']);
    expect(rolesOf(/^\/api\/hr\/applicants\/:id\/guardian-consent/)).toEqual(['hr']);
    const consentRoutes = routes.filter((route) => route.pattern.includes('/guardian-consent')).map(key).sort();
    expect(consentRoutes).toEqual([
      'GET /api/hr/applicants/:id/guardian-consent/form',
      'GET /api/team/students/:id/guardian-consent/form',
      'POST /api/hr/applicants/:id/guardian-consent/withdraw',
      'POST /api/team/students/:id/guardian-consent/withdraw',
      'PUT /api/hr/applicants/:id/guardian-consent',
      'PUT /api/team/students/:id/guardian-consent',
    ]);
    // The retention schedule is read by admins alone; only the daily job deletes.
    const retention = routes.filter((route) => route.pattern.startsWith('/api/admin/retention'));
    expect(retention.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`)).toEqual(['GET /api/admin/retention admin']);
    // The breach register names people and drafts what the society tells the Board: admins alone.
    const breaches = routes.filter((route) => route.pattern.startsWith('/api/admin/breaches'));
    expect(breaches.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`).sort()).toEqual([
      'GET /api/admin/breaches admin',
      'GET /api/admin/breaches/:id admin',
      'GET /api/admin/breaches/:id/affected admin',
      'POST /api/admin/breaches admin',
      'POST /api/admin/breaches/:id/notices admin',
      'POST /api/admin/breaches/:id/progress admin',
      'PUT /api/admin/breaches/:id admin',
    ]);
    // The gallery and publications: read by everyone (listed above); added, edited (their texts, Hindi included) and deleted by admins alone.
    const siteContent = routes.filter((route) => /^\/api\/admin\/(addImage|image|gallery|publications)(\/|$)/.test(route.pattern) && route.access !== 'public');
    expect(siteContent.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`).sort()).toEqual([
      'DELETE /api/admin/image/:id admin',
      'DELETE /api/admin/publications/:id admin',
      'GET /api/admin/publications admin',
      'POST /api/admin/addImage admin',
      'POST /api/admin/publications admin',
      'PUT /api/admin/gallery/:id admin',
      'PUT /api/admin/publications/:id admin',
    ]);
    // The register of data-rights requests is the admin's alone (it names people and erases their data).
    expect(rolesOf(/^\/api\/admin\/data-requests/)).toEqual(['admin']);
    // Bank statements (issue 33): their lines, imports and matches are the admin's alone.
    const bankStatements = routes.filter((route) => route.pattern.startsWith('/api/admin/bank-statements'));
    expect(bankStatements.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`).sort()).toEqual([
      'GET /api/admin/bank-statements admin',
      'GET /api/admin/bank-statements/banks admin',
      'POST /api/admin/bank-statements admin',
      'POST /api/admin/bank-statements/confirm admin',
      'POST /api/admin/bank-statements/credits/:creditId/dismiss admin',
      'POST /api/admin/bank-statements/credits/:creditId/match admin',
      'POST /api/admin/bank-statements/credits/:creditId/record admin',
    ]);
    // Form 10BE certificates and a donor's history carry donors' PANs and money (issue 33): admins alone.
    const donorRoutes = routes.filter((route) => /^\/api\/admin\/(form-10be|donors)(\/|$)/.test(route.pattern));
    expect(donorRoutes.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`).sort()).toEqual([
      'GET /api/admin/donors/of-donation/:id admin',
      'GET /api/admin/form-10be admin',
      'GET /api/admin/form-10be/:id/pdf admin',
      'GET /api/admin/form-10be/of-donations admin',
      'POST /api/admin/form-10be admin',
      'POST /api/admin/form-10be/:id/resend admin',
      'POST /api/admin/form-10be/rematch admin',
      'POST /api/admin/form-10be/send admin',
    ]);
    expect(rolesOf(/^\/api\/admin\/donations\/form-10bd/)).toEqual(['admin']);
    // The class register (issue 44): children's attendance, levels and visits are the team's alone; the admin
    // keeps centres and batches and corrects a day after the teachers' window, and reads no child's register.
    // (The reports' routes, outcomes, progress cards, remarks and a child's data export, are listed with their own tests.)
    expect(rolesOf(/^\/api\/team\/register\//)).toEqual(['team']);
    expect(rolesOf(/^\/api\/admin\/register\//)).toEqual(['admin']);
    const register = routes.filter((route) => /^\/api\/(team|admin)\/register\//.test(route.pattern) && !/outcomes|progress-card|remarks|data-export/.test(route.pattern));
    expect(register.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`).sort()).toEqual([
      'GET /api/admin/register/batches admin',
      'GET /api/admin/register/centres admin',
      'GET /api/team/register/batches team',
      'GET /api/team/register/batches/:id/children team',
      'GET /api/team/register/batches/:id/days/:day team',
      'GET /api/team/register/batches/:id/months/:month team',
      'GET /api/team/register/centres team',
      'GET /api/team/register/children/:studentId team',
      'GET /api/team/register/follow-ups team',
      'GET /api/team/register/rounds team',
      'GET /api/team/register/snapshot team',
      'GET /api/team/register/teachers team',
      'POST /api/admin/register/batches admin',
      'POST /api/admin/register/centres admin',
      'POST /api/team/register/batches team',
      'POST /api/team/register/centres team',
      'POST /api/team/register/records team',
      'PUT /api/admin/register/batches/:id admin',
      'PUT /api/admin/register/batches/:id/days/:day admin',
      'PUT /api/admin/register/centres/:id admin',
      'PUT /api/team/register/batches/:id team',
      'PUT /api/team/register/batches/:id/enrolments team',
      'PUT /api/team/register/centres/:id team',
      'PUT /api/team/register/rounds team',
    ]);
    // Volunteer sessions and hours (issue 45): HR's, a batch's teachers', the volunteer's own; no role shares another's.
    const sessions = routes.filter((route) => /^\/api\/(hr|team|volunteer)\/(sessions|hours)(\/|$)/.test(route.pattern));
    expect(sessions.map((route) => `${key(route)} ${allowedRoles(route.access).join(',')}`).sort()).toEqual([
      'GET /api/hr/hours hr',
      'GET /api/hr/hours/approved-total hr',
      'GET /api/hr/sessions hr',
      'GET /api/hr/sessions/:id hr',
      'GET /api/team/sessions team',
      'GET /api/team/sessions/:id team',
      'GET /api/team/sessions/:id/check-in-code team',
      'GET /api/volunteer/hours volunteer',
      'GET /api/volunteer/sessions volunteer',
      'GET /api/volunteer/sessions/mine volunteer',
      'POST /api/hr/hours/:id/approve hr',
      'POST /api/hr/hours/:id/reject hr',
      'POST /api/hr/hours/approve hr',
      'POST /api/hr/sessions hr',
      'POST /api/hr/sessions/:id/assign hr',
      'POST /api/hr/sessions/:id/cancel hr',
      'POST /api/team/sessions team',
      'POST /api/team/sessions/:id/attendance team',
      'POST /api/team/sessions/:id/cancel team',
      'POST /api/volunteer/hours volunteer',
      'POST /api/volunteer/sessions/:id/cancel volunteer',
      'POST /api/volunteer/sessions/:id/check-in volunteer',
      'POST /api/volunteer/sessions/:id/check-out volunteer',
      'POST /api/volunteer/sessions/:id/sign-up volunteer',
      'PUT /api/hr/sessions/:id hr',
    ]);
  });

  it('answers every non-public route without a token with 401', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const response = await send(route);
      if (response.status !== 401 || typeof response.body.message !== 'string') wrong.push(line(route, 'no token', response.status));
    }
    expect(wrong).toEqual([]);
  });

  it('answers every role route with 403 for a valid token of each role it does not name', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => r.access !== 'public')) {
      for (const role of ROLES.filter((r) => !allowedRoles(route.access).includes(r))) {
        const response = await send(route, sessions[role].auth);
        checked += 1;
        if (response.status !== 403 || typeof response.body.message !== 'string') wrong.push(line(route, role, response.status));
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  it('answers every non-public route with 401 for an expired, tampered, unsigned (alg none) or logged-out token of a right role', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const role = allowedRoles(route.access)[0];
      for (const [kind, token] of Object.entries(badTokens[role])) {
        const response = await send(route, `Bearer ${token}`);
        if (response.status !== 401) wrong.push(line(route, `${kind} ${role} token`, response.status));
      }
    }
    expect(wrong).toEqual([]);
  });

  const LEAD_ONLY = new Set(['GET /api/safeguarding/concerns', 'GET /api/safeguarding/concerns/:id', 'POST /api/safeguarding/concerns/:id/steps']);

  it('lets every right role through (any answer but 401/403 for a minimal request)', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      for (const role of allowedRoles(route.access)) {
        // Logging out ends the token, so that route gets a session of its own.
        const auth = key(route) === 'POST /api/auth/logout' ? (await loginAs(t, role)).auth : sessions[role].auth;
        const response = await send(route, auth);
        // The concerns register's reads let in the roles a safeguarding lead may have; the service then lets in
        // only the admin and the person named lead, saying so (issue 45).
        if (LEAD_ONLY.has(key(route)) && role !== 'admin' && response.status === 403 && response.body.message === SAFEGUARDING_API_MESSAGES.safeguardingConcernsForbidden) continue;
        if ([401, 403].includes(response.status) || response.status >= 500) wrong.push(line(route, role, response.status));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets visitors call every public route, also with a stale or broken token', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access === 'public')) {
      for (const auth of [undefined, `Bearer ${badTokens.admin.expired}`, 'Bearer not.a.token']) {
        const response = await send(route, auth);
        if ([401, 403].includes(response.status) || response.status >= 500) wrong.push(line(route, auth ?? 'no token', response.status));
      }
    }
    expect(wrong).toEqual([]);
  });
});
