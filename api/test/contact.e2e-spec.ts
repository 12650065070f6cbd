import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { LIMITS, MESSAGES, type Role } from '@society/contracts';
import { FORM_RATE_LIMITS } from '../src/config/rate-limits';
import { ThrottleHitRepository } from '../src/database/repositories/throttle-hit.repository';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, newAddress } from './helpers/factories';

const CONTACT = '/api/public/contact';
const VALID = { name: 'Asha Verma', email: 'asha@example.org', message: 'I would like to help teach on weekends.' };

describe('contact messages', () => {
  let t: TestApp;
  let messages: () => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp();
    const connection = t.app.get<Connection>(getConnectionToken());
    messages = () => connection.collection('contact_messages').countDocuments();
  });

  const send = (body: object, from = newAddress()) => request(t.http).post(CONTACT).set(from).send(body);

  describe('POST /api/public/contact', () => {
    it('may be called by anyone: stores the message and answers 201 with the SPEC text only', async () => {
      const before = await messages();
      const response = await send({ name: '  Asha Verma ', email: ' Asha@Example.ORG ', message: '  Hello there.  ' }).expect(201);

      expect(response.body).toEqual({ message: MESSAGES.contactSuccess });
      expect(await messages()).toBe(before + 1);
      const admin = await loginAs(t, 'admin');
      const [latest] = (await request(t.http).get(CONTACT).set('Authorization', admin.auth).expect(200)).body;
      expect(latest).toMatchObject({ name: 'Asha Verma', email: 'asha@example.org', message: 'Hello there.' });
    });

    it.each([
      ['a missing name', { email: VALID.email, message: VALID.message }, 'name', 'name is required'],
      ['a blank name', { ...VALID, name: '   ' }, 'name', 'name is required'],
      ['a name too long', { ...VALID, name: 'x'.repeat(LIMITS.nameMax + 1) }, 'name', `name must be at most ${LIMITS.nameMax} characters`],
      ['a name that is not text', { ...VALID, name: 42 }, 'name', 'name must be text'],
      ['a missing email', { name: VALID.name, message: VALID.message }, 'email', 'email is required'],
      ['a malformed email', { ...VALID, email: 'not-an-email' }, 'email', 'email must be a valid email address'],
      ['a missing message', { name: VALID.name, email: VALID.email }, 'message', 'message is required'],
      ['a message too long', { ...VALID, message: 'x'.repeat(LIMITS.messageMax + 1) }, 'message', `message must be at most ${LIMITS.messageMax} characters`],
      ['an unknown field', { ...VALID, phone: '123' }, 'phone', 'property phone should not exist'],
    ])('rejects %s with 400 naming the field, and stores nothing', async (_label, body, field, message) => {
      const before = await messages();
      const response = await send(body);
      expectError(response, 400, message);
      expect(response.body.errors[field]).toContain(message);
      expect(await messages()).toBe(before);
    });

    it(`refuses the ${FORM_RATE_LIMITS.contact.max + 1}th message from one address within 10 minutes with 429 '${MESSAGES.contactTooMany}'`, async () => {
      const from = newAddress();
      for (let i = 0; i < FORM_RATE_LIMITS.contact.max; i += 1) await send(VALID, from).expect(201);
      const before = await messages();

      const refused = await send(VALID, from);
      expectError(refused, 429, MESSAGES.contactTooMany);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await messages()).toBe(before);
      // Another address is not affected.
      await send(VALID).expect(201);
    });

    it('lets exactly the limit through when one address sends many messages at once', async () => {
      const from = newAddress();
      const before = await messages();
      const answers = await Promise.all(Array.from({ length: 12 }, () => send(VALID, from)));

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(FORM_RATE_LIMITS.contact.max).fill(201), ...Array(12 - FORM_RATE_LIMITS.contact.max).fill(429)]);
      expect(await messages()).toBe(before + FORM_RATE_LIMITS.contact.max);
    });

    it('counts each of 100 simultaneous hits on one address once, and takes each one back once', async () => {
      const hits = t.app.get(ThrottleHitRepository);
      const { windowMs } = FORM_RATE_LIMITS.contact;
      const address = newAddress()['X-Forwarded-For'];
      const now = new Date();
      const counts = await Promise.all(Array.from({ length: 100 }, () => hits.hitAndCount('test:burst', address, windowMs, now)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      await Promise.all(Array.from({ length: 100 }, () => hits.unhit('test:burst', address, windowMs, now)));
      expect(await hits.count('test:burst', address, windowMs, now)).toBe(0);
    });

    it('counts the limit in the database, so it holds across API replicas', async () => {
      const replica = await createTestApp({ database: t.database });
      const from = newAddress();
      for (let i = 0; i < FORM_RATE_LIMITS.contact.max; i += 1) await send(VALID, from).expect(201);
      expectError(await request(replica.http).post(CONTACT).set(from).send(VALID), 429, MESSAGES.contactTooMany);
    });
  });

  describe('reading contact messages (staff only)', () => {
    it('GET /api/public/contact: 401 without a token, 403 for hr and team', async () => {
      expectError(await request(t.http).get(CONTACT), 401, MESSAGES.sessionRequired);
      for (const role of ['hr', 'team'] as Role[]) {
        const other = await loginAs(t, role);
        expectError(await request(t.http).get(CONTACT).set('Authorization', other.auth), 403, MESSAGES.forbidden);
      }
    });

    it('GET /api/hr/contact: 401 without a token, 403 for team; hr and admin may read', async () => {
      expectError(await request(t.http).get('/api/hr/contact'), 401, MESSAGES.sessionRequired);
      const team = await loginAs(t, 'team');
      expectError(await request(t.http).get('/api/hr/contact').set('Authorization', team.auth), 403, MESSAGES.forbidden);
      for (const role of ['hr', 'admin'] as Role[]) {
        const reader = await loginAs(t, role);
        await request(t.http).get('/api/hr/contact').set('Authorization', reader.auth).expect(200);
      }
    });

    it('lists messages newest first with {_id, name, email, message, createdAt}', async () => {
      await send({ ...VALID, message: 'older' }).expect(201);
      await send({ ...VALID, message: 'newer' }).expect(201);
      const hr = await loginAs(t, 'hr');

      const response = await request(t.http).get('/api/hr/contact').set('Authorization', hr.auth).expect(200);

      expect(response.body.slice(0, 2).map((m: { message: string }) => m.message)).toEqual(['newer', 'older']);
      expect(Object.keys(response.body[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'message', 'name']);
    });
  });
});
