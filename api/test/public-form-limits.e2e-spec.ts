import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { MESSAGES } from '@society/contracts';
import { FORM_LIMITS, FORM_TOO_MANY, type FormName } from '../src/config/rate-limits';
import { SharedCounterRepository } from '../src/database/repositories/shared-counter.repository';
import { logSink } from './helpers/log-sink';
import { createTestApp, type TestApp } from './helpers/app';
import { internApplication, volunteerApplication } from './helpers/application-forms';
import { expectError } from './helpers/errors';
import { newAddress, uniqueEmail, uniquePhone } from './helpers/factories';

type Body = Record<string, unknown>;

interface Form {
  name: FormName;
  path: string;
  collection: string;
  /** A valid submission of a new person (a person fills the form in more than 3 seconds). */
  person: (fields?: Body) => Body;
  success: (body: Body) => string;
}

const FORMS: Form[] = [
  {
    name: 'contact',
    path: '/api/public/contact',
    collection: 'contact_messages',
    person: (fields = {}) => ({ name: 'Asha Verma', email: uniqueEmail('contact'), message: 'Can I teach on Saturdays?', fillSeconds: 40, ...fields }),
    success: () => MESSAGES.contactSuccess,
  },
  {
    name: 'volunteer',
    path: '/api/hr/applicants/volunteer',
    collection: 'applicants',
    person: (fields = {}) => volunteerApplication({ fillSeconds: 95, ...fields }),
    success: () => MESSAGES.volunteerSuccess,
  },
  {
    name: 'intern',
    path: '/api/hr/applicants/intern',
    collection: 'applicants',
    person: (fields = {}) => internApplication({ fillSeconds: 120, ...fields }),
    success: () => MESSAGES.internSuccess,
  },
  {
    name: 'donation',
    path: '/api/public/donations',
    collection: 'donations',
    person: (fields = {}) => ({ name: 'Kavita Rao', email: uniqueEmail('donor'), amount: 2500, mode: 'UPI', utr: '412345678901', fillSeconds: 30, ...fields }),
    success: (body) => `Receipt request submitted for INR ${body.amount}. Receipt will be sent to ${body.email}.`,
  },
];

