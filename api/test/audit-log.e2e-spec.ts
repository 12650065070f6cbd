import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import { AUDIT_KINDS, MESSAGES, type AuditAction, type AuditEntry, type AuditKind, type AuditPage, type DonationRecord } from '@society/contracts';
import { AuditEntryRepository } from '../src/database/repositories/audit-entry.repository';
import { UserRepository } from '../src/database/repositories/user.repository';
import { ACTIVITY_COLUMNS } from '../src/modules/admin/activity.service';
import { ADDRESS_NOT_RECORDED } from '../src/audit/reveal-carry-over';
import { validAadhaar } from './helpers/aadhaar';
import { TEST_AADHAAR_KEY, TEST_JWT_SECRET, createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, loginAs, newAddress, uniqueEmail, type LoggedIn } from './helpers/factories';
import { makeImage } from './helpers/images';
import { SmtpInbox } from './helpers/smtp-inbox';
import { guardianConsentFields } from './helpers/application-forms';

const ACTIVITY = '/api/admin/activity';
const CSV = `${ACTIVITY}/export.csv`;
const ADMIN_ADDRESS = '203.0.113.10';
const HR_ADDRESS = '203.0.113.20';
const TEAM_ADDRESS = '203.0.113.30';
const NEW_USER_PASSWORD = 'first-password-of-the-new-user';
const CHANGED_PASSWORD = 'second-password-of-the-new-user';
const WRONG_PASSWORD = 'not-the-password-at-all';

