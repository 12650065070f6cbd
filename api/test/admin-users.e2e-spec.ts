import request from 'supertest';
import { MESSAGES, ROLES, type Role } from '@society/contracts';
import { UserRepository } from '../src/database/repositories/user.repository';
import { USER_MESSAGES, UsersService } from '../src/modules/admin/users.service';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createUser, DEFAULT_PASSWORD, login, loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';

const USERS = '/api/admin/users';

describe('admin users API', () => {
  let t: TestApp;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
  });

  const asAdmin = {
    get: (path: string) => request(t.http).get(path).set('Authorization', admin.auth),
    post: (path: string, body: object) => request(t.http).post(path).set('Authorization', admin.auth).send(body),
    put: (path: string, body: object) => request(t.http).put(path).set('Authorization', admin.auth).send(body),
    delete: (path: string) => request(t.http).delete(path).set('Authorization', admin.auth),
  };

  describe('who may call it', () => {
    const routes: Array<[string, string]> = [
      ['get', USERS],
      ['post', USERS],
      ['put', `${USERS}/0123456789abcdef01234567`],
      ['delete', `${USERS}/0123456789abcdef01234567`],
    ];

    it.each(routes)('%s %s: 401 without a token', async (method, path) => {
      const response = await (request(t.http) as unknown as Record<string, (p: string) => request.Test>)[method](path);
      expectError(response, 401, MESSAGES.sessionRequired);
    });

    it.each(['hr', 'team', 'user'] as Role[])('403 for role %s on every route', async (role) => {
      const other = await loginAs(t, role);
      for (const [method, path] of routes) {
        const response = await (request(t.http) as unknown as Record<string, (p: string) => request.Test>)
          [method](path)
          .set('Authorization', other.auth)
          .send({});
        expectError(response, 403, MESSAGES.forbidden);
      }
    });

    it('admin may list', async () => {
      await asAdmin.get(USERS).expect(200);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists users with _id, email, role, name, phone, createdAt and never a password hash', async () => {
      await createUser(t.app, { role: 'hr', name: 'Asha', phone: '+91 98765 43210' });
      const response = await asAdmin.get(USERS).expect(200);

      expect(response.body.length).toBeGreaterThanOrEqual(3);
      for (const user of response.body) {
        expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'email', 'name', 'phone', 'role']);
      }
      expect(response.body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Asha', phone: '+91 98765 43210', role: 'hr' })]));
      expect(response.text).not.toMatch(/password|\$argon2/i);
    });
  });

  describe('POST /api/admin/users', () => {
    it('creates a user who can then log in; the response has no password', async () => {
      const email = uniqueEmail('new-hr');
      const response = await asAdmin.post(USERS, { email, password: 'long-enough-password', role: 'hr', name: 'Ravi' }).expect(201);

      expect(response.body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        email,
        role: 'hr',
        name: 'Ravi',
        phone: '',
        createdAt: expect.any(String),
      });
      expect(response.text).not.toMatch(/password|\$argon2/i);
      expect((await login(t.http, email, 'long-enough-password')).role).toBe('hr');
    });

    it('stores the email lowercased and trimmed', async () => {
      const email = uniqueEmail('mixed');
      const response = await asAdmin.post(USERS, { email: `  ${email.toUpperCase()}  `, password: DEFAULT_PASSWORD, role: 'team' }).expect(201);
      expect(response.body.email).toBe(email);
    });

    it("refuses an email already in use, in any case, with 409 'A user with this email already exists'", async () => {
      const { email } = await createUser(t.app);
      const response = await asAdmin.post(USERS, { email: email.toUpperCase(), password: DEFAULT_PASSWORD, role: 'hr' });
      expectError(response, 409, USER_MESSAGES.duplicateEmail);
    });

    it('answers two simultaneous creations of one email with one 201 and one 409', async () => {
      const email = uniqueEmail('race');
      const body = { email, password: DEFAULT_PASSWORD, role: 'hr' };
      const statuses = (await Promise.all([asAdmin.post(USERS, body), asAdmin.post(USERS, body)])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
    });

    it.each([
      [{ password: DEFAULT_PASSWORD, role: 'hr' }, 'email', 'email is required'],
      [{ email: 'not-an-email', password: DEFAULT_PASSWORD, role: 'hr' }, 'email', 'email must be a valid email address'],
      [{ email: 'a@test.local', password: 'short', role: 'hr' }, 'password', 'password must be 8 to 128 characters long'],
      [{ email: 'a@test.local', password: 'x'.repeat(129), role: 'hr' }, 'password', 'password must be 8 to 128 characters long'],
      [{ email: 'a@test.local', password: DEFAULT_PASSWORD, role: 'boss' }, 'role', 'role must be one of: admin, hr, team, user'],
      [{ email: 'a@test.local', password: DEFAULT_PASSWORD, role: 'hr', isAdmin: true }, 'isAdmin', 'property isAdmin should not exist'],
    ])('rejects %j with 400 naming %s', async (body, field, message) => {
      const response = await asAdmin.post(USERS, body);
      expectError(response, 400, message);
      expect(response.body.errors[field]).toContain(message);
    });
  });

  describe('PUT /api/admin/users/:id', () => {
    it('accepts the whole user object the dashboard sends back, ignoring _id, createdAt, updatedAt and __v', async () => {
      const { user } = await createUser(t.app, { role: 'hr' });
      const listed = (await asAdmin.get(USERS).expect(200)).body.find((u: { _id: string }) => u._id === String(user._id));

      const response = await asAdmin
        .put(`${USERS}/${user._id}`, { ...listed, name: 'Renamed', updatedAt: new Date().toISOString(), __v: 0 })
        .expect(200);

      expect(response.body).toMatchObject({ _id: String(user._id), email: user.email, role: 'hr', name: 'Renamed' });
      expect(response.text).not.toMatch(/password|\$argon2/i);
    });

    it('keeps the current password when the password is blank or omitted', async () => {
      const { user, email, password } = await createUser(t.app, { role: 'team' });
      await asAdmin.put(`${USERS}/${user._id}`, { email, role: 'team', password: '' }).expect(200);
      await asAdmin.put(`${USERS}/${user._id}`, { email, role: 'team' }).expect(200);
      await login(t.http, email, password);
    });

    it('sets a new password, which ends the sessions opened with the old one', async () => {
      const team = await loginAs(t, 'team');
      await asAdmin.put(`${USERS}/${team.user._id}`, { password: 'a-brand-new-password' }).expect(200);

      expectError(await request(t.http).get('/api/auth/me').set('Authorization', team.auth), 401, MESSAGES.sessionRequired);
      await request(t.http).post('/api/auth/login').send({ email: team.email, password: team.password }).expect(401);
      const fresh = await login(t.http, team.email, 'a-brand-new-password');
      await request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${fresh.token}`).expect(200);
    });

    it("changes the role, and the user's old token stops working", async () => {
      const hr = await loginAs(t, 'hr');
      const response = await asAdmin.put(`${USERS}/${hr.user._id}`, { role: 'team' }).expect(200);
      expect(response.body.role).toBe('team');

      expectError(await request(t.http).get('/api/auth/me').set('Authorization', hr.auth), 401, MESSAGES.sessionRequired);
      expect((await login(t.http, hr.email, hr.password)).role).toBe('team');
      // Giving the old role back does not revive the tokens issued under it.
      await asAdmin.put(`${USERS}/${hr.user._id}`, { role: 'hr' }).expect(200);
      expectError(await request(t.http).get('/api/auth/me').set('Authorization', hr.auth), 401, MESSAGES.sessionRequired);
    });

    it('refuses to take an email another user has (any case) with 409', async () => {
      const first = await createUser(t.app);
      const second = await createUser(t.app);
      const response = await asAdmin.put(`${USERS}/${second.user._id}`, { email: first.email.toUpperCase() });
      expectError(response, 409, USER_MESSAGES.duplicateEmail);
    });

    it('gives one of two users renamed to the same free email at once a 409, never a 500 (the unique index decides)', async () => {
      for (let round = 0; round < 5; round += 1) {
        const [first, second] = [await createUser(t.app), await createUser(t.app)];
        const email = uniqueEmail('renamed');
        const answers = await Promise.all([first, second].map(({ user }) => asAdmin.put(`${USERS}/${user._id}`, { email })));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expectError(answers.find((answer) => answer.status === 409)!, 409, USER_MESSAGES.duplicateEmail);
      }
    });

    it('lets a user keep their own email', async () => {
      const { user, email } = await createUser(t.app);
      await asAdmin.put(`${USERS}/${user._id}`, { email: email.toUpperCase(), role: 'hr' }).expect(200);
    });

    it('rejects a short new password with 400', async () => {
      const { user } = await createUser(t.app);
      expectError(await asAdmin.put(`${USERS}/${user._id}`, { password: 'short' }), 400, 'password must be 8 to 128 characters long');
    });

    it('rejects a null email or role with 400 (an account always has both), changing nothing', async () => {
      const { user, email } = await createUser(t.app, { role: 'hr' });
      expectError(await asAdmin.put(`${USERS}/${user._id}`, { email: null }), 400, 'email must be a valid email address');
      expectError(await asAdmin.put(`${USERS}/${user._id}`, { role: null }), 400, `role must be one of: ${ROLES.join(', ')}`);
      expect((await asAdmin.get(USERS).expect(200)).body).toContainEqual(expect.objectContaining({ _id: String(user._id), email, role: 'hr' }));
    });

    it('rejects an unknown field with 400 naming it', async () => {
      const { user } = await createUser(t.app);
      expectError(await asAdmin.put(`${USERS}/${user._id}`, { passwordHash: 'x' }), 400, 'property passwordHash should not exist');
    });

    it('answers 404 for a user that does not exist and 400 for a malformed id', async () => {
      expectError(await asAdmin.put(`${USERS}/0123456789abcdef01234567`, { name: 'x' }), 404, USER_MESSAGES.notFound);
      expectError(await asAdmin.put(`${USERS}/not-an-id`, { name: 'x' }), 400, 'Invalid id');
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('deletes a user; their token stops working and a second delete answers 404', async () => {
      const team = await loginAs(t, 'team');
      const response = await asAdmin.delete(`${USERS}/${team.user._id}`).expect(200);
      expect(response.body).toEqual({ message: 'User deleted' });

      expectError(await request(t.http).get('/api/auth/me').set('Authorization', team.auth), 401, MESSAGES.sessionRequired);
      expectError(await asAdmin.delete(`${USERS}/${team.user._id}`), 404, USER_MESSAGES.notFound);
    });

    it('refuses an admin deleting their own account with 409', async () => {
      expectError(await asAdmin.delete(`${USERS}/${admin.user._id}`), 409, USER_MESSAGES.deleteSelf);
      // The same id in capitals is the same account.
      expectError(await asAdmin.delete(`${USERS}/${String(admin.user._id).toUpperCase()}`), 409, USER_MESSAGES.deleteSelf);
    });

    it('lets an admin delete another admin', async () => {
      const { user } = await createUser(t.app, { role: 'admin' });
      await asAdmin.delete(`${USERS}/${user._id}`).expect(200);
    });

    it('answers 400 for a malformed id', async () => {
      expectError(await asAdmin.delete(`${USERS}/12345`), 400, 'Invalid id');
    });
  });

  describe('the last admin', () => {
    it('cannot be demoted (409) nor deleted (409); with a second admin, demotion works', async () => {
      // A database of its own, so this file's other admins do not count.
      const own = await createTestApp({ database: `${t.database}_last` });
      const [firstAdmin] = (await own.app.get(UserRepository).listAll()).filter((u) => u.role === 'admin');
      expect(firstAdmin.email).toBe(TEST_ADMIN_EMAIL);
      const { token } = await login(own.http, TEST_ADMIN_EMAIL, 'first-admin-password');
      const auth = `Bearer ${token}`;

      const demote = await request(own.http).put(`${USERS}/${firstAdmin._id}`).set('Authorization', auth).send({ role: 'hr' });
      expectError(demote, 409, USER_MESSAGES.demoteLastAdmin);

      // Through the API an admin can only delete others, so "the last admin" is refused by the service rule,
      // which also guards against two admins deleting each other at once.
      const outsider = { id: '0123456789abcdef01234567', email: 'x@test.local', role: 'admin' as const, address: '127.0.0.1' };
      await expect(own.app.get(UsersService).remove(outsider, String(firstAdmin._id))).rejects.toThrow(USER_MESSAGES.deleteLastAdmin);

      const second = await loginAs(own, 'admin');
      await request(own.http).put(`${USERS}/${firstAdmin._id}`).set('Authorization', second.auth).send({ role: 'hr' }).expect(200);
      const demoteLast = await request(own.http).put(`${USERS}/${second.user._id}`).set('Authorization', second.auth).send({ role: 'user' });
      expectError(demoteLast, 409, USER_MESSAGES.demoteLastAdmin);

      const remaining = (await own.app.get(UserRepository).listAll()).filter((u) => u.role === 'admin');
      expect(remaining.map((u) => String(u._id))).toEqual([String(second.user._id)]);
    });
  });
});