describe('public form limits: room for many people behind one address, tight for one person', () => {
  let t: TestApp;
  let stored: (form: Form) => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp();
    const connection = t.app.get<Connection>(getConnectionToken());
    stored = (form) => connection.collection(form.collection).countDocuments();
  });

  const post = (form: Form, body: Body, from = newAddress(), app = t) => request(app.http).post(form.path).set(from).send(body);

  describe.each(FORMS)('the $name form', (form) => {
    it('accepts 40 different people from one address within ten minutes', async () => {
      const from = newAddress();
      const before = await stored(form);
      for (let i = 0; i < 40; i += 1) {
        const body = form.person();
        const response = await post(form, body, from);
        expect([response.status, response.body]).toEqual([201, { message: form.success(body) }]);
      }
      expect(await stored(form)).toBe(before + 40);
    });

    it(`refuses one person's fourth submission within the hour with 429 '${FORM_TOO_MANY[form.name]}', from any address`, async () => {
      // Applications take one email once (409), so one person applying again shows by phone.
      const same = form.name === 'volunteer' || form.name === 'intern' ? { phone: uniquePhone() } : { email: uniqueEmail('same') };
      for (let i = 0; i < FORM_LIMITS.perPerson.max; i += 1) await post(form, form.person(same)).expect(201);
      const before = await stored(form);

      const refused = await post(form, form.person(same));
      expectError(refused, 429, FORM_TOO_MANY[form.name]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored(form)).toBe(before);
      await post(form, form.person()).expect(201);
    });

    it('keeps 150 invalid submissions from one address from using up its valid ones: past 100 they get 429, a valid one is still accepted', async () => {
      const from = newAddress();
      const before = await stored(form);
      const statuses: number[] = [];
      for (let i = 0; i < 150; i += 1) statuses.push((await post(form, { ...form.person(), name: '' }, from)).status);

      const { max } = FORM_LIMITS.rejectedPerAddress;
      expect(statuses).toEqual([...Array(max).fill(400), ...Array(150 - max).fill(429)]);
      expectError(await post(form, {}, from), 429, FORM_TOO_MANY[form.name]);
      const body = form.person();
      expect((await post(form, body, from).expect(201)).body).toEqual({ message: form.success(body) });
      expect(await stored(form)).toBe(before + 1);
    });

    it('answers a filled-in hidden field, or a form sent within 3 seconds, like a success and stores nothing', async () => {
      const before = await stored(form);
      for (const bot of [form.person({ website: 'http://cheap-pills.example' }), form.person({ fillSeconds: 1 }), form.person({ fillSeconds: '0' })]) {
        const response = await post(form, bot);
        expect([response.status, response.body]).toEqual([201, { message: form.success(bot) }]);
      }
      expect(await stored(form)).toBe(before);
      // A person who took 3 seconds, and a client that sends neither field, are stored.
      await post(form, form.person({ fillSeconds: FORM_LIMITS.minFillSeconds })).expect(201);
      const { fillSeconds: _omitted, ...integration } = form.person();
      await post(form, integration).expect(201);
      expect(await stored(form)).toBe(before + 2);
    });
  });

  it('counts bot submissions against the address: the 101st from one address gets 429', async () => {
    const [contact] = FORMS;
    const from = newAddress();
    for (let i = 0; i < FORM_LIMITS.rejectedPerAddress.max; i += 1) await post(contact, contact.person({ website: 'x' }), from).expect(201);
    expectError(await post(contact, contact.person({ website: 'x' }), from), 429, MESSAGES.contactTooMany);
  });

  it(`refuses an address's ${FORM_LIMITS.perAddress.max + 1}st accepted submission of a form, and only of that form`, async () => {
    const [contact, volunteer] = FORMS;
    const from = newAddress();
    for (let i = 0; i < FORM_LIMITS.perAddress.max; i += 1) await post(contact, contact.person(), from).expect(201);
    const before = await stored(contact);

    expectError(await post(contact, contact.person(), from), 429, MESSAGES.contactTooMany);
    // Refused before the body is read: even an invalid body gets the 429.
    expectError(await post(contact, {}, from), 429, MESSAGES.contactTooMany);
    expect(await stored(contact)).toBe(before);
    await post(volunteer, volunteer.person(), from).expect(201);
  });

  it('refuses a person who has used up the form before validating their body: 429 even for an invalid one, a bot still answered like a success', async () => {
    const [contact] = FORMS;
    const email = uniqueEmail('used-up');
    for (let i = 0; i < FORM_LIMITS.perPerson.max; i += 1) await post(contact, contact.person({ email })).expect(201);
    const before = await stored(contact);

    // The same person however the address is written: the limits count it normalised.
    expectError(await post(contact, { ...contact.person({ email: ` ${email.toUpperCase()} ` }), message: '' }), 429, MESSAGES.contactTooMany);
    const bot = await post(contact, contact.person({ email, website: 'http://cheap-pills.example' }));
    expect([bot.status, bot.body]).toEqual([201, { message: MESSAGES.contactSuccess }]);
    expect(await stored(contact)).toBe(before);
  });

  it('logs every submission at info, stored, invalid or refused: a flood cannot fill the log with warnings', async () => {
    const [contact] = FORMS;
    const { stream, lines } = logSink();
    const logged = await createTestApp({ database: t.database, env: { LOG_LEVEL: 'info' }, logStream: stream });
    const email = uniqueEmail('logged');
    for (let i = 0; i < FORM_LIMITS.perPerson.max; i += 1) await post(contact, contact.person({ email }), newAddress(), logged).expect(201);
    await post(contact, contact.person({ email }), newAddress(), logged).expect(429);
    await post(contact, { ...contact.person(), name: '' }, newAddress(), logged).expect(400);

    const entries = lines.map((line) => JSON.parse(line) as { level: number; req?: { url: string }; res?: { statusCode: number } }).filter((entry) => entry.req?.url === contact.path);
    expect(entries.map((entry) => [entry.res?.statusCode, entry.level])).toEqual([...Array(FORM_LIMITS.perPerson.max).fill([201, 30]), [429, 30], [400, 30]]);
  });

  it('lets exactly three of six simultaneous submissions of one person through', async () => {
    const [contact] = FORMS;
    const email = uniqueEmail('burst');
    const before = await stored(contact);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(contact, contact.person({ email }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await stored(contact)).toBe(before + 3);
  });

  it('counts a repeated application as it counts a first one, so that its answers are the same (issue 43)', async () => {
    const volunteer = FORMS[1];
    const phone = uniquePhone();
    const first = volunteer.person({ phone });
    await post(volunteer, first).expect(201);
    for (let i = 1; i < FORM_LIMITS.perPerson.max; i += 1) {
      expect((await post(volunteer, { ...first, fillSeconds: 60 }).expect(201)).body).toEqual({ message: MESSAGES.volunteerSuccess });
    }
    expectError(await post(volunteer, { ...first, fillSeconds: 60 }), 429, MESSAGES.applicationTooMany);
    // The phone has been used up as well: a new person giving it is refused the same way.
    expectError(await post(volunteer, volunteer.person({ phone })), 429, MESSAGES.applicationTooMany);
  });

  it('writes exact counts to the database: new senders\' counters created together, known ones incremented', async () => {
    const [contact] = FORMS;
    const counters = t.app.get(SharedCounterRepository);
    const records = t.app.get<Connection>(getConnectionToken()).collection('throttle_hits');
    const countOf = async (from: { 'X-Forwarded-For': string }) =>
      (await records.findOne({ bucket: 'form:contact:address', key: from['X-Forwarded-For'] }))?.count;
    const senders = Array.from({ length: 20 }, () => newAddress());
    const busy = senders[0];
    await Promise.all(senders.map((from) => post(contact, contact.person(), from).expect(201)));
    for (let i = 0; i < 2; i += 1) await post(contact, contact.person(), busy).expect(201);
    await counters.flush();
    expect(await Promise.all(senders.map(countOf))).toEqual([3, ...Array(19).fill(1)]);

    for (let i = 0; i < 2; i += 1) await post(contact, contact.person(), busy).expect(201);
    await counters.flush();
    expect(await countOf(busy)).toBe(5);
  });

  it("shares the counts through the database: another API replica learns a person's count with its next write", async () => {
    const [contact] = FORMS;
    const replica = await createTestApp({ database: t.database });
    const counters = [t, replica].map((app) => app.app.get(SharedCounterRepository));
    const email = uniqueEmail('replicas');
    for (let i = 0; i < FORM_LIMITS.perPerson.max; i += 1) await post(contact, contact.person({ email })).expect(201);
    await counters[0].flush();

    // The other replica has not written this person's counter yet: it lets at most one more through…
    await post(contact, contact.person({ email }), newAddress(), replica).expect(201);
    await counters[1].flush();
    // …and its write brought back the first replica's three: both now refuse.
    expectError(await post(contact, contact.person({ email }), newAddress(), replica), 429, MESSAGES.contactTooMany);
    expect(await t.app.get<Connection>(getConnectionToken()).collection('throttle_hits').findOne({ bucket: 'form:contact:email', key: email })).toMatchObject({ count: 4 });
  });
});
