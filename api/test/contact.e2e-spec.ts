import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { LIMITS, MESSAGES, type Role } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, newAddress, uniqueEmail } from './helpers/factories';

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
      await send({ ...VALID, email: uniqueEmail('older'), message: 'older' }).expect(201);
      await send({ ...VALID, email: uniqueEmail('newer'), message: 'newer' }).expect(201);
      const hr = await loginAs(t, 'hr');

      const response = await request(t.http).get('/api/hr/contact').set('Authorization', hr.auth).expect(200);

      expect(response.body.slice(0, 2).map((m: { message: string }) => m.message)).toEqual(['newer', 'older']);
      expect(Object.keys(response.body[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'message', 'name']);
    });
  });
});
