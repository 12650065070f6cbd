import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type ApplicantCounts,
  type ApplicantStatus,
  type ContactMessage,
  type DonationFigures,
  type DonationRecord,
  type Page,
} from '@society/contracts';
import { ContactMessageRepository } from '../src/database/repositories/contact-message.repository';
import { DonationRepository, type NewDonation } from '../src/database/repositories/donation.repository';
import { StudentRepository } from '../src/database/repositories/student.repository';
import { financialYearOf, financialYearRange } from '../src/modules/admin/receipts/financial-year';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, createUser, loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';
import { guardianConsentFields } from './helpers/application-forms';

// The staff lists' paged form (issue 20): the SPEC routes answer their plain array without list parameters,
// and one page, its total and the screen's figures with any. Each describe block has a database of its own
// rows, so totals are exact.

const DONATIONS = '/api/public/donations';
type DonationPage = Page<DonationRecord> & { figures: DonationFigures };

const NOW = new Date();
const FY = financialYearOf(NOW);
const { start: FY_START } = financialYearRange(FY);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('staff lists, paged on the server', () => {
  let t: TestApp;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
  });

  const get = (path: string, query: Record<string, string | number> = {}, auth = admin.auth) =>
    request(t.http).get(path).query(query).set('Authorization', auth);

  describe('donations (admin)', () => {
    /** 60 donations: every third receipted, one a day back from today, amounts 1..60. */
    const seeded: Array<{ name: string; email: string; utr: string; amount: number; date: Date; receipted: boolean }> = [];

    beforeAll(async () => {
      await t.app.get<Connection>(getConnectionToken()).collection('donations').deleteMany({});
      const repository = t.app.get(DonationRepository);
      for (let index = 0; index < 60; index += 1) {
        const row = {
          name: index % 10 === 7 ? `Meera Iyer ${index}` : `Donor ${String(index).padStart(2, '0')}`,
          email: uniqueEmail(`giver${index}`),
          utr: `UTR${String(100000 + index)}`,
          amount: index + 1,
          date: new Date(NOW.getTime() - index * DAY_MS),
          receipted: index % 3 === 0,
        };
        seeded.push(row);
        const donation: NewDonation = { name: row.name, email: row.email, amount: row.amount, mode: 'UPI', utr: row.utr, date: row.date };
        const created = await repository.create(donation);
        // Receipted straight in the database: issuing 20 PDFs would only slow this test down.
        if (row.receipted) await t.app.get<Connection>(getConnectionToken()).collection('donations').updateOne({ _id: created._id }, { $set: { receiptGenerated: true } });
      }
    });

    it('answers the SPEC array, newest first and unchanged, when called without list parameters', async () => {
      const response = await get(DONATIONS).expect(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body).toHaveLength(60);
      expect((response.body as DonationRecord[]).map((row) => row.email)).toEqual([...seeded].reverse().map((row) => row.email));
      expect(Object.keys(response.body[0]).sort()).toEqual(
        ['_id', 'name', 'email', 'amount', 'mode', 'utr', 'hasScreenshot', 'date', 'receiptGenerated', 'createdAt', 'address', 'pan', 'receipt', 'voidedReceipts', 'mail'].sort(),
      );
    });

    it('pages newest first by default: full pages, a short last page, an empty page past the end', async () => {
      const first = (await get(DONATIONS, { page: 1 }).expect(200)).body as DonationPage;
      expect(first).toMatchObject({ total: 60, page: 1, pageSize: PAGE_SIZE_DEFAULT });
      expect(first.items.map((row) => row.email)).toEqual(seeded.slice(0, PAGE_SIZE_DEFAULT).map((row) => row.email));

      const third = (await get(DONATIONS, { page: 3 }).expect(200)).body as DonationPage;
      expect(third.items.map((row) => row.email)).toEqual(seeded.slice(50).map((row) => row.email));

      const beyond = (await get(DONATIONS, { page: 4 }).expect(200)).body as DonationPage;
      expect(beyond).toMatchObject({ items: [], total: 60, page: 4 });

      // Every row once across the pages of 7.
      const emails: string[] = [];
      for (let page = 1; page <= 9; page += 1) emails.push(...((await get(DONATIONS, { page, pageSize: 7 }).expect(200)).body as DonationPage).items.map((row) => row.email));
      expect(emails.sort()).toEqual(seeded.map((row) => row.email).sort());
    });

    it('filters by receipt status and sorts at once', async () => {
      const pending = seeded.filter((row) => !row.receipted);
      const page = (await get(DONATIONS, { receipt: 'pending', sort: '-amount', pageSize: 10, page: 2 }).expect(200)).body as DonationPage;
      expect(page.total).toBe(pending.length);
      const expected = [...pending].sort((a, b) => b.amount - a.amount).slice(10, 20);
      expect(page.items.map((row) => row.amount)).toEqual(expected.map((row) => row.amount));
      expect(page.items.every((row) => !row.receiptGenerated)).toBe(true);

      const generated = (await get(DONATIONS, { receipt: 'generated', sort: 'amount', pageSize: 100 }).expect(200)).body as DonationPage;
      expect(generated.items.map((row) => row.amount)).toEqual(seeded.filter((row) => row.receipted).map((row) => row.amount).sort((a, b) => a - b));
    });

    it('searches name, email and UTR, ignoring case, and takes the text literally', async () => {
      const byName = (await get(DONATIONS, { search: 'meera', pageSize: 100 }).expect(200)).body as DonationPage;
      expect(byName.items.map((row) => row.name).sort()).toEqual(seeded.filter((row) => row.name.startsWith('Meera')).map((row) => row.name).sort());
      expect(byName.total).toBe(6);

      const byEmail = (await get(DONATIONS, { search: seeded[12].email.toUpperCase() }).expect(200)).body as DonationPage;
      expect(byEmail.items.map((row) => row.email)).toEqual([seeded[12].email]);

      const byUtr = (await get(DONATIONS, { search: 'utr100041' }).expect(200)).body as DonationPage;
      expect(byUtr).toMatchObject({ total: 1, items: [{ utr: 'UTR100041' }] });

      // Search and filter together: the Meera rows without a receipt.
      const both = (await get(DONATIONS, { search: 'Meera', receipt: 'pending' }).expect(200)).body as DonationPage;
      expect(both.total).toBe(seeded.filter((row) => row.name.startsWith('Meera') && !row.receipted).length);

      // A pattern character is a character: '.*' matches no name, email or UTR.
      expect(((await get(DONATIONS, { search: '.*' }).expect(200)).body as DonationPage).total).toBe(0);
    });

    it("gives the tab's figures over every donation, whatever the page shows, matching the rows' sums", async () => {
      const { figures } = (await get(DONATIONS, { page: 1, search: 'nobody-matches-this' }).expect(200)).body as DonationPage;
      const thisYear = seeded.filter((row) => row.date >= FY_START);
      expect(figures).toMatchObject({
        financialYear: FY,
        count: 60,
        pendingReceipts: seeded.filter((row) => !row.receipted).length,
        received: thisYear.reduce((sum, row) => sum + row.amount, 0),
      });
      expect(figures.months).toHaveLength(12);
      expect(figures.months[0].month).toBe(`${FY.slice(0, 4)}-04`);
      expect(figures.months.reduce((sum, month) => sum + month.total, 0)).toBe(figures.received);
      // Each month holds the donations of that month in India.
      const indiaMonth = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 7);
      for (const month of figures.months) {
        expect(month.total).toBe(thisYear.filter((row) => indiaMonth(row.date) === month.month).reduce((sum, row) => sum + row.amount, 0));
      }
    });

    it('counts a donation written without a month (an older backup restored) in its month', async () => {
      const donations = t.app.get<Connection>(getConnectionToken()).collection('donations');
      const before = ((await get(DONATIONS, { page: 1 }).expect(200)).body as DonationPage).figures;
      const date = new Date(NOW.getTime() - 2 * DAY_MS);
      const inserted = await donations.insertOne({ name: 'Old Record', email: 'old@example.org', amount: 1000, mode: 'UPI', utr: 'OLD1', date, receiptGenerated: false, createdAt: date, updatedAt: date });
      try {
        const after = ((await get(DONATIONS, { page: 1 }).expect(200)).body as DonationPage).figures;
        expect(after.count).toBe(before.count + 1);
        expect(after.pendingReceipts).toBe(before.pendingReceipts + 1);
        if (date >= FY_START) expect(after.received).toBe(before.received + 1000);
        expect(await donations.findOne({ _id: inserted.insertedId })).toMatchObject({ month: expect.stringMatching(/^\d{4}-\d{2}$/) });
      } finally {
        await donations.deleteOne({ _id: inserted.insertedId });
      }
    });

    it('refuses list parameters it does not know or cannot use with a 400 naming the parameter', async () => {
      expectError(await get(DONATIONS, { page: 0 }), 400, 'page must be at least 1');
      expectError(await get(DONATIONS, { page: 'two' }), 400, 'page must be a whole number');
      expectError(await get(DONATIONS, { pageSize: PAGE_SIZE_MAX + 1 }), 400, `pageSize must be at most ${PAGE_SIZE_MAX}`);
      expectError(await get(DONATIONS, { sort: 'utr' }), 400, /^sort must be one of: /);
      expectError(await get(DONATIONS, { receipt: 'maybe' }), 400, /^receipt must be one of: /);
      expectError(await get(DONATIONS, { search: 'x'.repeat(101) }), 400, /^search must be at most/);
      // A NUL cannot be searched for (MongoDB refuses it in a pattern): a 400 on every list, the activity log's person too.
      expectError(await get(DONATIONS, { search: 'ab\u0000c' }), 400, 'search must not contain control characters');
      expectError(await get('/api/team/students', { search: '\u0000' }, (await loginAs(t, 'team')).auth), 400, 'search must not contain control characters');
      expectError(await get('/api/admin/activity', { person: 'a\u0000' }), 400, 'person must not contain control characters');
      expectError(await get(DONATIONS, { colour: 'orange' }), 400);
    });

    it('is for admins only, paged or not', async () => {
      for (const role of ['hr', 'team'] as const) {
        const other = await loginAs(t, role);
        expectError(await get(DONATIONS, { page: 1 }, other.auth), 403);
      }
      expectError(await request(t.http).get(DONATIONS).query({ page: 1 }), 401);
    });
  });

  describe('contact messages (admin and HR)', () => {
    beforeAll(async () => {
      const messages = t.app.get<Connection>(getConnectionToken()).collection('contact_messages');
      await messages.deleteMany({});
      const start = Date.now() - 30 * DAY_MS;
      await messages.insertMany(
        Array.from({ length: 30 }, (_, index) => ({
          name: index === 4 ? 'Zoya Khan' : index === 7 ? 'aarti sharma' : `Sender ${String(index).padStart(2, '0')}`,
          email: `sender${index}@example.org`,
          message: index === 9 ? 'Can I volunteer on Sundays?' : 'Please send the annual report.',
          createdAt: new Date(start + index * DAY_MS),
          updatedAt: new Date(start + index * DAY_MS),
        })),
      );
      // Written as records from before the name's sort key: the next start gives them theirs.
      await t.app.get(ContactMessageRepository).onApplicationBootstrap();
    });

    it('pages newest first for admin and HR alike, searches name, email and text, and keeps the SPEC array', async () => {
      const hr = await loginAs(t, 'hr');
      for (const [path, auth] of [['/api/public/contact', admin.auth], ['/api/hr/contact', hr.auth]] as const) {
        expect((await get(path, {}, auth).expect(200)).body).toHaveLength(30);
        const page = (await get(path, { page: 2, pageSize: 10 }, auth).expect(200)).body as Page<ContactMessage>;
        expect(page).toMatchObject({ total: 30, page: 2, pageSize: 10 });
        expect(page.items.map((message) => message.email)).toEqual(Array.from({ length: 10 }, (_, index) => `sender${19 - index}@example.org`));
        expect(((await get(path, { search: 'SUNDAYS' }, auth).expect(200)).body as Page<ContactMessage>).items.map((message) => message.email)).toEqual(['sender9@example.org']);
        expect(((await get(path, { sort: '-name', pageSize: 1 }, auth).expect(200)).body as Page<ContactMessage>).items[0].name).toBe('Zoya Khan');
        // By name, case aside: 'aarti sharma' before the capitalised names.
        expect(((await get(path, { sort: 'name', pageSize: 2 }, auth).expect(200)).body as Page<ContactMessage>).items.map((message) => message.name)).toEqual(['aarti sharma', 'Sender 00']);
      }
      expectError(await get('/api/hr/contact', { page: 1 }, (await loginAs(t, 'team')).auth), 403);
    });
  });

  describe('applicants (HR): the three views and their counts', () => {
    type ApplicantPage = Page<{ name: string; type: string; status: ApplicantStatus }> & { counts: ApplicantCounts };
    let hr: LoggedIn;
    const statuses: ApplicantStatus[] = ['pending', 'interview', 'onboarded', 'active', 'inactive', 'rejected'];

    beforeAll(async () => {
      hr = await loginAs(t, 'hr');
      await t.app.get<Connection>(getConnectionToken()).collection('applicants').deleteMany({});
      // 24 applicants: volunteers and interns alternate, statuses cycle.
      for (let index = 0; index < 24; index += 1) {
        await createApplicant(t.app, { type: index % 2 ? 'intern' : 'volunteer', name: `Applicant ${String(index).padStart(2, '0')}`, status: statuses[index % 6] });
      }
    });

    it('pages each view with the counts of every tab, and filters by status within a view', async () => {
      const ongoing = (await get('/api/hr/applicants', { view: 'ongoing', pageSize: 5 }, hr.auth).expect(200)).body as ApplicantPage;
      expect(ongoing.counts).toEqual({ ongoing: 12, volunteer: 12, intern: 12 });
      expect(ongoing.total).toBe(12);
      expect(ongoing.items).toHaveLength(5);
      expect(ongoing.items.every((applicant) => ['pending', 'interview', 'onboarded'].includes(applicant.status))).toBe(true);
      // Newest first: the last created ongoing applicant leads.
      expect(ongoing.items[0].name).toBe('Applicant 20');

      const interns = (await get('/api/hr/applicants', { view: 'intern', sort: 'name', pageSize: 100 }, hr.auth).expect(200)).body as ApplicantPage;
      expect(interns.items.map((applicant) => applicant.name)).toEqual(Array.from({ length: 12 }, (_, index) => `Applicant ${String(index * 2 + 1).padStart(2, '0')}`));

      const rejectedVolunteers = (await get('/api/hr/applicants', { view: 'volunteer', status: 'rejected' }, hr.auth).expect(200)).body as ApplicantPage;
      expect(rejectedVolunteers.total).toBe(0);
      const rejectedInterns = (await get('/api/hr/applicants', { view: 'intern', status: 'rejected' }, hr.auth).expect(200)).body as ApplicantPage;
      expect(rejectedInterns.items.map((applicant) => applicant.name)).toEqual(['Applicant 23', 'Applicant 17', 'Applicant 11', 'Applicant 05']);

      expect(((await get('/api/hr/applicants', { search: 'applicant 1' }, hr.auth).expect(200)).body as ApplicantPage).total).toBe(10);

      // By name, case aside, after HR renames someone: 'aarav mehta' leads, whatever the capitals.
      const renamed = interns.items[5] as unknown as { _id: string; name: string };
      await request(t.http).put(`/api/hr/applicants/${renamed._id}`).set('Authorization', hr.auth).send({ name: 'aarav mehta' }).expect(200);
      const byName = (await get('/api/hr/applicants', { view: 'intern', sort: 'name', pageSize: 2 }, hr.auth).expect(200)).body as ApplicantPage;
      expect(byName.items.map((applicant) => applicant.name)).toEqual(['aarav mehta', 'Applicant 01']);
      await request(t.http).put(`/api/hr/applicants/${renamed._id}`).set('Authorization', hr.auth).send({ name: renamed.name }).expect(200);
      expect((await get('/api/hr/applicants', {}, hr.auth).expect(200)).body).toHaveLength(24);
      expectError(await get('/api/hr/applicants', { view: 'everyone' }, hr.auth), 400, /^view must be one of/);
    });

    it('moves an applicant between the counts when HR changes the status', async () => {
      const before = ((await get('/api/hr/applicants', { view: 'ongoing' }, hr.auth).expect(200)).body as ApplicantPage).counts;
      const pending = ((await get('/api/hr/applicants', { status: 'pending', pageSize: 1 }, hr.auth).expect(200)).body as Page<{ _id: string }>).items[0];
      await request(t.http).put(`/api/hr/applicants/${pending._id}`).set('Authorization', hr.auth).send({ status: 'inactive' }).expect(200);
      const after = ((await get('/api/hr/applicants', { view: 'ongoing' }, hr.auth).expect(200)).body as ApplicantPage).counts;
      expect(after).toEqual({ ...before, ongoing: before.ongoing - 1 });
    });
  });

  describe('students (team) and users (admin)', () => {
    it('pages students by name with their masked records, and searches their school', async () => {
      const team = await loginAs(t, 'team');
      await t.app.get<Connection>(getConnectionToken()).collection('students').deleteMany({});
      for (const [name, schoolName] of [['Kabir', 'Govt. Primary School'], ['Anaya', 'St. Mary'], ['Farhan', 'Govt. Primary School'], ['Ishita', 'DAV Public']]) {
        await request(t.http).post('/api/team/students').set('Authorization', team.auth).send({ name, schoolName, ...guardianConsentFields() }).expect(201);
      }
      const page = (await get('/api/team/students', { pageSize: 3 }, team.auth).expect(200)).body as Page<{ name: string }>;
      expect(page).toMatchObject({ total: 4, pageSize: 3 });
      expect(page.items.map((student) => student.name)).toEqual(['Anaya', 'Farhan', 'Ishita']);
      const govt = (await get('/api/team/students', { search: 'govt.', sort: '-name' }, team.auth).expect(200)).body as Page<{ name: string; aadharCard?: string }>;
      expect(govt.items.map((student) => student.name)).toEqual(['Kabir', 'Farhan']);
      expect((await get('/api/team/students', {}, team.auth).expect(200)).body).toHaveLength(4);
      expectError(await get('/api/team/students', { page: 1 }), 403);
      expectError(await request(t.http).get('/api/team/students').query({ page: 1 }), 401);
    });

    it('sorts names case aside and classes in school order, follows an edit, and gives older records their keys at start-up', async () => {
      const team = await loginAs(t, 'team');
      const students = t.app.get<Connection>(getConnectionToken()).collection('students');
      await students.deleteMany({});
      const ids: Record<string, string> = {};
      for (const [name, classStudying] of [['zoya', 'Class 10'], ['Aman', 'Class 2'], ['bhavna', 'UKG'], ['Chetan', ''], ['Dev', 'Open school'], ['Esha', 'class 2']]) {
        ids[name] = ((await request(t.http).post('/api/team/students').set('Authorization', team.auth).send({ name, classStudying, ...guardianConsentFields() }).expect(201)).body as { _id: string })._id;
      }
      const names = async (query: Record<string, string | number>) =>
        ((await get('/api/team/students', query, team.auth).expect(200)).body as Page<{ name: string }>).items.map((student) => student.name);
      expect(await names({ sort: 'name' })).toEqual(['Aman', 'bhavna', 'Chetan', 'Dev', 'Esha', 'zoya']);
      // UKG, then Class 2 (by name within it) before Class 10, a class without a rank, then no class.
      expect(await names({ sort: 'class' })).toEqual(['bhavna', 'Aman', 'Esha', 'zoya', 'Dev', 'Chetan']);
      expect(await names({ sort: 'class', pageSize: 2, page: 2 })).toEqual(['Esha', 'zoya']);
      expect(await names({ sort: '-class', pageSize: 1 })).toEqual(['Chetan']);
      const stored = await students.findOne({ name: 'Aman' });
      expect(stored).toMatchObject({ nameKey: 'aman' });
      expect((await get('/api/team/students', { sort: 'name', pageSize: 1 }, team.auth).expect(200)).body.items[0]).not.toHaveProperty('nameKey');

      await request(t.http).put(`/api/team/students/${ids.zoya}`).set('Authorization', team.auth).send({ classStudying: 'LKG' }).expect(200);
      await request(t.http).put(`/api/team/students/${ids.Aman}`).set('Authorization', team.auth).send({ name: 'Yash' }).expect(200);
      expect(await names({ sort: 'class' })).toEqual(['zoya', 'bhavna', 'Esha', 'Yash', 'Dev', 'Chetan']);
      expect(await names({ sort: '-name', pageSize: 2 })).toEqual(['zoya', 'Yash']);

      // A record from before the keys, or with a key of an earlier rule: the next start gives it today's, and
      // leaves its last change as it was.
      await students.updateMany({}, { $unset: { nameKey: '', classKey: '' } });
      await students.updateOne({ name: 'Dev' }, { $set: { nameKey: 'an older rule', classKey: 'an older rule' } });
      const lastChanged = (await students.findOne({ name: 'Chetan' }))?.updatedAt;
      await t.app.get(StudentRepository).onApplicationBootstrap();
      expect(await names({ sort: 'class' })).toEqual(['zoya', 'bhavna', 'Esha', 'Yash', 'Dev', 'Chetan']);
      expect((await students.findOne({ name: 'Chetan' }))?.updatedAt).toEqual(lastChanged);
    });

    it('sorts Hindi names letter by letter, vowel signs included, as the whole list does', async () => {
      const team = await loginAs(t, 'team');
      await t.app.get<Connection>(getConnectionToken()).collection('students').deleteMany({});
      for (const name of ['रोहित', 'राम', 'रीना', 'रमेश', 'रमा', 'Émile']) {
        await request(t.http).post('/api/team/students').set('Authorization', team.auth).send({ name, ...guardianConsentFields() }).expect(201);
      }
      const paged = ((await get('/api/team/students', { sort: 'name' }, team.auth).expect(200)).body as Page<{ name: string }>).items.map((student) => student.name);
      const whole = ((await get('/api/team/students', {}, team.auth).expect(200)).body as Array<{ name: string }>).map((student) => student.name);
      expect(paged).toEqual(['Émile', 'रमा', 'रमेश', 'राम', 'रीना', 'रोहित']);
      expect(whole).toEqual(paged);
      // No sort by age: an age worked out from a date of birth is stored nowhere to sort by.
      expectError(await get('/api/team/students', { sort: 'age' }, team.auth), 400, 'sort must be one of: name, -name, class, -class, createdAt, -createdAt');
    });

    it('pages users, filtered by role and searched by email', async () => {
      await createUser(t.app, { role: 'hr', email: 'priya.hr@society.local' });
      const hrUsers = (await get('/api/admin/users', { role: 'hr', pageSize: 100 }).expect(200)).body as Page<{ email: string; role: string }>;
      expect(hrUsers.items.length).toBeGreaterThan(0);
      expect(hrUsers.items.every((user) => user.role === 'hr')).toBe(true);
      expect(hrUsers.total).toBe(hrUsers.items.length);
      const sorted = hrUsers.items.map((user) => user.email);
      expect(sorted).toEqual([...sorted].sort());
      const found = (await get('/api/admin/users', { search: 'PRIYA.HR' }).expect(200)).body as Page<{ email: string }>;
      expect(found.items.map((user) => user.email)).toEqual(['priya.hr@society.local']);
      expect(Array.isArray((await get('/api/admin/users').expect(200)).body)).toBe(true);
    });
  });
});
