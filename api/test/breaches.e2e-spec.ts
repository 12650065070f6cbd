import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import { BREACH_REPORT_HOURS, type BreachAffectedPerson, type BreachRecord, type BreachSummary, type Page } from '@society/contracts';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { closeTestApp, createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, type LoggedIn } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** March 2025 in India: 28 Feb 18:30 UTC up to 31 Mar 18:30 UTC. */
const MARCH = { scope: 'range', from: '2025-03-01', to: '2025-03-31' } as const;
const IN_MARCH = new Date('2025-03-10T06:00:00Z');
/** 1 March, 01:30 in India: inside the range although the UTC day is 28 February. */
const FIRST_OF_MARCH_IST = new Date('2025-02-28T20:00:00Z');
/** 28 February, 22:30 in India: outside. */
const LAST_OF_FEBRUARY_IST = new Date('2025-02-28T17:00:00Z');
/** 1 April, 00:30 in India: outside. */
const FIRST_OF_APRIL_IST = new Date('2025-03-31T19:00:00Z');

describe('breach register (admin): incidents, the people they reach, notices, the Board and the 72 hours', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let db: Connection;
  let admin: LoggedIn;

  const post = (body: object, auth = admin.auth) => request(t.http).post('/api/admin/breaches').set('Authorization', auth).send(body);
  const get = (path: string, auth = admin.auth) => request(t.http).get(`/api/admin/breaches${path}`).set('Authorization', auth);
  const progress = (id: string, body: object) => request(t.http).post(`/api/admin/breaches/${id}/progress`).set('Authorization', admin.auth).send(body);
  const incident = (fields: object = {}) => ({
    title: 'Donor list emailed to the wrong address',
    description: 'A spreadsheet of donors was attached to an email sent to a wrong recipient.',
    discoveredAt: hoursAgo(2),
    kinds: ['donors'],
    ...fields,
  });
  const everyPerson = async (id: string, pageSize: number): Promise<BreachAffectedPerson[]> => {
    const people: BreachAffectedPerson[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await get(`/${id}/affected?page=${page}&pageSize=${pageSize}`).expect(200)).body as Page<BreachAffectedPerson>;
      people.push(...body.items);
      if (page * pageSize >= body.total) return people;
    }
  };

  beforeAll(async () => {
    await inbox.start();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Society <office@society.test>', MAIL_POLL_MS: '3600000' } });
    db = t.app.get<Connection>(getConnectionToken());
    admin = await loginAs(t, 'admin');
    const at = (createdAt: Date) => ({ createdAt, updatedAt: createdAt });
    await db.collection('donations').insertMany([
      { name: 'Meera Iyer', email: 'meera@donor.test', amount: 500, mode: 'UPI', utr: 'U1', date: IN_MARCH, receiptGenerated: false, ...at(IN_MARCH) },
      // The same donor twice: two records, one address to write to.
      { name: 'Meera Iyer', email: 'meera@donor.test', amount: 700, mode: 'UPI', utr: 'U2', date: FIRST_OF_MARCH_IST, receiptGenerated: false, ...at(FIRST_OF_MARCH_IST) },
      { name: 'Arjun Bhalla', email: 'arjun@donor.test', amount: 900, mode: 'UPI', utr: 'U3', date: LAST_OF_FEBRUARY_IST, receiptGenerated: false, ...at(LAST_OF_FEBRUARY_IST) },
      { name: 'Farah Khan', email: 'farah@donor.test', amount: 300, mode: 'UPI', utr: 'U4', date: FIRST_OF_APRIL_IST, receiptGenerated: false, ...at(FIRST_OF_APRIL_IST) },
    ]);
    // A volunteer account with no name on record.
    await db.collection('users').insertOne({ email: 'nameless@volunteer.test', role: 'volunteer', ...at(IN_MARCH) });
    await db.collection('contact_messages').insertOne({ name: 'Ravi Contact', email: 'ravi@contact.test', message: 'Hello', createdAt: IN_MARCH });
    await db.collection('students').insertMany([
      {
        name: 'Asha Kumari',
        gender: 'female',
        fatherName: 'Suresh Kumar',
        motherName: 'Sunita Devi',
        contactNumber: '9812345678',
        address: 'Topkhana Basti',
        aadhaar: { ciphertext: 'c2VjcmV0', iv: 'aXY=', tag: 'dGFn', keyVersion: 'v1' },
        aadhaarLast4: '4321',
        admittedInSchool: false,
        ...at(IN_MARCH),
      },
      { name: 'Rohan Lal', gender: 'male', fatherName: 'Mohan Lal', motherName: '', contactNumber: '9811111111', aadhaarLast4: '9876', admittedInSchool: false, ...at(FIRST_OF_APRIL_IST) },
    ]);
  });

  afterAll(async () => {
    await closeTestApp(t);
    await inbox.stop();
  });

  it('is the admin’s alone: HR, team and volunteer tokens get 403, no token 401', async () => {
    for (const role of ['hr', 'team', 'volunteer'] as const) {
      const other = await loginAs(t, role);
      expectError(await get('', other.auth), 403);
      expectError(await post(incident(), other.auth), 403);
    }
    expectError(await request(t.http).get('/api/admin/breaches'), 401);
  });

  it('lists exactly the people of the chosen kinds created in the chosen days (India’s calendar), children without Aadhaar, across pages', async () => {
    const created = (await post(incident({ kinds: ['students', 'donors'], ...MARCH })).expect(201)).body as BreachRecord;
    expect(created).toMatchObject({ state: 'open', scope: 'range', from: '2025-03-01', to: '2025-03-31', kinds: ['donors', 'students'], recordedBy: admin.email });
    expect(created.affected).toEqual([
      { kind: 'donors', records: 2, emails: 1 },
      { kind: 'students', records: 1, emails: 0 },
    ]);

    const people = await everyPerson(created._id, 2);
    expect(people.map(({ kind, name, email, phone, guardian, notice }) => ({ kind, name, email, phone, guardian, notice }))).toEqual([
      { kind: 'donors', name: 'Meera Iyer', email: 'meera@donor.test', phone: '', guardian: '', notice: 'not-sent' },
      { kind: 'donors', name: 'Meera Iyer', email: 'meera@donor.test', phone: '', guardian: '', notice: 'not-sent' },
      { kind: 'students', name: 'Asha Kumari', email: '', phone: '9812345678', guardian: 'Suresh Kumar, Sunita Devi', notice: 'not-sent' },
    ]);
    // Nothing of a child's Aadhaar number, encrypted or its last digits, reaches the answer.
    const page = await get(`/${created._id}/affected?pageSize=100`).expect(200);
    expect(page.text).not.toMatch(/4321|aadhaar|c2VjcmV0/i);
    expect(Object.keys(page.body.items[2]).sort()).toEqual(['email', 'guardian', 'kind', 'name', 'notice', 'phone', 'recordId', 'recordedAt']);
    // A search narrows the list to one person's records.
    expect((await get(`/${created._id}/affected?search=sunita`).expect(200)).body).toMatchObject({ total: 1, items: [{ name: 'Asha Kumari' }] });

    // The guardian's notice is drafted because children are reached; it says they are told through their guardians.
    expect(created.drafts.guardianNotice).toMatch(/^Dear parent or guardian of \[name\],/);
    expect(created.drafts.guardianNotice).toMatch(/through their parent or guardian/);
    expect(created.drafts.notice).toMatch(/^Dear \[name\],/);
    expect(created.drafts.notice).toContain(created.description);
    expect(created.drafts.boardReport).toMatch(/Donors \(receipt requests\): 2 records/);

    // All records of a kind: every donor, whenever recorded.
    const all = (await post(incident({ kinds: ['donors'] })).expect(201)).body as BreachRecord;
    expect(all.affected).toEqual([{ kind: 'donors', records: 4, emails: 3 }]);
    expect((await everyPerson(all._id, 100)).map((person) => person.email).sort()).toEqual(['arjun@donor.test', 'farah@donor.test', 'meera@donor.test', 'meera@donor.test']);
  });

  it('tracks the 72 hours from when the breach was found: time left, overdue, reported in time or late, or a deadline the Board extended', async () => {
    const fresh = (await post(incident({ discoveredAt: hoursAgo(1) })).expect(201)).body as BreachRecord;
    expect(fresh.deadline.state).toBe('due');
    expect(new Date(fresh.deadline.dueAt).getTime()).toBe(new Date(fresh.discoveredAt).getTime() + BREACH_REPORT_HOURS * HOUR);
    expect(fresh.deadline.msLeft).toBeGreaterThan(70 * HOUR);

    const old = (await post(incident({ discoveredAt: hoursAgo(80), title: 'Old laptop stolen' })).expect(201)).body as BreachRecord;
    expect(old.deadline.state).toBe('overdue');
    const listed = ((await get('').expect(200)).body as BreachSummary[]).find((breach) => breach._id === old._id);
    expect(listed?.deadline.state).toBe('overdue');

    // The Board allowed more time: due again until then.
    const extended = (await request(t.http).put(`/api/admin/breaches/${old._id}`).set('Authorization', admin.auth).send({ extendedUntil: new Date(Date.now() + 24 * HOUR).toISOString() }).expect(200)).body as BreachRecord;
    expect(extended.deadline.state).toBe('due');

    await progress(old._id, { step: 'board-informed', at: hoursAgo(79) }).expect(200);
    const late = (await progress(old._id, { step: 'report-sent', at: hoursAgo(1) }).expect(200)).body as BreachRecord;
    expect(late.deadline.state).toBe('met');
    const noExtension = (await request(t.http).put(`/api/admin/breaches/${old._id}`).set('Authorization', admin.auth).send({ extendedUntil: null }).expect(200)).body as BreachRecord;
    expect(noExtension.deadline.state).toBe('late');

    await progress(fresh._id, { step: 'board-informed' }).expect(200);
    expect((await progress(fresh._id, { step: 'report-sent' }).expect(200)).body.deadline.state).toBe('met');
  });

  it('moves open → board informed → report sent → closed, in order only, each step on the audit record; a closed incident is kept as it is', async () => {
    const breach = (await post(incident({ title: 'Shared drive link made public' })).expect(201)).body as BreachRecord;
    expectError(await progress(breach._id, { step: 'report-sent' }), 409, "The next step of this incident is 'board-informed', not 'report-sent'");
    expectError(await progress(breach._id, { step: 'board-informed', at: hoursAgo(3) }), 400, /before the previous step/);
    const informed = (await progress(breach._id, { step: 'board-informed' }).expect(200)).body as BreachRecord;
    expect(informed).toMatchObject({ state: 'board-informed', reportSentAt: null });
    expect(informed.boardInformedAt).not.toBeNull();
    expect((await progress(breach._id, { step: 'report-sent' }).expect(200)).body.state).toBe('report-sent');
    const closed = (await progress(breach._id, { step: 'closed' }).expect(200)).body as BreachRecord;
    expect(closed.state).toBe('closed');
    expectError(await progress(breach._id, { step: 'closed' }), 409, 'This incident is closed: it has no further step');
    expectError(await request(t.http).put(`/api/admin/breaches/${breach._id}`).set('Authorization', admin.auth).send({ title: 'Renamed' }), 409);

    const activity = (await request(t.http).get('/api/admin/activity?kind=breach&pageSize=100').set('Authorization', admin.auth).expect(200)).body.items as Array<{ action: string; recordId: string; actorEmail: string }>;
    expect(activity.filter((entry) => entry.recordId === breach._id).map((entry) => entry.action).reverse()).toEqual(['create', 'board-informed', 'report-sent', 'close']);
    expect(activity.every((entry) => entry.actorEmail === admin.email)).toBe(true);
  });

  it('refuses an incident that cannot be right with 400 and a message naming the problem', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ kinds: undefined }, /kinds is required/],
      [{ kinds: [] }, /kinds must name at least one/],
      [{ kinds: ['donors', 'passwords'] }, /kinds must be chosen from/],
      [{ kinds: ['donors', 'donors'] }, /must not repeat/],
      [{ title: '' }, /title is required/],
      [{ discoveredAt: new Date(Date.now() + HOUR).toISOString() }, /discoveredAt must be a real date in the past/],
      [{ discoveredAt: '2026-02-30' }, /discoveredAt must be a real date/],
      [{ scope: 'range' }, /A scope of 'range' needs from, to or both/],
      [{ scope: 'range', from: '2025-04-01', to: '2025-03-01' }, /from must not be after to/],
      [{ occurredAt: hoursAgo(1), discoveredAt: hoursAgo(2) }, /occurredAt must not be after discoveredAt/],
      [{ extendedUntil: hoursAgo(0) }, /extendedUntil must be later than 72 hours/],
      [{ aadhaar: '1234' }, /aadhaar/],
    ];
    for (const [fields, message] of cases) expectError(await post(incident(fields)), 400, message);
    expectError(await progress(new Types.ObjectId().toHexString(), { step: 'board-informed' }), 404, 'Breach not found');
    expectError(await get(`/${new Types.ObjectId().toHexString()}/affected?pageSize=500`), 400, /pageSize must be at most/);
  });

  it('sends the notice by mail once to each address reached, personalised, records each send, and the report counts them', async () => {
    const breach = (await post(incident({ kinds: ['donors', 'contacts', 'students', 'volunteers'], ...MARCH, safetySteps: 'Watch for calls asking for payment details.' })).expect(201)).body as BreachRecord;
    const first = await request(t.http).post(`/api/admin/breaches/${breach._id}/notices`).set('Authorization', admin.auth).expect(200);
    // Meera has two records and one address; Ravi one; the volunteer one; the child's record has no address.
    expect(first.body).toEqual({ queued: 3, alreadySent: 1, withoutEmail: 1 });
    await t.app.get(OutboxWorker).runOnce();
    const mails = inbox.received.filter((mail) => mail.subject?.includes('personal data breach'));
    expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual(['meera@donor.test', 'nameless@volunteer.test', 'ravi@contact.test']);
    expect(mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'nameless@volunteer.test')?.text).toMatch(/^Hello,\n/);
    const meera = mails.find((mail) => mail.text?.startsWith('Dear Meera Iyer,'));
    expect(meera?.text).toContain('Watch for calls asking for payment details.');

    const again = await request(t.http).post(`/api/admin/breaches/${breach._id}/notices`).set('Authorization', admin.auth).expect(200);
    expect(again.body).toEqual({ queued: 0, alreadySent: 4, withoutEmail: 1 });

    const people = await everyPerson(breach._id, 100);
    expect(people.map((person) => `${person.name}: ${person.notice}`)).toEqual(['Meera Iyer: sent', 'Meera Iyer: sent', 'Ravi Contact: sent', ': sent', 'Asha Kumari: not-sent']);
    const detail = (await get(`/${breach._id}`).expect(200)).body as BreachRecord;
    expect(detail.notices.queued).toBe(3);
    expect(detail.drafts.boardReport).toMatch(/Notices were sent by email to 3 addresses/);
    expect(detail.drafts.boardReport).toMatch(/1 record has no email address .* \(children through their parents or guardians\)/);
    const activity = (await request(t.http).get('/api/admin/activity?kind=breach&pageSize=100').set('Authorization', admin.auth).expect(200)).body.items as Array<{ action: string; recordId: string; changes: Array<{ field: string; after: unknown }> }>;
    expect(activity.filter((entry) => entry.recordId === breach._id && entry.action === 'send-breach-notices').map((entry) => entry.changes)).toEqual([[{ field: 'noticesQueued', before: '0', after: '3' }]]);
  });
});
