import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { LoginResponse, Role } from '@society/contracts';
import { AnnouncementRepository, type NewAnnouncement } from '../../src/database/repositories/announcement.repository';
import { ApplicantRepository, type NewApplication } from '../../src/database/repositories/applicant.repository';
import { CoreTeamMemberRepository, type NewCoreTeamMember } from '../../src/database/repositories/core-team-member.repository';
import { GalleryItemRepository, type NewGalleryItem } from '../../src/database/repositories/gallery-item.repository';
import { PublicationRepository, type NewPublication } from '../../src/database/repositories/publication.repository';
import { UserRepository } from '../../src/database/repositories/user.repository';
import type { AnnouncementRecord } from '../../src/database/schemas/announcement.schema';
import type { ApplicantRecord } from '../../src/database/schemas/applicant.schema';
import type { CoreTeamMemberRecord } from '../../src/database/schemas/core-team-member.schema';
import type { GalleryItemRecord } from '../../src/database/schemas/gallery-item.schema';
import type { PublicationRecord } from '../../src/database/schemas/publication.schema';
import type { UserRecord } from '../../src/database/schemas/user.schema';
import { PasswordHasher } from '../../src/security/password-hasher';
import type { TestApp } from './app';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@test.local`;
}

let phoneCounter = 0;

/** A ten-digit mobile number no other applicant of this test file has (the forms limit each phone). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `98${String(phoneCounter).padStart(8, '0')}`;
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

export function createGalleryItem(app: INestApplication, fields: Partial<NewGalleryItem> = {}): Promise<GalleryItemRecord> {
  return app.get(GalleryItemRepository).create({
    imagePath: fields.imagePath ?? `public/gallery/${randomBytes(8).toString('hex')}.webp`,
    imageVariants: fields.imageVariants,
    title: fields.title ?? 'Annual day',
    description: fields.description ?? 'Children performing on stage.',
    category: fields.category ?? 'Events',
  });
}

export function createCoreTeamMember(app: INestApplication, fields: Partial<NewCoreTeamMember> = {}): Promise<CoreTeamMemberRecord> {
  return app.get(CoreTeamMemberRepository).create({
    name: 'Meera Sharma',
    position: 'Secretary',
    order: 1,
    ...fields,
  });
}

export function createPublication(app: INestApplication, fields: Partial<NewPublication> = {}): Promise<PublicationRecord> {
  return app.get(PublicationRepository).create({
    title: fields.title ?? 'Newsletter',
    type: fields.type ?? 'newsletter',
    description: fields.description ?? 'What we did this quarter.',
    publishDate: fields.publishDate ?? new Date('2024-04-01T00:00:00Z'),
    fileUrl: fields.fileUrl ?? 'https://example.org/newsletter.pdf',
    flipbookUrl: fields.flipbookUrl,
    coverImagePath: fields.coverImagePath,
  });
}

/**
 * A stored application (volunteer by default), as the public form leaves it (pending, no remarks), then
 * with the HR fields given (status, dates) set.
 */
export async function createApplicant(
  app: INestApplication,
  { status, interviewDate, doj, dol, ...fields }: Partial<NewApplication> & Partial<Pick<ApplicantRecord, 'status' | 'interviewDate' | 'doj' | 'dol'>> = {},
): Promise<ApplicantRecord> {
  const type = fields.type ?? 'volunteer';
  const repository = app.get(ApplicantRepository);
  const created = await repository.create({
    type,
    name: 'Ravi Kumar',
    email: uniqueEmail(type),
    phone: '+91 98765 43210',
    gender: 'male',
    dob: new Date('2001-08-15T00:00:00Z'),
    interests: ['teaching'],
    availability: type === 'volunteer' ? 10 : 'part-time',
    reference: 'instagram',
    agreeToTerms: true,
    ...(type === 'intern' ? { course: 'BCA', college: 'GMN College', duration: '3-month' } : { experience: 'Taught at a night school' }),
    ...fields,
  });
  const hrFields = { status, interviewDate, doj, dol };
  if (Object.values(hrFields).every((value) => value === undefined)) return created;
  return (await repository.update(String(created._id), hrFields, [])) as ApplicantRecord;
}

let addressCounter = 0;

/**
 * A client address of its own (the app trusts the loopback proxy's X-Forwarded-For), so the per-address
 * limits of the public forms only count what one test sends.
 */
export function newAddress(): { 'X-Forwarded-For': string } {
  addressCounter += 1;
  return { 'X-Forwarded-For': `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}` };
}
