import { JwtService } from '@nestjs/jwt';
import { getConnectionToken } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MESSAGES } from '@society/contracts';
import { LOGIN_LIMITS } from '../src/config/rate-limits';
import { DatabaseLifecycle } from '../src/database/database-lifecycle';
import { RevokedTokenRepository } from '../src/database/repositories/revoked-token.repository';
import { ThrottleHitRepository } from '../src/database/repositories/throttle-hit.repository';
import { LOGIN_EMAIL_BUCKET, LOGIN_IP_BUCKET } from '../src/modules/auth/login-throttle.service';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createUser, login, loginAs, uniqueEmail } from './helpers/factories';

const LOGIN = '/api/auth/login';

/** Each throttling test comes from its own client address (the app trusts the loopback proxy). */
function fromAddress(address: string) {
  return { 'X-Forwarded-For': address };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('auth', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  describe('POST /api/auth/login', () => {
    it('may be called without a token and returns {_id, email, role, token}', async () => {
      const { user, email, password } = await createUser(t.app, { role: 'hr' });

      const response = await request(t.http).post(LOGIN).send({ email, password }).expect(200);

      expect(Object.keys(response.body).sort()).toEqual(['_id', 'email', 'role', 'token']);
      expect(response.body).toMatchObject({ _id: String(user._id), email, role: 'hr' });
      expect(response.body.token.split('.')).toHaveLength(3);
      expect(response.text).not.toMatch(/passwordHash|argon2/);
    });

    it('accepts the email in any case and with surrounding spaces', async () => {
      const { email, password } = await createUser(t.app, { role: 'team' });
      await request(t.http).post(LOGIN).send({ email: `  ${email.toUpperCase()} `, password }).expect(200);
    });

    it("answers an unknown email and a wrong password alike: 401 'Invalid credentials'", async () => {
      const { email } = await createUser(t.app);

      const unknown = await request(t.http)
        .post(LOGIN)
        .set(fromAddress('10.0.0.1'))
        .send({ email: uniqueEmail('nobody'), password: 'whatever-password' });
      const wrong = await request(t.http).post(LOGIN).set(fromAddress('10.0.0.1')).send({ email, password: 'not-the-password' });

      expectError(unknown, 401, MESSAGES.invalidCredentials);
      expectError(wrong, 401, MESSAGES.invalidCredentials);
      expect(wrong.body).toEqual(unknown.body);
    });

    it('rejects a missing password with 400 naming the field', async () => {
      const response = await request(t.http).post(LOGIN).send({ email: 'someone@test.local' });
      expectError(response, 400, 'password is required');
      expect(response.body.errors).toEqual({ password: expect.arrayContaining(['password is required']) });
    });

    it('refuses a sixth attempt on one email within 15 minutes with 429, even with the right password', async () => {
      const { email, password } = await createUser(t.app);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await request(t.http).post(LOGIN).set(fromAddress('10.0.1.1')).send({ email, password: 'wrong-password' });
        expectError(response, 401, MESSAGES.invalidCredentials);
      }

      const blocked = await request(t.http).post(LOGIN).set(fromAddress('10.0.1.2')).send({ email, password });
      expectError(blocked, 429, MESSAGES.tooManyLoginAttempts);
    });

    it('checks only 5 of 20 passwords sent for one email at once; the other 15 get 429', async () => {
      const { email } = await createUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => request(t.http).post(LOGIN).set(fromAddress(`10.0.5.${i + 1}`)).send({ email, password: `guess-${i}` })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      for (const answer of answers.filter(({ status }) => status === 429)) expectError(answer, 429, MESSAGES.tooManyLoginAttempts);
    });

    it('refuses a client address after 20 failures within 15 minutes with 429, whatever the email', async () => {
      const { email, password } = await createUser(t.app);
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        await request(t.http)
          .post(LOGIN)
          .set(fromAddress('10.0.2.1'))
          .send({ email: uniqueEmail('guess'), password: 'wrong-password' })
          .expect(401);
      }

      const blocked = await request(t.http).post(LOGIN).set(fromAddress('10.0.2.1')).send({ email, password });
      expectError(blocked, 429, MESSAGES.tooManyLoginAttempts);
      // Another address is not affected.
      await request(t.http).post(LOGIN).set(fromAddress('10.0.2.2')).send({ email, password }).expect(200);
    });

    it("forgets an email's failures after a successful login", async () => {
      const { email, password } = await createUser(t.app);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await request(t.http).post(LOGIN).set(fromAddress('10.0.3.1')).send({ email, password: 'wrong-password' }).expect(401);
      }
      await request(t.http).post(LOGIN).set(fromAddress('10.0.3.1')).send({ email, password }).expect(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await request(t.http).post(LOGIN).set(fromAddress('10.0.3.1')).send({ email, password: 'wrong-password' }).expect(401);
      }
      await request(t.http).post(LOGIN).set(fromAddress('10.0.3.1')).send({ email, password }).expect(200);
    });
  });

  describe('GET /api/auth/me', () => {
    it('needs a token: 401 without one', async () => {
      expectError(await request(t.http).get('/api/auth/me'), 401, MESSAGES.sessionRequired);
    });

    it('returns {_id, email, role} of the logged-in user', async () => {
      const hr = await loginAs(t, 'hr');
      const response = await request(t.http).get('/api/auth/me').set('Authorization', hr.auth).expect(200);
      expect(response.body).toEqual({ _id: String(hr.user._id), email: hr.email, role: 'hr' });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('needs a token: 401 without one', async () => {
      expectError(await request(t.http).post('/api/auth/logout'), 401, MESSAGES.sessionRequired);
    });

    it('ends that token: a later call with it gets 401, while another session of the same user goes on', async () => {
      const team = await loginAs(t, 'team');
      const other = await login(t.http, team.email, team.password);

      await request(t.http).post('/api/auth/logout').set('Authorization', team.auth).expect(200);

      expectError(await request(t.http).get('/api/auth/me').set('Authorization', team.auth), 401, MESSAGES.sessionRequired);
      expectError(await request(t.http).post('/api/auth/logout').set('Authorization', team.auth), 401);
      await request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${other.token}`).expect(200);
    });

    it('is refused across app instances too (the revocation lives in the database)', async () => {
      const replica = await createTestApp({ database: t.database });
      const hr = await loginAs(t, 'hr');
      await request(t.http).post('/api/auth/logout').set('Authorization', hr.auth).expect(200);
      expectError(await request(replica.http).get('/api/auth/me').set('Authorization', hr.auth), 401);
    });
  });

  describe('tokens the guard refuses with 401', () => {
    /** Claims exactly like the login issues them; each test changes one thing about a token that otherwise works. */
    async function claimsFor(role: 'admin' | 'team' = 'admin') {
      const { user } = await createUser(t.app, { role });
      return { sub: String(user._id), role, jti: randomUUID(), pwdAt: 0 };
    }
    const sign = (claims: object, options: { expiresIn?: number; secret?: string } = {}) =>
      t.app.get(JwtService).signAsync(claims, options);
    const me = (token: string) => request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

    it('an expired token', async () => {
      const claims = await claimsFor();
      await me(await sign(claims)).expect(200);
      expectError(await me(await sign({ ...claims, jti: randomUUID() }, { expiresIn: -10 })), 401, MESSAGES.sessionRequired);
    });

    it('a token whose payload was changed (role raised to admin)', async () => {
      const team = await loginAs(t, 'team');
      const [header, payload, signature] = team.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
      await request(t.http).get('/api/auth/me').set('Authorization', team.auth).expect(200);
      expectError(await request(t.http).get('/api/admin/users').set('Authorization', `Bearer ${forged}`), 401, MESSAGES.sessionRequired);
    });

    it("an unsigned token (alg 'none')", async () => {
      const signed = await sign(await claimsFor());
      await me(signed).expect(200);
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${signed.split('.')[1]}.`;
      expectError(await me(unsigned), 401, MESSAGES.sessionRequired);
    });

    it('a token signed with another secret', async () => {
      const claims = await claimsFor();
      await me(await sign(claims)).expect(200);
      expectError(await me(await sign(claims, { secret: 'another-secret-another-secret-another-secret' })), 401);
    });

    it('a token of a user who no longer exists', async () => {
      const claims = { ...(await claimsFor()), sub: '0123456789abcdef01234567' };
      expectError(await me(await sign(claims)), 401, MESSAGES.sessionRequired);
    });

    it('garbage in the Authorization header', async () => {
      expectError(await request(t.http).get('/api/auth/me').set('Authorization', 'Bearer not.a.token'), 401, MESSAGES.sessionRequired);
      expectError(await request(t.http).get('/api/auth/me').set('Authorization', 'Basic abc'), 401, MESSAGES.sessionRequired);
    });
  });

  describe('expiry without TTL indexes', () => {
    it('ignores failures whose 15-minute window has passed, and the periodic clean-up deletes expired records', async () => {
      const { email } = await createUser(t.app);
      const hits = t.app.get(ThrottleHitRepository);
      const revoked = t.app.get(RevokedTokenRepository);
      const past = new Date(Date.now() - 1000);
      // Six failures two windows ago: outside the sliding window, so they no longer count.
      const longAgo = new Date(Date.now() - 2 * LOGIN_LIMITS.windowMs - 1000);
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await hits.hitAndCount(LOGIN_EMAIL_BUCKET, email, LOGIN_LIMITS.windowMs, longAgo);
        await hits.hitAndCount(LOGIN_IP_BUCKET, '10.0.4.1', LOGIN_LIMITS.windowMs, longAgo);
      }
      await revoked.revoke('expired-jti', past);

      const response = await request(t.http).post(LOGIN).set(fromAddress('10.0.4.1')).send({ email, password: 'wrong-password' });
      expectError(response, 401, MESSAGES.invalidCredentials);

      const stored = () => t.app.get(getConnectionToken()).collection('throttle_hits').countDocuments({ key: '10.0.4.1' });
      expect(await stored()).toBe(2); // the old window and the fresh failure's
      await t.app.get(DatabaseLifecycle).cleanUp();
      expect(await stored()).toBe(1); // only the fresh failure is left
      expect(await hits.count(LOGIN_IP_BUCKET, '10.0.4.1', LOGIN_LIMITS.windowMs)).toBe(1);
      expect(await revoked.isRevoked('expired-jti')).toBe(false);
    });
  });
});