describe('audit log: every staff change on record (GET /api/admin/activity)', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let admin: LoggedIn;
  let hr: LoggedIn;
  let team: LoggedIn;
  let connection: Connection;
  /** Every Aadhaar number the tests send in full. */
  const aadhaarNumbers = [validAadhaar(101), validAadhaar(102)];

  beforeAll(async () => {
    await inbox.start();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Society <receipts@society.test>', MAIL_POLL_MS: '3600000' } });
    [admin, hr, team] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'hr'), loginAs(t, 'team')]);
    connection = t.app.get<Connection>(getConnectionToken());
  });

  afterAll(() => inbox.stop());

  const as = (who: LoggedIn, address: string) => ({ Authorization: who.auth, 'X-Forwarded-For': address });
  const asAdmin = () => as(admin, ADMIN_ADDRESS);

  async function activity(query: Record<string, string | number> = {}, auth = admin.auth): Promise<AuditPage> {
    return (await request(t.http).get(ACTIVITY).query(query).set('Authorization', auth).expect(200)).body as AuditPage;
  }

  /** The newest entry of that kind and action (for that record, when given), read through the Activity route. */
  async function entry(kind: AuditKind, action: AuditAction, recordId?: string): Promise<AuditEntry> {
    const { items } = await activity({ kind, pageSize: 100 });
    const found = items.find((item) => item.action === action && (recordId === undefined || item.recordId === recordId));
    if (!found) throw new Error(`no ${kind} ${action} entry${recordId ? ` for ${recordId}` : ''}`);
    return found;
  }

  function expectBy(found: AuditEntry, who: LoggedIn, address: string): void {
    expect(found).toMatchObject({ actorId: String(who.user._id), actorEmail: who.email, actorRole: who.user.role, address });
    expect(Date.now() - Date.parse(found.at)).toBeLessThan(5 * 60_000);
  }

  describe('what is recorded', () => {
    it('users: create, update (role, name, a new password as a new time) and delete, by the admin from their address', async () => {
      const email = uniqueEmail('clerk');
      const created = await request(t.http).post('/api/admin/users').set(asAdmin()).send({ email, password: NEW_USER_PASSWORD, role: 'user', name: 'Clerk' }).expect(201);
      const id = created.body._id as string;
      const create = await entry('user', 'create', id);
      expectBy(create, admin, ADMIN_ADDRESS);
      expect(create.recordLabel).toBe(email);
      expect(create.changes).toEqual([
        { field: 'email', before: null, after: email },
        { field: 'role', before: null, after: 'user' },
        { field: 'name', before: null, after: 'Clerk' },
      ]);

      await request(t.http).put(`/api/admin/users/${id}`).set(asAdmin()).send({ role: 'hr', name: 'Clerk Two', password: CHANGED_PASSWORD }).expect(200);
      const update = await entry('user', 'update', id);
      expectBy(update, admin, ADMIN_ADDRESS);
      expect(update.changes.map((change) => change.field)).toEqual(['role', 'name', 'passwordChangedAt']);
      expect(update.changes[0]).toEqual({ field: 'role', before: 'user', after: 'hr' });
      expect(update.changes[2]).toEqual({ field: 'passwordChangedAt', before: null, after: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

      // Saved unchanged: nothing to put on record.
      const count = (await activity({ kind: 'user' })).total;
      await request(t.http).put(`/api/admin/users/${id}`).set(asAdmin()).send({ name: 'Clerk Two' }).expect(200);
      expect((await activity({ kind: 'user' })).total).toBe(count);

      await request(t.http).delete(`/api/admin/users/${id}`).set(asAdmin()).expect(200);
      const removal = await entry('user', 'delete', id);
      expectBy(removal, admin, ADMIN_ADDRESS);
      expect(removal.changes).toContainEqual({ field: 'role', before: 'hr', after: null });
    });

    it('donations: corrections, receipt issue, resend and void', async () => {
      const email = uniqueEmail('donor');
      await request(t.http).post('/api/public/donations').set(newAddress()).field({ name: 'Kavita Rao', email, amount: '2500', mode: 'UPI', utr: '412345678901' }).expect(201);
      const list = (await request(t.http).get('/api/public/donations').set('Authorization', admin.auth).expect(200)).body as DonationRecord[];
      const id = list.find((donation) => donation.email === email)?._id as string;

      await request(t.http).put(`/api/admin/donations/${id}`).set(asAdmin()).send({ utr: '412345678999', pan: 'ABCDE1234F' }).expect(200);
      const update = await entry('donation', 'update', id);
      expectBy(update, admin, ADMIN_ADDRESS);
      expect(update.recordLabel).toBe('Kavita Rao, Rs 2500');
      expect(update.changes).toEqual([
        { field: 'utr', before: '412345678901', after: '412345678999' },
        { field: 'pan', before: null, after: 'ABCDE1234F' },
      ]);

      const issued = (await request(t.http).put(`/api/public/donations/${id}/status`).set(asAdmin()).send({ receiptGenerated: true }).expect(200)).body as DonationRecord;
      const number = issued.receipt?.number as string;
      const issue = await entry('donation', 'issue-receipt', id);
      expectBy(issue, admin, ADMIN_ADDRESS);
      expect(issue.changes).toEqual([
        { field: 'status', before: 'Pending', after: 'Done' },
        { field: 'receiptNumber', before: null, after: number },
      ]);

      await request(t.http).post(`/api/admin/donations/${id}/receipt/resend`).set(asAdmin()).expect(202);
      const resend = await entry('donation', 'resend-receipt', id);
      expectBy(resend, admin, ADMIN_ADDRESS);
      expect(resend.recordLabel).toBe(`Kavita Rao, Rs 2500, receipt ${number}`);

      await request(t.http).post(`/api/admin/donations/${id}/receipt/void`).set(asAdmin()).send({ reason: 'Wrong amount' }).expect(201);
      const voided = await entry('donation', 'void-receipt', id);
      expectBy(voided, admin, ADMIN_ADDRESS);
      expect(voided.changes).toEqual([
        { field: 'status', before: 'Done', after: 'Pending' },
        { field: 'receiptNumber', before: number, after: null },
        { field: 'voidReason', before: null, after: 'Wrong amount' },
      ]);
    });

    it('core team, gallery and publications: adds, edits and deletes', async () => {
      const member = (await request(t.http).post('/api/admin/coreteam').set(asAdmin()).send({ name: 'Meera Sharma', position: 'Secretary', order: 2 }).expect(201)).body;
      expect((await entry('core-team', 'create', member._id)).changes).toEqual([
        { field: 'name', before: null, after: 'Meera Sharma' },
        { field: 'position', before: null, after: 'Secretary' },
        { field: 'order', before: null, after: '2' },
      ]);
      await request(t.http).put(`/api/admin/core-team/${member._id}`).set(asAdmin()).send({ position: 'President', dateOfJoining: '2024-01-15' }).expect(200);
      const edit = await entry('core-team', 'update', member._id);
      expectBy(edit, admin, ADMIN_ADDRESS);
      expect(edit.changes).toEqual([
        { field: 'position', before: 'Secretary', after: 'President' },
        { field: 'dateOfJoining', before: null, after: '2024-01-15' },
      ]);
      await request(t.http).delete(`/api/admin/coreteam/${member._id}`).set(asAdmin()).expect(200);
      expect((await entry('core-team', 'delete', member._id)).recordLabel).toBe('Meera Sharma');

      const image = await makeImage('png', 200, 150);
      const item = (
        await request(t.http).post('/api/admin/addImage').set(asAdmin()).field({ title: 'Sports day', description: 'Races and prizes', category: 'Events' }).attach('photo', image, { filename: 'a.png', contentType: 'image/png' }).expect(201)
      ).body;
      const added = await entry('gallery', 'create', item._id);
      expectBy(added, admin, ADMIN_ADDRESS);
      expect(added.changes).toContainEqual({ field: 'title', before: null, after: 'Sports day' });
      // Which file, never its bytes.
      expect(added.changes).toContainEqual({ field: 'image', before: null, after: expect.stringMatching(/^public\/gallery\/[0-9a-f-]+\.webp$/) });
      await request(t.http).delete(`/api/admin/image/${item._id}`).set(asAdmin()).expect(200);
      expectBy(await entry('gallery', 'delete', item._id), admin, ADMIN_ADDRESS);

      const publication = (
        await request(t.http)
          .post('/api/admin/publications')
          .set(asAdmin())
          .field({ title: 'Annual Report', type: 'annual_report', description: 'What the year brought.', publishDate: '2025-03-31', fileUrl: 'https://example.org/report.pdf', flipbookUrl: 'https://flipbook.example.org/report' })
          .attach('coverImage', image, { filename: 'c.png', contentType: 'image/png' })
          .expect(201)
      ).body;
      expect((await entry('publication', 'create', publication._id)).changes).toContainEqual({ field: 'publishDate', before: null, after: '2025-03-31' });
      await request(t.http).delete(`/api/admin/publications/${publication._id}`).set(asAdmin()).expect(200);
      expect((await entry('publication', 'delete', publication._id)).changes).toContainEqual({ field: 'title', before: 'Annual Report', after: null });
    });

    it('announcements and applicants, by HR from their address', async () => {
      const announcement = (await request(t.http).post('/api/public/Announcement').set(as(hr, HR_ADDRESS)).send({ Title: 'Holiday', Announcement: 'Closed on Monday', order: 1 }).expect(201)).body;
      expectBy(await entry('announcement', 'create', announcement._id), hr, HR_ADDRESS);
      await request(t.http).put(`/api/public/Announcement/${announcement._id}`).set(as(hr, HR_ADDRESS)).send({ Title: 'Holiday', Announcement: 'Closed on Tuesday', order: 1 }).expect(200);
      expect((await entry('announcement', 'update', announcement._id)).changes).toEqual([
        { field: 'Announcement', before: 'Closed on Monday', after: 'Closed on Tuesday' },
      ]);
      await request(t.http).delete(`/api/public/Announcement/${announcement._id}`).set(as(admin, ADMIN_ADDRESS)).expect(200);
      expectBy(await entry('announcement', 'delete', announcement._id), admin, ADMIN_ADDRESS);

      const applicant = await createApplicant(t.app);
      const id = String(applicant._id);
      await request(t.http).put(`/api/hr/applicants/${id}`).set(as(hr, HR_ADDRESS)).send({ status: 'interview', interviewDate: '2025-07-01', remarks: [{ text: 'Called, comes on Tuesday' }] }).expect(200);
      const update = await entry('applicant', 'update', id);
      expectBy(update, hr, HR_ADDRESS);
      expect(update.recordLabel).toBe('Ravi Kumar (volunteer)');
      expect(update.changes).toEqual([
        { field: 'status', before: 'pending', after: 'interview' },
        { field: 'interviewDate', before: null, after: '2025-07-01' },
        { field: 'remark 1', before: null, after: `Called, comes on Tuesday (${hr.email})` },
      ]);
    });

    it('students (Aadhaar only masked) and reveals of the full number, by the team', async () => {
      const [first, second] = aadhaarNumbers;
      const student = (await request(t.http).post('/api/team/students').set(as(team, TEAM_ADDRESS)).send({ name: 'Asha', aadharCard: first, ...guardianConsentFields() }).expect(201)).body;
      const create = await entry('student', 'create', student._id);
      expectBy(create, team, TEAM_ADDRESS);
      expect(create.changes).toContainEqual({ field: 'aadhaar', before: null, after: `XXXX XXXX ${first.slice(-4)}` });

      await request(t.http).put(`/api/team/students/${student._id}`).set(as(team, TEAM_ADDRESS)).send({ aadharCard: second, classStudying: '4' }).expect(200);
      expect((await entry('student', 'update', student._id)).changes).toEqual([
        { field: 'classStudying', before: null, after: '4' },
        { field: 'aadhaar', before: `XXXX XXXX ${first.slice(-4)}`, after: `XXXX XXXX ${second.slice(-4)}` },
      ]);

      await request(t.http).post(`/api/team/students/${student._id}/aadhaar`).set(as(team, TEAM_ADDRESS)).expect(200);
      const reveal = await entry('student', 'reveal-aadhaar', student._id);
      expectBy(reveal, team, TEAM_ADDRESS);
      expect(reveal).toMatchObject({ recordLabel: 'Asha', changes: [] });
    });

    it('logins: a success under the user, a failure under the email tried (never the password)', async () => {
      const address = '198.51.100.7';
      await request(t.http).post('/api/auth/login').set('X-Forwarded-For', address).send({ email: admin.email, password: admin.password }).expect(200);
      const success = await entry('login', 'login-succeeded', String(admin.user._id));
      expect(success).toMatchObject({ actorId: String(admin.user._id), actorEmail: admin.email, actorRole: 'admin', address, changes: [] });

      const tried = uniqueEmail('nobody');
      await request(t.http).post('/api/auth/login').set('X-Forwarded-For', address).send({ email: tried, password: WRONG_PASSWORD }).expect(401);
      await request(t.http).post('/api/auth/login').set('X-Forwarded-For', address).send({ email: hr.email, password: WRONG_PASSWORD }).expect(401);
      const failures = (await activity({ kind: 'login', pageSize: 100 })).items.filter((item) => item.action === 'login-failed');
      expect(failures.slice(0, 2)).toEqual([
        expect.objectContaining({ actorId: null, actorEmail: hr.email, actorRole: null, address, recordLabel: hr.email }),
        expect.objectContaining({ actorId: null, actorEmail: tried, actorRole: null, address, recordLabel: tried }),
      ]);
    });
  });

  describe('what is never recorded', () => {
    it('holds no password, password hash, token, full Aadhaar number or secret, in the database or the CSV', async () => {
      const stored = JSON.stringify(await connection.collection('audit_entries').find().toArray());
      const csv = (await request(t.http).get(CSV).set('Authorization', admin.auth).buffer(true).expect(200)).text;
      expect(stored).toContain(`XXXX XXXX ${aadhaarNumbers[0].slice(-4)}`); // the scan below reads real entries
      const hashes = (await t.app.get(UserRepository).listAll()).flatMap((user) => (user.passwordHash ? [user.passwordHash] : []));
      const secrets = [
        NEW_USER_PASSWORD,
        CHANGED_PASSWORD,
        WRONG_PASSWORD,
        admin.password,
        ...hashes,
        ...[admin, hr, team].map((who) => who.token),
        ...aadhaarNumbers,
        ...aadhaarNumbers.map((number) => number.replace(/(\d{4})(?=\d)/g, '$1 ')),
        TEST_JWT_SECRET,
        TEST_AADHAAR_KEY,
      ];
      for (const text of [stored, csv]) {
        for (const secret of secrets) expect(text.includes(secret)).toBe(false);
        // No JWT-shaped text, and no field that names a secret.
        expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
        expect(text).not.toMatch(/passwordHash|ciphertext|screenshot/i);
      }
    });
  });

  describe('append-only', () => {
    it('refuses every method but GET on the activity routes (405 or 404), and the log stays as it was', async () => {
      const before = await connection.collection('audit_entries').countDocuments();
      const { items } = await activity({ pageSize: 1 });
      const paths = [ACTIVITY, CSV, `${ACTIVITY}/${items[0]._id}`, `${ACTIVITY}/${new Types.ObjectId().toHexString()}`];
      const wrong: string[] = [];
      for (const path of paths) {
        for (const method of ['post', 'put', 'patch', 'delete'] as const) {
          const response = await request(t.http)[method](path).set('Authorization', admin.auth).send({ changes: [] });
          if (![404, 405].includes(response.status)) wrong.push(`${method.toUpperCase()} ${path} → ${response.status}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await connection.collection('audit_entries').countDocuments()).toBe(before);
      expect((await activity({ pageSize: 1 })).items[0]).toEqual(items[0]);
    });

    it('has a repository that can only add and read entries', () => {
      const methods = Object.getOwnPropertyNames(AuditEntryRepository.prototype).filter((name) => name !== 'constructor');
      expect(methods.sort()).toEqual(['countMatching', 'insert', 'insertCarriedOver', 'listPage', 'streamMatching']);
    });

    it('is read by admins only: 401 without a token, 403 for HR, team and user', async () => {
      const user = await loginAs(t, 'user');
      for (const path of [ACTIVITY, CSV]) {
        expectError(await request(t.http).get(path), 401, MESSAGES.sessionRequired);
        for (const who of [hr, team, user]) expectError(await request(t.http).get(path).set('Authorization', who.auth), 403, MESSAGES.forbidden);
      }
    });
  });

  describe('reading and exporting', () => {
    it('filters by person (part of the email, any case), kind and days, newest first, one page at a time', async () => {
      const all = await activity({ pageSize: 100 });
      expect(all.total).toBeGreaterThan(10);
      const times = all.items.map((item) => Date.parse(item.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const mine = await activity({ person: team.email.slice(0, 12).toUpperCase(), pageSize: 100 });
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.items.every((item) => item.actorEmail === team.email)).toBe(true);

      const students = await activity({ kind: 'student', pageSize: 100 });
      expect(students.items.map((item) => item.kind)).toEqual(students.items.map(() => 'student'));

      // Days in India: today holds everything recorded here, tomorrow nothing.
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
      expect((await activity({ from: today, to: today })).total).toBe(all.total);
      expect((await activity({ from: tomorrow })).total).toBe(0);

      const second = await activity({ page: 2, pageSize: 3 });
      expect(second).toEqual({ items: all.items.slice(3, 6), total: all.total, page: 2, pageSize: 3 });
      expect(await activity({ kind: '', person: '' })).toMatchObject({ total: all.total, page: 1, pageSize: 25 });
    });

    it('refuses bad filters with 400 and a message', async () => {
      const bad: Array<[Record<string, string>, string]> = [
        [{ kind: 'password' }, `kind must be one of: ${AUDIT_KINDS.join(', ')}`],
        [{ page: '0' }, 'page must be at least 1'],
        [{ page: 'two' }, 'page must be a whole number'],
        [{ pageSize: '101' }, 'pageSize must be at most 100'],
        [{ from: '2026-02-30' }, 'from must be a date (YYYY-MM-DD)'],
        [{ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to'],
        [{ sort: 'at' }, 'property sort should not exist'],
      ];
      for (const [query, message] of bad) expectError(await request(t.http).get(ACTIVITY).query(query).set('Authorization', admin.auth), 400, message);
      expectError(await request(t.http).get(CSV).query({ from: '2026-03-02', to: '2026-03-01' }).set('Authorization', admin.auth), 400, 'from must not be after to');
    });

    it('exports the filtered log as CSV, newest first, with cells a spreadsheet cannot run as formulas', async () => {
      const title = '=HYPERLINK("https://evil.example","click")';
      const created = (await request(t.http).post('/api/public/Announcement').set(as(hr, HR_ADDRESS)).send({ Title: title, Announcement: '+1 more', order: 3 }).expect(201)).body;

      const response = await request(t.http).get(CSV).query({ kind: 'announcement' }).set('Authorization', admin.auth).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="activity_start_to_today.csv"');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const lines = response.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe(ACTIVITY_COLUMNS.join(','));
      const page = await activity({ kind: 'announcement', pageSize: 100 });
      expect(lines).toHaveLength(page.total + 1);
      expect(lines[1]).toContain(`${hr.email},hr,${HR_ADDRESS},Announcement,Created,"'=HYPERLINK(""https://evil.example"",""click"")",${created._id}`);
      expect(lines.slice(1).every((line) => line.includes(',Announcement,'))).toBe(true);
    });

    it('carries the Aadhaar reveals recorded before the log into it once, keeping who, which child and when', async () => {
      const reveals = connection.collection('aadhaar_reveals');
      const old = { _id: new Types.ObjectId(), studentId: new Types.ObjectId(), userId: team.user._id, userEmail: team.email, revealedAt: new Date('2026-01-05T10:00:00Z') };
      await reveals.insertOne(old);
      await createTestApp({ database: t.database });
      await createTestApp({ database: t.database });

      expect(await reveals.countDocuments()).toBe(0);
      const carried = (await activity({ kind: 'student', from: '2026-01-05', to: '2026-01-05' })).items;
      expect(carried).toEqual([
        {
          _id: String(old._id),
          at: '2026-01-05T10:00:00.000Z',
          actorId: String(team.user._id),
          actorEmail: team.email,
          actorRole: 'team',
          address: ADDRESS_NOT_RECORDED,
          kind: 'student',
          action: 'reveal-aadhaar',
          recordId: String(old.studentId),
          recordLabel: '',
          changes: [],
        },
      ]);
    });
  });
});
