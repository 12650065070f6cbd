import { Writable } from 'node:stream';
import { getConnectionToken } from '@nestjs/mongoose';
import { mongo, Types, type Collection, type Connection } from 'mongoose';
import { MESSAGES, type Role } from '@society/contracts';
import { AppConfig } from '../src/config/app-config';
import { StudentRepository } from '../src/database/repositories/student.repository';
import type { EncryptedAadhaar } from '../src/database/schemas/student.schema';
import { STUDENT_MESSAGES } from '../src/modules/team/dtos/student.dto';
import { todayInIndia } from '../src/validation/calendar-day';
import { AADHAAR_REVEAL_LIMIT } from '../src/config/rate-limits';
import { UserRepository } from '../src/database/repositories/user.repository';
import { call, type Route } from './helpers/access';
import { validAadhaar, verhoeffDigit } from './helpers/aadhaar';
import { createTestApp, TEST_AADHAAR_KEY, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, type LoggedIn } from './helpers/factories';
import { guardianConsentFields } from './helpers/application-forms';
import { SmtpInbox } from './helpers/smtp-inbox';

const STUDENTS = '/api/team/students';
const UNKNOWN_ID = '0123456789abcdef01234567';

/** Every Aadhaar number this file sends, valid or not: none may reach the logs. */
const sentNumbers = new Set<string>();
let seed = 100;
function newNumber(): string {
  seed += 1;
  const number = validAadhaar(seed);
  sentNumbers.add(number);
  return number;
}
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The number with one digit changed (never the first, which stays 2-9). */
function oneDigitChanged(number: string, position = 5): string {
  return number.slice(0, position) + ((Number(number[position]) + 1) % 10) + number.slice(position + 1);
}

/** Strings of a stored document, ids and dates aside (an ObjectId's hex may hold a run of digits). */
function storedStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value instanceof Types.ObjectId || value instanceof Date || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...storedStrings(item)]);
}

