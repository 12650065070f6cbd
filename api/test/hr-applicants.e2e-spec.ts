import { getConnectionToken } from '@nestjs/mongoose';
import type { Collection, Connection } from 'mongoose';
import type { Types } from 'mongoose';
import { MESSAGES, type Role } from '@society/contracts';
import { APPLICANT_MESSAGES } from '../src/modules/hr/applicants.service';
import { BIRTHDAY_WISH_UNAVAILABLE } from '../src/modules/hr/birthday-wishes.controller';
import { REMARK_REQUIRED } from '../src/modules/hr/dtos/applicant.dto';
import { ApplicantRepository } from '../src/database/repositories/applicant.repository';
import { call, type Route } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';

const APPLICANTS = '/api/hr/applicants';
const UNKNOWN_ID = '0123456789abcdef01234567';

describe('HR applicants API', () => {
  let t: TestApp;
  let hr: LoggedIn;
  let admin: LoggedIn;
  let applicants: Collection;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = [await loginAs(t, 'hr'), await loginAs(t, 'admin')];
    applicants = t.app.get<Connection>(getConnectionToken()).collection('applicants');
  });

  const put = (id: unknown, body: object, auth = hr.auth) => call(t.http, ['put', `${APPLICANTS}/${String(id)}`], auth).send(body);
  const stored = (id: Types.ObjectId) => applicants.findOne({ _id: id });

  /** Asserts `date` lies between two instants (the server's "now" during a request). */
  function expectNow(date: unknown, before: number, after: number): void {
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).getTime()).toBeGreaterThanOrEqual(before);
    expect((date as Date).getTime()).toBeLessThanOrEqual(after);
  }

  describe('who may call it', () => {
    it.each<Route>([
      ['get', APPLICANTS],
      ['put', `${APPLICANTS}/${UNKNOWN_ID}`],
      ['post', '/api/hr/send-birthday-wish'],
    ])('%s %s: 401 without a token', async (method, url) => {
      expectError(await call(t.http, [method, url]), 401, MESSAGES.sessionRequired);
    });

    it('GET: hr and admin may read; team and user get 403', async () => {
      await call(t.http, ['get', APPLICANTS], hr.auth).expect(200);
      await call(t.http, ['get', APPLICANTS], admin.auth).expect(200);
      for (const role of ['team', 'user'] as Role[]) {
        expectError(await call(t.http, ['get', APPLICANTS], (await loginAs(t, role)).auth), 403, MESSAGES.forbidden);
      }
    });

    it('PUT and the birthday wish: hr only (admin and team get 403)', async () => {
      const applicant = await createApplicant(t.app);
      const team = await loginAs(t, 'team');
      for (const auth of [admin.auth, team.auth]) {
        expectError(await put(applicant._id, { status: 'interview' }, auth), 403, MESSAGES.forbidden);
        expectError(await call(t.http, ['post', '/api/hr/send-birthday-wish'], auth).send({ email: 'a@b.org', name: 'A' }), 403, MESSAGES.forbidden);
      }
      await put(applicant._id, { assignedTeam: 'Teaching' }).expect(200);
    });
  });

  describe('GET /api/hr/applicants', () => {
    it('lists every applicant newest first with the full record', async () => {
      // One app per test file: passport keeps one 'jwt' strategy per process, the last app's.
      const older = await createApplicant(t.app, { name: 'Older' });
      const newer = await createApplicant(t.app, { name: 'Newer', type: 'intern' });

      const response = await call(t.http, ['get', APPLICANTS], hr.auth).expect(200);

      const ids = response.body.map((a: { _id: string }) => a._id);
      expect(ids.indexOf(String(newer._id))).toBe(0);
      expect(ids.indexOf(String(older._id))).toBe(1);
      expect(response.body[0]).toEqual({
        _id: String(newer._id),
        type: 'intern',
        name: 'Newer',
        email: newer.email,
        phone: '+91 98765 43210',
        gender: 'male',
        dob: '2001-08-15T00:00:00.000Z',
        interests: ['teaching'],
        availability: 'part-time',
        reference: 'instagram',
        experience: '',
        course: 'BCA',
        college: 'GMN College',
        duration: '3-month',
        agreeToTerms: true,
        status: 'pending',
        assignedPosition: '',
        assignedTeam: '',
        interviewDate: null,
        doj: null,
        dol: null,
        rejectionReason: '',
        remarks: [],
        under18: false,
        guardian: null,
        guardianConsent: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(response.body[1]).toMatchObject({ _id: String(older._id), type: 'volunteer', availability: 10, experience: 'Taught at a night school' });
    });
  });

  describe('PUT /api/hr/applicants/:id: status and its side effects', () => {
    it('a PUT with only {status} changes the status and leaves every other field as it was', async () => {
      const applicant = await createApplicant(t.app, { type: 'intern' });
      const before = await stored(applicant._id);
      await put(applicant._id, { status: 'onboarded' }).expect(200);
      const after = await stored(applicant._id);
      expect(after?.status).toBe('onboarded');
      expect({ ...after, status: 'pending', updatedAt: null }).toEqual({ ...before, updatedAt: null });
    });

    it('pending → interview sets the interview date to now, unless one is sent', async () => {
      const first = await createApplicant(t.app);
      const before = Date.now();
      const response = await put(first._id, { status: 'interview' }).expect(200);
      expectNow((await stored(first._id))?.interviewDate, before, Date.now());
      expect(response.body.status).toBe('interview');

      const second = await createApplicant(t.app);
      await put(second._id, { status: 'interview', interviewDate: '2025-07-01T10:30:00.000Z' }).expect(200);
      expect((await stored(second._id))?.interviewDate).toEqual(new Date('2025-07-01T10:30:00.000Z'));
    });

    it('back to interview from another status keeps the interview date that took place (SPEC §4: any other change just sets the status)', async () => {
      const held = new Date('2025-05-02T00:00:00Z');
      const applicant = await createApplicant(t.app, { status: 'onboarded', interviewDate: held });
      await put(applicant._id, { status: 'interview' }).expect(200);
      expect(await stored(applicant._id)).toMatchObject({ status: 'interview', interviewDate: held });
    });

    it('interview → onboarded stores what the onboard dialog sends', async () => {
      const applicant = await createApplicant(t.app, { status: 'interview' });
      const response = await put(applicant._id, {
        status: 'onboarded',
        assignedPosition: '  Teacher ',
        assignedTeam: ' Pathshala ',
        interviewDate: '2025-05-02',
        doj: '2025-05-10',
        dol: null,
      }).expect(200);
      expect(response.body).toMatchObject({
        status: 'onboarded',
        assignedPosition: 'Teacher',
        assignedTeam: 'Pathshala',
        interviewDate: '2025-05-02T00:00:00.000Z',
        doj: '2025-05-10T00:00:00.000Z',
        dol: null,
      });
    });

    it('onboarded → active sets the joining date to now only when none is stored', async () => {
      const fresh = await createApplicant(t.app, { status: 'onboarded' });
      const before = Date.now();
      await put(fresh._id, { status: 'active' }).expect(200);
      expectNow((await stored(fresh._id))?.doj, before, Date.now());

      const joined = await createApplicant(t.app, { status: 'onboarded', doj: new Date('2025-01-15T00:00:00Z') });
      await put(joined._id, { status: 'active' }).expect(200);
      expect((await stored(joined._id))?.doj).toEqual(new Date('2025-01-15T00:00:00Z'));
    });

    it('→ inactive sets the leaving date to now, unless one is sent', async () => {
      const applicant = await createApplicant(t.app, { status: 'active', doj: new Date('2024-01-01T00:00:00Z') });
      const before = Date.now();
      await put(applicant._id, { status: 'inactive' }).expect(200);
      expectNow((await stored(applicant._id))?.dol, before, Date.now());

      const other = await createApplicant(t.app, { status: 'active' });
      await put(other._id, { status: 'inactive', dol: '2025-02-28' }).expect(200);
      expect((await stored(other._id))?.dol).toEqual(new Date('2025-02-28T00:00:00Z'));

      // The edit dialog sends a leaving date left empty as null: that is not a date given.
      const edited = await createApplicant(t.app, { status: 'active' });
      const editedAt = Date.now();
      await put(edited._id, { status: 'inactive', dol: null }).expect(200);
      expectNow((await stored(edited._id))?.dol, editedAt, Date.now());
    });

    it("→ rejected without a reason, or with a blank one, is refused with 400 'Reason required' and changes nothing", async () => {
      const applicant = await createApplicant(t.app);
      expectError(await put(applicant._id, { status: 'rejected' }), 400, APPLICANT_MESSAGES.reasonRequired);
      expectError(await put(applicant._id, { status: 'rejected', rejectionReason: '   ' }), 400, APPLICANT_MESSAGES.reasonRequired);
      expect(await stored(applicant._id)).toMatchObject({ status: 'pending', remarks: [] });
    });

    it('→ rejected with a reason stores it and adds a remark carrying it, by the caller', async () => {
      const applicant = await createApplicant(t.app);
      const response = await put(applicant._id, { status: 'rejected', rejectionReason: ' Not available on weekdays ' }).expect(200);
      expect(response.body).toMatchObject({ status: 'rejected', rejectionReason: 'Not available on weekdays' });
      expect(response.body.remarks).toEqual([
        { _id: expect.stringMatching(/^[0-9a-f]{24}$/), date: expect.any(String), text: 'Rejected: Not available on weekdays', author: hr.email },
      ]);
    });

    it('→ rejected with the client’s own remark carrying the reason adds no second one', async () => {
      const applicant = await createApplicant(t.app);
      const response = await put(applicant._id, {
        status: 'rejected',
        rejectionReason: 'Incomplete form',
        remarks: [{ text: 'Rejected: Incomplete form' }],
      }).expect(200);
      expect(response.body.remarks.map((remark: { text: string }) => remark.text)).toEqual(['Rejected: Incomplete form']);
    });

    it('any status may be chosen from any other (the edit dialog), with the date fields cleared by null', async () => {
      const applicant = await createApplicant(t.app, { status: 'active', doj: new Date('2024-01-01T00:00:00Z') });
      const response = await put(applicant._id, { status: 'pending', doj: null }).expect(200);
      expect(response.body).toMatchObject({ status: 'pending', doj: null });
      expect((await stored(applicant._id))?.doj).toBeUndefined();
    });
  });

  describe('PUT /api/hr/applicants/:id: remarks', () => {
    it("appends new remarks with the server's date and the token's email, whatever the client sends, and keeps stored ones as they are", async () => {
      const applicant = await createApplicant(t.app);
      const first = await put(applicant._id, { remarks: [{ text: 'Called, will visit on Monday', author: 'someone@else.org', date: '2000-01-01' }] }).expect(200);
      expect(first.body.remarks).toHaveLength(1);
      expect(first.body.remarks[0]).toMatchObject({ text: 'Called, will visit on Monday', author: hr.email });
      expect(new Date(first.body.remarks[0].date).getFullYear()).toBeGreaterThan(2000);

      // The client sends the full list back (with a stored remark altered) plus one new item.
      const altered = { ...first.body.remarks[0], text: 'rewritten history' };
      const second = await put(applicant._id, { remarks: [altered, { text: ' Visited; very keen ' }] }).expect(200);
      expect(second.body.remarks.map((remark: { text: string }) => remark.text)).toEqual(['Called, will visit on Monday', 'Visited; very keen']);
    });

    it("refuses a blank new remark with 400 'Remark required'", async () => {
      const applicant = await createApplicant(t.app);
      expectError(await put(applicant._id, { remarks: [{ text: '   ' }] }), 400, REMARK_REQUIRED);
      expectError(await put(applicant._id, { remarks: [{}] }), 400, REMARK_REQUIRED);
      expectError(await put(applicant._id, { remarks: [{ text: 'ok', mood: 'happy' }] }), 400, 'property mood should not exist');
      const notAList = await put(applicant._id, { remarks: 'a remark' });
      expectError(notAList, 400);
      expect(notAList.body.errors.remarks).toContain('remarks must be a list');
    });

    it('50 saves at once by two HR users, each adding one remark, keep all 50 remarks', async () => {
      const applicant = await createApplicant(t.app);
      const second = await loginAs(t, 'hr');
      const users = [hr, second];
      const saves = 50;
      const responses = await Promise.all(
        Array.from({ length: saves }, (_, i) => put(applicant._id, { remarks: [{ text: `remark ${i}` }], assignedTeam: `team ${i}` }, users[i % 2].auth)),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(saves).fill(200));

      const remarks = (await stored(applicant._id))?.remarks as Array<{ text: string; author: string }>;
      expect(remarks.map((remark) => remark.text).sort()).toEqual(Array.from({ length: saves }, (_, i) => `remark ${i}`).sort());
      for (const remark of remarks) expect(remark.author).toBe(users[Number(remark.text.split(' ')[1]) % 2].email);
    });
  });

  describe('PUT /api/hr/applicants/:id: the edit fields', () => {
    it('takes the whole applicant object back (read-only fields ignored), trimming text and validating each field', async () => {
      const applicant = await createApplicant(t.app, { type: 'intern' });
      const listed = (await call(t.http, ['get', APPLICANTS], hr.auth).expect(200)).body.find((a: { _id: string }) => a._id === String(applicant._id));
      const response = await put(applicant._id, {
        ...listed,
        __v: 0,
        type: 'volunteer',
        name: ' Ravi K. ',
        email: ' Ravi.K@Example.ORG ',
        interests: ['fundraising', 'events'],
        availability: 'always',
        duration: '6-months',
        experience: '',
        dob: '2000-02-29',
      }).expect(200);
      expect(response.body).toMatchObject({
        type: 'intern',
        name: 'Ravi K.',
        email: 'ravi.k@example.org',
        interests: ['fundraising', 'events'],
        availability: 'always',
        duration: '6-months',
        experience: '',
        dob: '2000-02-29T00:00:00.000Z',
      });
    });

    it.each([
      ['an unknown status', { status: 'hired' }, 'status must be one of: pending, interview, onboarded, active, inactive, rejected'],
      ['a date that is not ISO', { interviewDate: '01/07/2025' }, 'interviewDate must be a date (YYYY-MM-DD or an ISO date-time) or null'],
      ['a future birth date', { dob: '2999-01-01' }, 'dob must be a real date in the past (YYYY-MM-DD) or null'],
      ['a blank name', { name: '  ' }, 'name is required'],
      ['a malformed email', { email: 'ravi@' }, 'email must be a valid email address'],
      ['an unknown interest', { interests: ['cooking'] }, expect.stringMatching(/^interests must be chosen from: teaching, /)],
      ['an unknown gender', { gender: 'robot' }, 'gender must be one of: male, female, other'],
      ['an unknown duration', { duration: '2-weeks' }, 'duration must be one of: 3-month, 6-months, 12-months'],
      ['an unknown reference', { reference: 'tv' }, expect.stringMatching(/^reference must be one of: facebook, /)],
      ['too many weekly hours', { availability: 100 }, expect.stringMatching(/^availability must be 5 to 72 hours per week/)],
      ['an intern availability for a volunteer', { availability: 'always' }, APPLICANT_MESSAGES.volunteerAvailability],
      ['an unknown field', { salary: 10 }, 'property salary should not exist'],
    ])('refuses %s with 400', async (_label, body, message) => {
      const applicant = await createApplicant(t.app);
      const response = await put(applicant._id, body);
      expectError(response, 400);
      expect(response.body.message).toEqual(message);
    });

    it('refuses an email another applicant of the same kind uses with 409; another kind may share it', async () => {
      const taken = await createApplicant(t.app, { type: 'volunteer' });
      const volunteer = await createApplicant(t.app, { type: 'volunteer' });
      const intern = await createApplicant(t.app, { type: 'intern' });
      expectError(await put(volunteer._id, { email: taken.email.toUpperCase() }), 409, APPLICANT_MESSAGES.duplicateEmail);
      expect((await stored(volunteer._id))?.email).toBe(volunteer.email);
      await put(intern._id, { email: taken.email }).expect(200);
      await put(volunteer._id, { email: volunteer.email }).expect(200);
    });

    it('gives one of two volunteers moved to the same free email at once a 409, never a 500 (the unique index decides)', async () => {
      for (let round = 0; round < 5; round += 1) {
        const pair = [await createApplicant(t.app, { type: 'volunteer' }), await createApplicant(t.app, { type: 'volunteer' })];
        const email = uniqueEmail(`moved-${round}`);
        const answers = await Promise.all(pair.map((applicant) => put(applicant._id, { email })));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expectError(answers.find((answer) => answer.status === 409)!, 409, APPLICANT_MESSAGES.duplicateEmail);
      }
    });

    it('answers 404 for an unknown applicant, 400 for a malformed id, 405 for the path of the public form', async () => {
      expectError(await put(UNKNOWN_ID, { status: 'interview' }), 404, APPLICANT_MESSAGES.notFound);
      expectError(await put('nope', { status: 'interview' }), 400, 'Invalid id');
      // 'volunteer' is no id: the path is the volunteer form's, which only takes POST.
      const form = await put('volunteer', { status: 'interview' });
      expectError(form, 405, 'PUT is not allowed here. Allowed: POST.');
      expect(form.headers.allow).toBe('POST');
    });
  });

  describe('GET /api/hr/birthdays', () => {
    const BIRTHDAYS = '/api/hr/birthdays';
    const names = async (query: string) => ((await call(t.http, ['get', `${BIRTHDAYS}${query}`], hr.auth).expect(200)).body as Array<{ name: string }>).map(({ name }) => name).filter((name) => name.startsWith('Bday '));

    it('lists the people of one month by day, then name, with no more than the list shows; every month in calendar order', async () => {
      const asha = await createApplicant(t.app, { name: 'Bday Asha', dob: new Date('2000-12-24T00:00:00Z') });
      await createApplicant(t.app, { name: 'Bday Bilal', dob: new Date('1999-12-03T00:00:00Z') });
      await createApplicant(t.app, { name: 'Bday Chitra', dob: new Date('1998-12-03T00:00:00Z'), type: 'intern' });
      await createApplicant(t.app, { name: 'Bday Dev', dob: new Date('2002-01-15T00:00:00Z') });
      await createApplicant(t.app, { name: 'Bday No date', dob: undefined });

      expect(await names('?month=12')).toEqual(['Bday Bilal', 'Bday Chitra', 'Bday Asha']);
      expect(await names('?month=1')).toEqual(['Bday Dev']);
      expect(await names('')).toEqual(['Bday Dev', 'Bday Bilal', 'Bday Chitra', 'Bday Asha']);
      const [first] = (await call(t.http, ['get', `${BIRTHDAYS}?month=12`], hr.auth).expect(200)).body as object[];
      expect(Object.keys(first).sort()).toEqual(['_id', 'dob', 'email', 'name']);
      const all = (await call(t.http, ['get', BIRTHDAYS], hr.auth).expect(200)).body as Array<{ _id: string; dob: string }>;
      expect(all.find(({ _id }) => _id === String(asha._id))?.dob).toBe('2000-12-24T00:00:00.000Z');
    });

    it("follows HR's changes to a date of birth, and records from before the stored month and day", async () => {
      const moved = await createApplicant(t.app, { name: 'Bday Moved', dob: new Date('2001-03-10T00:00:00Z') });
      const cleared = await createApplicant(t.app, { name: 'Bday Cleared', dob: new Date('2001-10-05T00:00:00Z') });
      await put(moved._id, { dob: '2001-10-02' }).expect(200);
      await put(cleared._id, { dob: null }).expect(200);
      expect(await names('?month=10')).toEqual(['Bday Moved']);
      expect(await names('?month=3')).toEqual([]);

      // A record saved before the month and day were stored beside the date of birth gets them at start-up,
      // and keeps its last change (its retention period counts from it).
      const lastChanged = new Date('2022-04-01T10:00:00Z');
      const { insertedId } = await applicants.insertOne({ type: 'volunteer', name: 'Bday Older record', email: uniqueEmail('older'), dob: new Date('1990-10-01T00:00:00Z'), status: 'active', remarks: [], agreeToTerms: true, createdAt: lastChanged, updatedAt: lastChanged });
      expect(await names('?month=10')).toEqual(['Bday Moved']);
      await t.app.get(ApplicantRepository).onApplicationBootstrap();
      expect(await names('?month=10')).toEqual(['Bday Older record', 'Bday Moved']);
      expect(await stored(insertedId)).toMatchObject({ birthMonthDay: '10-01', updatedAt: lastChanged });
    });

    it('refuses a month that is not 1 to 12, and is for HR only', async () => {
      for (const month of ['0', '13', 'may', '1.5']) expectError(await call(t.http, ['get', `${BIRTHDAYS}?month=${month}`], hr.auth), 400, 'month must be a whole number from 1 to 12');
      expectError(await call(t.http, ['get', BIRTHDAYS]), 401, MESSAGES.sessionRequired);
      for (const role of ['admin', 'team', 'user'] as Role[]) expectError(await call(t.http, ['get', BIRTHDAYS], (await loginAs(t, role)).auth), 403, MESSAGES.forbidden);
    });
  });

  describe('POST /api/hr/send-birthday-wish', () => {
    it('answers 501 until the API can send mail, after checking the body', async () => {
      const send = (body: object) => call(t.http, ['post', '/api/hr/send-birthday-wish'], hr.auth).send(body);
      const off = await send({ email: 'ravi@example.org', name: 'Ravi' });
      expectError(off, 501, BIRTHDAY_WISH_UNAVAILABLE);
      // RFC 9110: a 501 names the methods the path takes.
      expect(off.headers.allow).toBe('POST');
      expectError(await send({ name: 'Ravi' }), 400, 'email is required');
    });
  });
});
