import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { LoginResponse, Role } from '@society/contracts';
import { AnnouncementRepository, type NewAnnouncement } from '../../src/database/repositories/announcement.repository';
import { UserRepository } from '../../src/database/repositories/user.repository';
import type { AnnouncementRecord } from '../../src/database/schemas/announcement.schema';
import type { UserRecord } from '../../src/database/schemas/user.schema';
import { PasswordHasher } from '../../src/security/password-hasher';
import type { TestApp } from './app';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@test.local`;
}

export interface CreatedUser {
  user: UserRecord;
  email: string;
  password: string;
}

/** Inserts a user straight through the repository (faster than the admin API, same hashing). */
export async function createUser(
  app: INestApplication,
  fields: { role?: Role; email?: string; password?: string; name?: string; phone?: string } = {},
): Promise<CreatedUser> {
  const email = fields.email ?? uniqueEmail(fields.role ?? 'user');
  const password = fields.password ?? DEFAULT_PASSWORD;
  const user = await app.get(UserRepository).create({
    email,
    passwordHash: await app.get(PasswordHasher).hash(password),
    role: fields.role ?? 'user',
    name: fields.name,
    phone: fields.phone,
  });
  return { user, email: user.email, password };
}

export async function login(http: App, email: string, password: string): Promise<LoginResponse> {
  const response = await request(http).post('/api/auth/login').send({ email, password }).expect(200);
  return response.body as LoginResponse;
}

export interface LoggedIn extends CreatedUser {
  token: string;
  /** `Authorization` header value. */
  auth: string;
}

/** A fresh user of that role, logged in through the real login route. */
export async function loginAs({ app, http }: TestApp, role: Role, fields: { email?: string; password?: string } = {}): Promise<LoggedIn> {
  const created = await createUser(app, { role, ...fields });
  const { token } = await login(http, created.email, created.password);
  return { ...created, token, auth: `Bearer ${token}` };
}

export function createAnnouncement(app: INestApplication, fields: Partial<NewAnnouncement> = {}): Promise<AnnouncementRecord> {
  return app.get(AnnouncementRepository).create({
    Title: fields.Title ?? 'Notice',
    Announcement: fields.Announcement ?? 'Classes resume on Monday.',
    order: fields.order ?? 1,
  });
}