describe('team students API', () => {
  let t: TestApp;
  let team: LoggedIn;
  let students: Collection;
  let reveals: Collection;
  const logLines: string[] = [];
  const inbox = new SmtpInbox();
  afterAll(() => inbox.stop());

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    await inbox.start();
    // Mail on for the admins' alert of reveals past the limit; only the tests look at the outbox.
    t = await createTestApp({ env: { LOG_LEVEL: 'info', SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000' }, logStream: sink });
    team = await loginAs(t, 'team');
    const connection = t.app.get<Connection>(getConnectionToken());
    students = connection.collection('students');
    reveals = connection.collection('audit_entries');
  });

  const post = (body: Record<string, unknown>, auth = team.auth) => call(t.http, ['post', STUDENTS], auth).send({ ...guardianConsentFields(), ...body });
  const put = (id: unknown, body: Record<string, unknown>, auth = team.auth) => call(t.http, ['put', `${STUDENTS}/${String(id)}`], auth).send(body);
  const reveal = (id: unknown, auth = team.auth) => call(t.http, ['post', `${STUDENTS}/${String(id)}/aadhaar`], auth);
  const raw = (id: string) => students.findOne({ _id: new Types.ObjectId(id) });
  /** Reveals of a student in the activity log. */
  const revealsOf = (id: string) => ({ kind: 'student', action: 'reveal-aadhaar', recordId: id });

  async function created(body: Record<string, unknown> = {}): Promise<Record<string, unknown> & { _id: string }> {
    const response = await post({ name: 'Asha', ...body }).expect(201);
    return response.body;
  }

  describe('who may call it', () => {
    const routes: Route[] = [
      ['get', STUDENTS],
      ['post', STUDENTS],
      ['put', `${STUDENTS}/${UNKNOWN_ID}`],
      ['post', `${STUDENTS}/${UNKNOWN_ID}/aadhaar`],
    ];

    it.each(routes)('%s %s: 401 without a token', async (method, path) => {
      expectError(await call(t.http, [method, path]), 401, MESSAGES.sessionRequired);
    });

    it.each(['admin', 'hr', 'user'] as Role[])('%s gets 403 on every route, and nothing changes', async (role) => {
      const student = await created({ aadharCard: newNumber() });
      const before = await raw(student._id);
      const other = await loginAs(t, role);
      const paths: Route[] = [...routes, ['put', `${STUDENTS}/${student._id}`], ['post', `${STUDENTS}/${student._id}/aadhaar`]];
      for (const route of paths) {
        expectError(await call(t.http, route, other.auth).send({ name: 'Changed' }), 403, MESSAGES.forbidden);
      }
      expect(await raw(student._id)).toEqual(before);
      expect(await reveals.countDocuments(revealsOf(student._id))).toBe(0);
    });

    it('team may list, add, edit and reveal', async () => {
      const student = await created({ aadharCard: newNumber() });
      await call(t.http, ['get', STUDENTS], team.auth).expect(200);
      await put(student._id, { classStudying: '3' }).expect(200);
      await reveal(student._id).expect(200);
    });
  });

  describe('POST /api/team/students', () => {
    it('stores every field and returns the student with the Aadhaar number masked', async () => {
      const number = newNumber();
      const response = await post({
        name: '  Priya Verma ',
        gender: 'female',
        fatherName: 'Ramesh Verma',
        motherName: 'Sunita Verma',
        dob: '2015-01-01',
        admissionDate: '2024-04-01',
        address: 'House 12, Topkhana Basti',
        area: 'Ambala Cantt',
        contactNumber: '+91 98765-43210',
        admittedInSchool: true,
        schoolName: 'Government Primary School',
        classStudying: '4',
        aadharCard: grouped(number),
        endDate: '',
      }).expect(201);

      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Priya Verma',
        gender: 'female',
        fatherName: 'Ramesh Verma',
        motherName: 'Sunita Verma',
        dob: '2015-01-01T00:00:00.000Z',
        admissionDate: '2024-04-01T00:00:00.000Z',
        age: Number(todayInIndia().slice(0, 4)) - 2015,
        address: 'House 12, Topkhana Basti',
        area: 'Ambala Cantt',
        contactNumber: '9876543210',
        admittedInSchool: true,
        schoolName: 'Government Primary School',
        classStudying: '4',
        aadharMasked: `XXXX XXXX ${number.slice(-4)}`,
        endDate: null,
        guardianConsent: expect.objectContaining({ guardianName: 'Sunita Devi', method: 'in-person', recordedBy: team.email }),
        consentWithdrawal: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(response.text).not.toContain(number);
      expect(response.text).not.toContain(grouped(number));
    });

    it('needs only a name besides the guardian’s consent: a boy, no dates, no number', async () => {
      const response = await post({ name: 'Arjun' }).expect(201);
      expect(response.body).toMatchObject({
        name: 'Arjun',
        gender: 'male',
        fatherName: '',
        dob: null,
        admissionDate: null,
        age: null,
        contactNumber: '',
        admittedInSchool: false,
        aadharMasked: null,
        endDate: null,
      });
    });

    it("takes '' and null for the optional fields as none", async () => {
      const response = await post({ name: 'Kabir', gender: '', dob: '', admissionDate: '', age: null, contactNumber: '', aadharCard: '', endDate: '' }).expect(201);
      expect(response.body).toMatchObject({ gender: 'male', dob: null, admissionDate: null, age: null, contactNumber: '', aadharMasked: null });
      const stored = await raw(response.body._id);
      expect(stored).not.toHaveProperty('aadhaar');
      expect(stored).not.toHaveProperty('aadhaarLast4');
    });
  });

  describe('validation (400 naming the field, nothing stored)', () => {
    async function expectRefused(body: Record<string, unknown>, field: string, message: string | RegExp): Promise<void> {
      const before = await students.countDocuments();
      const response = await post({ name: 'Refused', ...body });
      expectError(response, 400, message);
      expect(response.body.errors).toHaveProperty(field);
      expect(await students.countDocuments()).toBe(before);
    }

    it('refuses a missing, blank or too long name', async () => {
      await expectRefused({ name: undefined }, 'name', 'name is required');
      await expectRefused({ name: '   ' }, 'name', 'name is required');
      await expectRefused({ name: 'x'.repeat(101) }, 'name', 'name must be at most 100 characters');
    });

    it('refuses a gender outside the list', async () => {
      await expectRefused({ gender: 'boy' }, 'gender', 'gender must be one of: male, female, other');
    });

    it('refuses a date that is not YYYY-MM-DD or not a real day', async () => {
      await expectRefused({ dob: '15/06/2015' }, 'dob', "dob must be a date (YYYY-MM-DD) or empty");
      await expectRefused({ admissionDate: '2024-02-30' }, 'admissionDate', 'admissionDate must be a date (YYYY-MM-DD) or empty');
      await expectRefused({ endDate: 'soon' }, 'endDate', 'endDate must be a date (YYYY-MM-DD) or empty');
    });

    it("refuses a birth date after today (India's today)", async () => {
      const tomorrow = todayInIndia(new Date(Date.now() + 24 * 3600 * 1000));
      await expectRefused({ dob: tomorrow }, 'dob', STUDENT_MESSAGES.dobFuture);
      await post({ name: 'Born today', dob: todayInIndia() }).expect(201);
    });

    it('refuses an end date before the admission date', async () => {
      await expectRefused({ admissionDate: '2024-04-01', endDate: '2024-03-31' }, 'endDate', STUDENT_MESSAGES.endBeforeAdmission);
      await post({ name: 'Left the same day', admissionDate: '2024-04-01', endDate: '2024-04-01' }).expect(201);
    });

    it('accepts an Indian mobile number with +91, 0 or nothing first, and stores its 10 digits', async () => {
      for (const [sent, stored] of [
        ['9876543210', '9876543210'],
        ['+91 98765 43210', '9876543210'],
        ['+919876543210', '9876543210'],
        ['0 98765-43210', '9876543210'],
        ['6000000000', '6000000000'],
      ]) {
        const response = await post({ name: 'Phone', contactNumber: sent }).expect(201);
        expect(response.body.contactNumber).toBe(stored);
      }
    });

    it.each(['5876543210', '987654321', '98765432101', '+9298765432', '+91 0987654321', 'call me'])('refuses the contact number %s', async (contactNumber) => {
      await expectRefused({ contactNumber }, 'contactNumber', STUDENT_MESSAGES.contactNumber);
    });

    it.each([26, -1, 3.5, 'ten'])('refuses the age %p when there is no date of birth', async (age) => {
      await expectRefused({ age }, 'age', STUDENT_MESSAGES.age);
    });

    it('keeps a typed age (0-25) when there is no date of birth', async () => {
      expect((await post({ name: 'Typed age', age: 7 }).expect(201)).body.age).toBe(7);
      expect((await post({ name: 'Typed age', age: '0' }).expect(201)).body.age).toBe(0);
      expect((await post({ name: 'Typed age', age: 25 }).expect(201)).body.age).toBe(25);
    });

    it('refuses a field it does not know', async () => {
      await expectRefused({ nickname: 'Ash' }, 'nickname', 'property nickname should not exist');
    });

    it('accepts a valid Aadhaar number (Verhoeff check digit), with or without spaces', async () => {
      for (const number of [newNumber(), grouped(newNumber())]) {
        const response = await post({ name: 'Valid number', aadharCard: number }).expect(201);
        expect(response.body.aadharMasked).toBe(`XXXX XXXX ${number.slice(-4)}`);
      }
    });

    it('refuses a number with one digit changed, a first digit of 0 or 1, or the wrong length, without echoing it', async () => {
      const number = newNumber();
      const startsWith = (first: string) => {
        const payload = `${first}${number.slice(1, 11)}`;
        return payload + verhoeffDigit(payload); // a valid check digit: only the first digit is wrong
      };
      const refused = [oneDigitChanged(number), oneDigitChanged(number, 11), startsWith('0'), startsWith('1'), number.slice(0, 11), `${number}5`, `${number.slice(0, 11)}X`];
      for (const aadharCard of refused) {
        sentNumbers.add(aadharCard);
        const before = await students.countDocuments();
        const response = await post({ name: 'Refused number', aadharCard });
        expectError(response, 400, STUDENT_MESSAGES.aadhaarInvalid);
        expect(response.body.errors).toEqual({ aadharCard: [STUDENT_MESSAGES.aadhaarInvalid] });
        expect(response.text).not.toContain(aadharCard);
        expect(await students.countDocuments()).toBe(before);
      }
      // A number, not text: refused the same way.
      expectError(await post({ name: 'Refused number', aadharCard: Number(number) }), 400, STUDENT_MESSAGES.aadhaarInvalid);
    });
  });

  describe('what the database holds', () => {
    it('only the ciphertext and the last four digits: no plaintext number and no run of 12 digits anywhere', async () => {
      const number = newNumber();
      const student = await created({ aadharCard: grouped(number), contactNumber: '+91 98765 43210' });
      const stored = await raw(student._id);

      expect(stored?.aadhaarLast4).toBe(number.slice(-4));
      expect(stored?.aadhaar).toEqual({
        ciphertext: expect.any(String),
        iv: expect.any(String),
        tag: expect.any(String),
        keyVersion: t.app.get(AppConfig).aadhaarKey.keyId,
      });
      expect(Buffer.from(stored?.aadhaar.iv, 'base64')).toHaveLength(12);
      expect(Object.keys(stored ?? {}).filter((key) => /aadha/i.test(key)).sort()).toEqual(['aadhaar', 'aadhaarLast4']);

      // Every stored student, as strings and as the raw bytes the engine keeps.
      const all = await students.find().toArray();
      for (const doc of all) {
        const bytes = Buffer.from(mongo.BSON.serialize(doc));
        for (const sent of sentNumbers) {
          expect(bytes.includes(sent)).toBe(false);
          expect(bytes.includes(grouped(sent))).toBe(false);
        }
        for (const text of storedStrings(doc)) expect(text).not.toMatch(/\d{12}/);
      }
    });

    it('seals each write with a fresh IV: the same number twice gives two different ciphertexts', async () => {
      const number = newNumber();
      const [first, second] = [await created({ aadharCard: number }), await created({ aadharCard: number })];
      const [a, b] = [await raw(first._id), await raw(second._id)];
      expect(a?.aadhaar.iv).not.toBe(b?.aadhaar.iv);
      expect(a?.aadhaar.ciphertext).not.toBe(b?.aadhaar.ciphertext);
    });
  });

  describe('GET /api/team/students', () => {
    it('lists every student sorted by name (case aside), with numbers only masked', async () => {
      const numbers = [newNumber(), newNumber()];
      const zoya = await created({ name: 'zoya List', aadharCard: numbers[0] });
      const aman = await created({ name: 'Aman List', aadharCard: numbers[1] });
      const bina = await created({ name: 'Bina List' });

      const response = await call(t.http, ['get', STUDENTS], team.auth).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const names = (response.body as Array<{ name: string }>).map((s) => s.name);
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
      const ours = (response.body as Array<{ _id: string }>).filter((s) => [zoya._id, aman._id, bina._id].includes(s._id));
      expect(ours.map((s) => s._id)).toEqual([aman._id, bina._id, zoya._id]);
      expect(ours.map((s) => (s as unknown as { aadharMasked: string | null }).aadharMasked)).toEqual([
        `XXXX XXXX ${numbers[1].slice(-4)}`,
        null,
        `XXXX XXXX ${numbers[0].slice(-4)}`,
      ]);
      for (const sent of sentNumbers) expect(response.text).not.toContain(sent);
      expect(response.text).not.toMatch(/"aadharCard"|"aadhaar"|ciphertext/);
    });
  });

  describe('PUT /api/team/students/:id', () => {
    it('saves the whole student sent back by the form, ignoring its read-only keys', async () => {
      const student = await created({ name: 'Ravi', classStudying: '2', aadharCard: newNumber() });
      const { aadharMasked, ...rest } = student;
      const body = { ...rest, aadharMasked, __v: 0, dob: '', age: 8, classStudying: '3', schoolName: 'GPS Ambala' };

      const response = await put(student._id, body).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({ ...student, age: 8, classStudying: '3', schoolName: 'GPS Ambala', updatedAt: expect.any(String) });
    });

    it('keeps the stored number when aadharCard is left out or blank, removes it on null, replaces it on a new value', async () => {
      const first = newNumber();
      const student = await created({ aadharCard: first });
      const sealed = (await raw(student._id))?.aadhaar;

      await put(student._id, { name: 'Asha K' }).expect(200);
      await put(student._id, { name: 'Asha K', aadharCard: '' }).expect(200);
      expect((await raw(student._id))?.aadhaar).toEqual(sealed);
      expect((await reveal(student._id).expect(200)).body).toEqual({ aadharCard: first });

      const second = newNumber();
      const replaced = await put(student._id, { aadharCard: grouped(second) }).expect(200);
      expect(replaced.body.aadharMasked).toBe(`XXXX XXXX ${second.slice(-4)}`);
      expect((await reveal(student._id).expect(200)).body).toEqual({ aadharCard: second });

      const removed = await put(student._id, { aadharCard: null }).expect(200);
      expect(removed.body.aadharMasked).toBeNull();
      const stored = await raw(student._id);
      expect(stored).not.toHaveProperty('aadhaar');
      expect(stored).not.toHaveProperty('aadhaarLast4');
      expectError(await reveal(student._id), 404, STUDENT_MESSAGES.noAadhaar);
    });

    it('changes nothing when any field is refused', async () => {
      const student = await created({ admissionDate: '2024-04-01', aadharCard: newNumber() });
      const before = await raw(student._id);
      const bad = oneDigitChanged(newNumber());
      sentNumbers.add(bad);
      expectError(await put(student._id, { classStudying: '5', aadharCard: bad }), 400, STUDENT_MESSAGES.aadhaarInvalid);
      expectError(await put(student._id, { classStudying: '5', name: '' }), 400, 'name is required');
      // The stored admission date counts when only the end date is sent.
      expectError(await put(student._id, { classStudying: '5', endDate: '2024-01-01' }), 400, STUDENT_MESSAGES.endBeforeAdmission);
      expect(await raw(student._id)).toEqual(before);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expectError(await put(UNKNOWN_ID, { name: 'Nobody' }), 404, STUDENT_MESSAGES.notFound);
      expectError(await put('not-an-id', { name: 'Nobody' }), 400, 'Invalid id');
    });
  });

  describe('age derived from the date of birth', () => {
    const year = Number(todayInIndia().slice(0, 4));

    it('is computed from dob, and a sent age that disagrees is overwritten', async () => {
      const response = await post({ name: 'New year baby', dob: `${year - 10}-01-01`, age: 3 }).expect(201);
      expect(response.body.age).toBe(10);
      expect(await raw(response.body._id)).not.toHaveProperty('age');

      const lateBirthday = `${year - 10}-12-31`;
      const late = await post({ name: 'New year eve baby', dob: lateBirthday, age: 99 }).expect(201);
      expect(late.body.age).toBe(todayInIndia() === `${year}-12-31` ? 10 : 9);
    });

    it('follows dob on edit: a dob replaces a typed age, removing the dob brings a typed age back', async () => {
      const student = await created({ age: 6 });
      expect((await put(student._id, { dob: `${year - 12}-01-01`, age: 6 }).expect(200)).body.age).toBe(12);
      expect(await raw(student._id)).not.toHaveProperty('age');
      // Only the age sent: the stored dob still decides.
      expect((await put(student._id, { age: 4 }).expect(200)).body.age).toBe(12);
      expect((await put(student._id, { dob: '', age: 11 }).expect(200)).body).toMatchObject({ dob: null, age: 11 });
    });
  });

  describe('POST /api/team/students/:id/aadhaar (reveal)', () => {
    it('returns the full number and records who revealed it, for which student, when', async () => {
      const number = newNumber();
      const student = await created({ aadharCard: grouped(number) });
      const colleague = await loginAs(t, 'team');

      const before = Date.now();
      const response = await reveal(student._id, colleague.auth).expect(200);
      const after = Date.now();

      expect(response.body).toEqual({ aadharCard: number });
      expect(response.headers['cache-control']).toBe('no-store');
      const records = await reveals.find(revealsOf(student._id)).toArray();
      expect(records).toHaveLength(1);
      expect(records[0]).toEqual({
        _id: expect.any(Types.ObjectId),
        at: expect.any(Date),
        actorId: colleague.user._id,
        actorEmail: colleague.email,
        actorRole: 'team',
        address: expect.any(String),
        kind: 'student',
        action: 'reveal-aadhaar',
        recordId: student._id,
        recordLabel: 'Asha',
        changes: [],
      });
      expect(records[0].at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(records[0].at.getTime()).toBeLessThanOrEqual(after + 1000);

      await reveal(student._id).expect(200);
      expect(await reveals.countDocuments(revealsOf(student._id))).toBe(2);
    });

    it('answers 404 for an unknown student or one without a number, 400 for a malformed id, and records nothing', async () => {
      const without = await created();
      const count = await reveals.countDocuments({ action: 'reveal-aadhaar' });
      expectError(await reveal(UNKNOWN_ID), 404, STUDENT_MESSAGES.notFound);
      expectError(await reveal(without._id), 404, STUDENT_MESSAGES.noAadhaar);
      expectError(await reveal('12345'), 400, 'Invalid id');
      expect(await reveals.countDocuments({ action: 'reveal-aadhaar' })).toBe(count);
    });

    it('treats an id written in capitals as the same student: a number saved through it can be revealed', async () => {
      const student = await created();
      const number = newNumber();
      await put(student._id.toUpperCase(), { aadharCard: number }).expect(200);
      expect((await reveal(student._id).expect(200)).body).toEqual({ aadharCard: number });
      expect((await reveal(student._id.toUpperCase()).expect(200)).body).toEqual({ aadharCard: number });
    });

    it(`stops one person after ${AADHAAR_REVEAL_LIMIT.max} reveals in an hour with 429, opening and recording no more; a colleague goes on`, async () => {
      const number = newNumber();
      const student = await created({ aadharCard: number });
      const teacher = await loginAs(t, 'team');
      for (let i = 0; i < AADHAAR_REVEAL_LIMIT.max; i += 1) expect((await reveal(student._id, teacher.auth).expect(200)).body).toEqual({ aadharCard: number });

      for (let i = 0; i < 2; i += 1) {
        const refused = await reveal(student._id, teacher.auth);
        expectError(refused, 429, STUDENT_MESSAGES.tooManyReveals);
        expect(refused.text).not.toContain(number);
      }
      expect(await reveals.countDocuments({ ...revealsOf(student._id), actorId: teacher.user._id })).toBe(AADHAAR_REVEAL_LIMIT.max);
      expect((await reveal(student._id).expect(200)).body).toEqual({ aadharCard: number });
    });

    it('mails every admin once when a person reaches the limit, naming the person and no number', async () => {
      const number = newNumber();
      const student = await created({ aadharCard: number });
      const teacher = await loginAs(t, 'team');
      const otherAdmin = await loginAs(t, 'admin');
      const admins = await t.app.get(UserRepository).enabledEmailsOf('admin');
      expect(admins).toContain(otherAdmin.email);
      const outbox = t.app.get<Connection>(getConnectionToken()).collection('mail_outbox');
      const alerts = () => outbox.find({ kind: 'security-alert', subject: `Aadhaar reveals stopped for ${teacher.email}` }).toArray();

      for (let i = 0; i < AADHAAR_REVEAL_LIMIT.max; i += 1) await reveal(student._id, teacher.auth).expect(200);
      expect(await alerts()).toEqual([]);
      for (let i = 0; i < 3; i += 1) await reveal(student._id, teacher.auth).expect(429);

      const sent = await alerts();
      expect(sent.map((mail) => mail.to).sort()).toEqual([...admins].sort());
      expect(sent[0].text).toContain(`${teacher.email} (team) revealed ${AADHAAR_REVEAL_LIMIT.max} children's Aadhaar numbers within 60 minutes`);
      for (const mail of sent) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\d{4} ?\d{4} ?\d{4}/);
    });

    it('will not open a ciphertext copied onto another student (500, nothing revealed or recorded)', async () => {
      const source = await created({ aadharCard: newNumber() });
      const target = await created();
      const stored = await raw(source._id);
      await students.updateOne({ _id: new Types.ObjectId(target._id) }, { $set: { aadhaar: stored?.aadhaar, aadhaarLast4: stored?.aadhaarLast4 } });

      const response = await reveal(target._id);
      expectError(response, 500, STUDENT_MESSAGES.unreadable);
      expect(await reveals.countDocuments(revealsOf(target._id))).toBe(0);
    });
  });

  describe('logs', () => {
    it('never hold an Aadhaar number or the aadharCard field, after a create and a reveal', async () => {
      const number = newNumber();
      const student = await created({ aadharCard: grouped(number) });
      await reveal(student._id).expect(200);

      const log = logLines.join('');
      const entries = logLines.map((line) => JSON.parse(line));
      // The requests were logged (so the absence below means something).
      expect(entries.some((entry) => entry.req?.method === 'POST' && entry.req.url === STUDENTS && entry.res?.statusCode === 201)).toBe(true);
      expect(entries.some((entry) => entry.req?.url === `${STUDENTS}/${student._id}/aadhaar` && entry.res?.statusCode === 200)).toBe(true);

      for (const sent of sentNumbers) {
        expect(log).not.toContain(sent);
        expect(log).not.toContain(grouped(sent));
      }
      expect(log).not.toContain('aadharCard');
    });
  });

  // Last: afterwards the numbers of this file's database are sealed with another key than `t` knows.
  describe('rotating AADHAAR_ENCRYPTION_KEY', () => {
    it('re-seals every number with the new key at start-up; they read the same without the old key', async () => {
      const numbers = [newNumber(), newNumber()];
      const sealed = [await created({ aadharCard: numbers[0] }), await created({ aadharCard: grouped(numbers[1]) })];
      const NEW_KEY = 'e7'.repeat(32);
      const lastChanged = await Promise.all(sealed.map(async (student) => (await raw(student._id))?.updatedAt));

      const rotating = await createTestApp({ database: t.database, env: { AADHAAR_ENCRYPTION_KEY: NEW_KEY, AADHAAR_PREVIOUS_KEYS: ` ${TEST_AADHAAR_KEY} ` } });
      const newKeyId = rotating.app.get(AppConfig).aadhaarKey.keyId;
      expect(newKeyId).not.toBe(t.app.get(AppConfig).aadhaarKey.keyId);
      for (const [index, student] of sealed.entries()) {
        // A new key is no change to the record: its last change stays.
        expect(await raw(student._id)).toMatchObject({ aadhaar: { keyVersion: newKeyId }, updatedAt: lastChanged[index] });
      }

      // The old key can go: an API with only the new one reveals the same numbers.
      const rotated = await createTestApp({ database: t.database, env: { AADHAAR_ENCRYPTION_KEY: NEW_KEY } });
      const member = await loginAs(rotated, 'team');
      for (const [index, student] of sealed.entries()) {
        const response = await call(rotated.http, ['post', `${STUDENTS}/${student._id}/aadhaar`], member.auth).expect(200);
        expect(response.body).toEqual({ aadharCard: numbers[index] });
      }
      // And an API still on the old key alone can no longer open them.
      expectError(await reveal(sealed[0]._id), 500, STUDENT_MESSAGES.unreadable);
    });

    it('never writes a number it opened back over one saved meanwhile (another replica, same old key)', async () => {
      const student = await created({ aadharCard: newNumber() });
      const repository = t.app.get(StudentRepository);
      const opened = (await repository.findAadhaar(student._id))?.aadhaar as EncryptedAadhaar;

      const corrected = newNumber();
      await put(student._id, { aadharCard: corrected }).expect(200);
      expect((await raw(student._id))?.aadhaar.keyVersion).toBe(opened.keyVersion);
      expect(await repository.resealAadhaar(student._id, opened, { ...opened, keyVersion: 'next-key' })).toBe(false);
      expect((await reveal(student._id).expect(200)).body).toEqual({ aadharCard: corrected });
    });
  });
});
