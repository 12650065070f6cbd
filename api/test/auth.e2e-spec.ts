import { JwtService } from '@nestjs/jwt';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MESSAGES } from '@society/contracts';
import { LOGIN_LIMITS } from '../src/config/rate-limits';
import { DatabaseLifecycle } from '../src/database/database-lifecycle';
import { RevokedTokenRepository } from '../src/database/repositories/revoked-token.repository';
import { ThrottleHitRepository } from '../src/database/repositories/throttle-hit.repository';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { LOGIN_EMAIL_BUCKET, LOGIN_EMAIL_IP_BUCKET, LOGIN_IP_BUCKET, loginPairKey } from '../src/modules/auth/login-throttle.service';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, createUser, login, loginAs, uniqueEmail } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';

const LOGIN = '/api/auth/login';

/** Each throttling test comes from its own client address (the app trusts the loopback proxy). */
function fromAddress(address: string) {
  return { 'X-Forwarded-For': address };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('auth', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;

  beforeAll(async () => {
    await inbox.start();
    // Mail on for the owner's alert of failed sign-ins; only the tests drive the outbox (runOnce).
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000' } });
  });

  afterAll(() => inbox.stop());

  /** `count` failures of `email` already counted, as many addresses' guesses would have left them. */
  async function seedFailures(email: string, count: number) {
    const hits = t.app.get(ThrottleHitRepository);
    for (let i = 0; i < count; i += 1) await hits.hitAndCount(LOGIN_EMAIL_BUCKET, email, LOGIN_LIMITS.windowMs);
  }

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

    it('refuses a sixth attempt on one email from one address within 15 minutes with 429, even with the right password', async () => {
      const { email, password } = await createUser(t.app);
      for (let attempt = 1; attempt <= LOGIN_LIMITS.maxFailuresPerEmailAndIp; attempt += 1) {
        const response = await request(t.http).post(LOGIN).set(fromAddress('10.0.1.1')).send({ email, password: 'wrong-password' });
        expectError(response, 401, MESSAGES.invalidCredentials);
      }

      const blocked = await request(t.http).post(LOGIN).set(fromAddress('10.0.1.1')).send({ email, password });
      expectError(blocked, 429, MESSAGES.tooManyLoginAttempts);
    });

    it("does not let five failures from one address stop the right password from another (a stranger cannot lock the owner out)", async () => {
      const { email, password } = await createUser(t.app);
      for (let attempt = 1; attempt <= LOGIN_LIMITS.maxFailuresPerEmailAndIp; attempt += 1) {
        await request(t.http).post(LOGIN).set(fromAddress('10.0.6.1')).send({ email, password: 'wrong-password' }).expect(401);
      }

      await request(t.http).post(LOGIN).set(fromAddress('10.0.6.2')).send({ email, password }).expect(200);
      // The stranger's address stays refused, the right password too.
      expectError(await request(t.http).post(LOGIN).set(fromAddress('10.0.6.1')).send({ email, password }), 429, MESSAGES.tooManyLoginAttempts);
    });

    it('checks only 5 of 20 passwords sent for one email from one address at once; the other 15 get 429', async () => {
      const { email } = await createUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => request(t.http).post(LOGIN).set(fromAddress('10.0.5.1')).send({ email, password: `guess-${i}` })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      for (const answer of answers.filter(({ status }) => status === 429)) expectError(answer, 429, MESSAGES.tooManyLoginAttempts);
    });

    it(`locks the email after ${LOGIN_LIMITS.maxFailuresPerEmail} failures within 15 minutes from many addresses, the right password too, checking no more than that`, async () => {
      const { email, password } = await createUser(t.app);
      // The failures of many addresses so far, one each (sent for real, they cost a password check each).
      await seedFailures(email, LOGIN_LIMITS.maxFailuresPerEmail - 5);
      // Ten more guesses, from ten more addresses, all at once: five are checked.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => request(t.http).post(LOGIN).set(fromAddress(`10.1.0.${i + 1}`)).send({ email, password: `guess-${i}` })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);

      expectError(await request(t.http).post(LOGIN).set(fromAddress('10.0.7.1')).send({ email, password }), 429, MESSAGES.tooManyLoginAttempts);
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

  describe("the owner's alert of failed sign-ins", () => {
    const { alertAtFailuresPerEmail } = LOGIN_LIMITS;
    const alertsTo = (email: string) => t.app.get<Connection>(getConnectionToken()).collection('mail_outbox').find({ kind: 'security-alert', to: email }).toArray();
    let nextAddress = 0;
    /** `count` wrong passwords for `email`, each from an address of its own. */
    async function fail(email: string, count: number) {
      for (let i = 0; i < count; i += 1) {
        nextAddress += 1;
        await request(t.http).post(LOGIN).set(fromAddress(`10.2.${nextAddress >> 8}.${nextAddress & 255}`)).send({ email, password: `wrong-${i}` }).expect(401);
      }
    }

    it(`mails the account's owner once when its sign-ins fail ${alertAtFailuresPerEmail} times within 15 minutes, not once per attempt`, async () => {
      const { email, password } = await createUser(t.app, { role: 'hr', name: 'Meena Iyer' });
      await seedFailures(email, alertAtFailuresPerEmail - 2);
      await fail(email, 1);
      expect(await alertsTo(email)).toHaveLength(0);

      await fail(email, 1);
      expect(await alertsTo(email)).toHaveLength(1);
      // More failures within the window, with the owner signing in between, tell nobody again.
      await fail(email, 2);
      await request(t.http).post(LOGIN).set(fromAddress('10.2.255.1')).send({ email, password }).expect(200);
      await fail(email, 1);
      expect(await alertsTo(email)).toHaveLength(1);

      while ((await t.app.get(OutboxWorker).runOnce()) > 0);
      const mails = inbox.to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Many failed sign-ins to your account at the society');
      expect(mails[0].text).toContain(`Dear Meena Iyer,\n\nIn the last 15 minutes, someone tried ${alertAtFailuresPerEmail} times to sign in to your account (${email}) with a wrong password.`);
      expect(mails[0].text).toContain('ask the administrator for a new one');
    });

    it('writes to a volunteer in the language they applied in', async () => {
      const applicant = await createApplicant(t.app, { name: 'Sunita Devi', language: 'hi' });
      const { user, email } = await createUser(t.app, { role: 'volunteer', email: applicant.email });
      await t.app.get<Connection>(getConnectionToken()).collection('users').updateOne({ _id: user._id }, { $set: { applicantId: applicant._id } });
      await seedFailures(email, alertAtFailuresPerEmail - 1);

      await fail(email, 1);

      const [alert] = await alertsTo(email);
      expect(alert.subject).toBe('संस्था पर आपके खाते में लॉग इन की कई नाकाम कोशिशें');
      expect(alert.text).toContain(`प्रिय Sunita Devi,\n\nपिछले 15 मिनट में किसी ने ${alertAtFailuresPerEmail} बार ग़लत पासवर्ड से आपके खाते (${email}) में लॉग इन करने की कोशिश की।`);
    });

    it('mails no one about an email without an account, or a disabled one', async () => {
      const nobody = uniqueEmail('nobody');
      const { user, email } = await createUser(t.app, { role: 'team' });
      await t.app.get<Connection>(getConnectionToken()).collection('users').updateOne({ _id: user._id }, { $set: { disabledAt: new Date() } });
      for (const tried of [nobody, email]) {
        await seedFailures(tried, alertAtFailuresPerEmail - 1);
        await fail(tried, 2);
      }
      expect([...(await alertsTo(nobody)), ...(await alertsTo(email))]).toEqual([]);
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
        await hits.hitAndCount(LOGIN_EMAIL_IP_BUCKET, loginPairKey(email, '10.0.4.1'), LOGIN_LIMITS.windowMs, longAgo);
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
