import { Logger, type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { UserRepository } from '../src/database/repositories/user.repository';
import { FirstAdminService } from '../src/modules/auth/first-admin.service';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, uniqueDatabaseName } from './helpers/app';
import { login } from './helpers/factories';

const GENERATED_LINE = /^First admin login: admin@test\.local \/ (\S{16,})$/;

async function admins(app: INestApplication) {
  return (await app.get(UserRepository).listAll()).filter((user) => user.role === 'admin');
}

describe('first start', () => {
  it('creates exactly one admin with a generated password and prints it once on one line', async () => {
    const database = uniqueDatabaseName();
    const lines: string[] = [];
    const first = await createTestApp({ database, env: { ADMIN_PASSWORD: undefined }, stdout: (line) => lines.push(line) });

    expect(lines).toHaveLength(1);
    const [, password] = GENERATED_LINE.exec(lines[0]) ?? [];
    expect(password).toBeDefined();
    expect((await admins(first.app)).map((user) => user.email)).toEqual([TEST_ADMIN_EMAIL]);
    expect((await login(first.http, TEST_ADMIN_EMAIL, password)).role).toBe('admin');

    // A restart finds the admin and says nothing.
    await createTestApp({ database, env: { ADMIN_PASSWORD: undefined }, stdout: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);
    expect(await admins(first.app)).toHaveLength(1);
  });

  it('uses ADMIN_PASSWORD when given and says so without printing it', async () => {
    const lines: string[] = [];
    const { app, http } = await createTestApp({ database: uniqueDatabaseName(), stdout: (line) => lines.push(line) });

    expect(lines).toEqual([`First admin created: ${TEST_ADMIN_EMAIL} (password from ADMIN_PASSWORD)`]);
    expect(await admins(app)).toHaveLength(1);
    await login(http, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  });

  it('creates one admin even when two replicas start at once', async () => {
    const database = uniqueDatabaseName();
    const lines: string[] = [];
    const options = { database, env: { ADMIN_PASSWORD: undefined }, stdout: (line: string) => lines.push(line) };
    const [one] = await Promise.all([createTestApp(options), createTestApp(options)]);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(GENERATED_LINE);
    expect(await admins(one.app)).toHaveLength(1);
  });

  it('stays quiet when another replica created the admin between its count and its lookup', async () => {
    const lines: string[] = [];
    const { app } = await createTestApp({ database: uniqueDatabaseName(), stdout: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);

    // The other replica's insert lands after this one counted no admin: its count is replayed as 0.
    const count = jest.spyOn(app.get(UserRepository), 'countAdmins').mockResolvedValueOnce(0);
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      await app.get(FirstAdminService).ensureAdmin();
      expect(count).toHaveBeenCalledTimes(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      count.mockRestore();
      errors.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(await admins(app)).toHaveLength(1);
  });

  it('creates none when an admin already exists under another email', async () => {
    const database = uniqueDatabaseName();
    const seeded = await createTestApp({ database, env: { ADMIN_EMAIL: 'founder@test.local' } });
    const lines: string[] = [];
    await createTestApp({ database, stdout: (line) => lines.push(line) });

    expect(lines).toEqual([]);
    expect((await admins(seeded.app)).map((user) => user.email)).toEqual(['founder@test.local']);
    await request(seeded.http).post('/api/auth/login').send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }).expect(401);
  });
});
