import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { CURRENT_PRIVACY_NOTICE, NOTICE_VERSIONS } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { internApplication, volunteerApplication } from './helpers/application-forms';
import { expectError } from './helpers/errors';
import { newAddress, uniqueEmail } from './helpers/factories';

/** Each public form, sent by a new person with the given extra fields; returns the stored record's collection and email. */
const FORMS = {
  contact: (t: TestApp, extra: Record<string, unknown>) => {
    const email = uniqueEmail('contact');
    return { email, collection: 'contact_messages', send: request(t.http).post('/api/public/contact').set(newAddress()).send({ name: 'Asha Verma', email, message: 'When do classes start?', ...extra }) };
  },
  volunteer: (t: TestApp, extra: Record<string, unknown>) => {
    const body = volunteerApplication(extra);
    return { email: body.email, collection: 'applicants', send: request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).send(body) };
  },
  internship: (t: TestApp, extra: Record<string, unknown>) => {
    const body = internApplication(extra);
    return { email: body.email, collection: 'applicants', send: request(t.http).post('/api/hr/applicants/intern').set(newAddress()).send(body) };
  },
  // Multipart, as the Donate page sends it: every field is text.
  donation: (t: TestApp, extra: Record<string, unknown>) => {
    const email = uniqueEmail('donor');
    const fields: Record<string, string> = { name: 'Meera Nair', email, amount: '1500', utr: '412345678901', ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, String(value)])) };
    let send = request(t.http).post('/api/public/donations').set(newAddress());
    for (const [key, value] of Object.entries(fields)) send = send.field(key, value);
    return { email, collection: 'donations', send };
  },
};

describe('consent on record: every public form stores the notice version accepted and when', () => {
  let t: TestApp;
  let db: Connection;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get<Connection>(getConnectionToken());
  });

  it.each(Object.keys(FORMS) as Array<keyof typeof FORMS>)('%s: records the version the form showed, the current one when none is sent, and refuses an unknown one', async (form) => {
    const older = NOTICE_VERSIONS[NOTICE_VERSIONS.length - 1];
    const before = new Date();
    const shown = FORMS[form](t, { noticeVersion: older });
    expect((await shown.send).status).toBe(201);
    const after = new Date();
    const stored = await db.collection(shown.collection).findOne({ email: shown.email });
    expect(stored?.consent?.noticeVersion).toBe(older);
    expect(stored?.consent?.acceptedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    expect(stored?.consent?.acceptedAt.getTime()).toBeLessThanOrEqual(after.getTime() + 1);

    const unsaid = FORMS[form](t, {});
    expect((await unsaid.send).status).toBe(201);
    expect((await db.collection(unsaid.collection).findOne({ email: unsaid.email }))?.consent?.noticeVersion).toBe(CURRENT_PRIVACY_NOTICE.version);

    const unknown = FORMS[form](t, { noticeVersion: 99 });
    expectError(await unknown.send, 400, `noticeVersion must be one of: ${NOTICE_VERSIONS.join(', ')}`);
    expect(await db.collection(unknown.collection).countDocuments({ email: unknown.email })).toBe(0);
  });
});
