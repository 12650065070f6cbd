import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { createTestApp, type TestApp } from './helpers/app';
import { internApplication, volunteerApplication } from './helpers/application-forms';
import { expectError } from './helpers/errors';
import { newAddress, uniqueEmail } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';

// Issue 43: a name is a name. The tester's receipt request had the society's own sender mail a stranger's
// "re-verify at https://…" to any address; every name the public types now refuses links and addresses.

const PHISHING = 'Donor - ACTION NEEDED: PAN mismatch, re-verify at https://80g-verify.evil.example';
const HINDI = { 'Accept-Language': 'hi' };
const english = (field: string) => `${field} must be a name only, without a link, web address or email address`;
const hindi = (field: string) => `${field} में केवल नाम लिखें, बिना किसी लिंक, वेबसाइट या ईमेल पते के`;
/** A date of birth that makes the applicant 15 today: the guardian's details are required. */
const MINOR_DOB = `${new Date().getUTCFullYear() - 15}-01-01`;
const GUARDIAN = { guardianName: 'Sunita Devi', guardianRelation: 'mother', guardianPhone: '98765 43210' };

interface Form {
  path: string;
  collection: string;
  /** A valid body of a new person, with `fields` over it. */
  body: (fields: Record<string, unknown>) => Record<string, unknown>;
}

const FORMS: Record<string, Form> = {
  contact: { path: '/api/public/contact', collection: 'contact_messages', body: (fields) => ({ name: 'Asha Verma', email: uniqueEmail('contact'), message: 'I would like to teach.', ...fields }) },
  donation: {
    path: '/api/public/donations',
    collection: 'donations',
    body: (fields) => ({ name: 'Kavita Rao', email: uniqueEmail('donor'), amount: 500, mode: 'UPI', utr: '412345678901', ...fields }),
  },
  volunteer: { path: '/api/hr/applicants/volunteer', collection: 'applicants', body: (fields) => volunteerApplication(fields) },
  intern: { path: '/api/hr/applicants/intern', collection: 'applicants', body: (fields) => internApplication(fields) },
  dataRequest: { path: '/api/public/data-requests', collection: 'data_requests', body: (fields) => ({ kind: 'access', name: 'Meena Gupta', email: uniqueEmail('data'), fillSeconds: 20, ...fields }) },
};

/** Every name field of the public forms, with what else its form needs for the field to count. */
const NAME_FIELDS: Array<[form: keyof typeof FORMS, field: string, extra: Record<string, unknown>]> = [
  ['contact', 'name', {}],
  ['donation', 'name', {}],
  ['volunteer', 'name', {}],
  ['volunteer', 'guardianName', { dob: MINOR_DOB, ...GUARDIAN }],
  ['intern', 'name', {}],
  ['intern', 'guardianName', { dob: MINOR_DOB, ...GUARDIAN }],
  ['dataRequest', 'name', {}],
  ['dataRequest', 'nomineeName', { kind: 'nomination', nomineeName: 'Ravi Gupta', nomineeEmail: uniqueEmail('nominee') }],
];

describe('names in the public forms', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let connection: Connection;

  beforeAll(async () => {
    await inbox.start();
    // The "Your data" form needs mail; only the tests drive the outbox (runOnce).
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000', PUBLIC_ORIGIN: 'https://www.society.test' } });
    connection = t.app.get<Connection>(getConnectionToken());
  });

  afterAll(() => inbox.stop());

  const send = ({ path }: Form, body: Record<string, unknown>, headers: Record<string, string> = {}) => request(t.http).post(path).set(newAddress()).set(headers).send(body);

  it.each(NAME_FIELDS)('%s: refuses a link in %s with 400 naming the field, in English and in Hindi, and stores nothing', async (formName, field, extra) => {
    const form = FORMS[formName];
    for (const [headers, message] of [
      [{}, english(field)],
      [HINDI, hindi(field)],
    ] as const) {
      const body = form.body({ ...extra, [field]: PHISHING });
      const response = await send(form, body, headers);
      expectError(response, 400, message);
      expect(response.body.errors[field]).toEqual([message]);
      expect(await connection.collection(form.collection).countDocuments({ email: body.email })).toBe(0);
    }
  });

  it.each([
    ['an email address', 'Asha asha@evil.example'],
    ['a web address', 'Asha www.evil.example'],
    ['a bare domain', 'Asha 80g-verify.evil.example'],
    ['a link without its domain', 'http colon slash slash'],
  ])('refuses %s in a donor’s name', async (_what, name) => {
    expectError(await send(FORMS.donation, FORMS.donation.body({ name })), 400, english('name'));
  });

  it.each(['S. K. Sharma', 'S.K. Sharma', "Joseph D'Souza", 'Mary-Jane Fernandes', 'एस. के. शर्मा', 'सुनीता देवी', 'Dr.Meera Iyer'])('accepts the name %j in every name field', async (name) => {
    for (const [formName, field, extra] of NAME_FIELDS) {
      const form = FORMS[formName];
      const response = await send(form, form.body({ ...extra, [field]: name }));
      expect([formName, field, response.status]).toEqual([formName, field, 201]);
    }
  });

  it('greets the person by the name they gave', async () => {
    const email = uniqueEmail('sharma');
    await send(FORMS.dataRequest, FORMS.dataRequest.body({ name: 'S. K. Sharma', email })).expect(201);
    // The forms above queued many mails; a pass sends a few at a time.
    while ((await t.app.get(OutboxWorker).runOnce()) > 0);
    const [mail] = inbox.to(email);
    expect(mail.text).toMatch(/^Dear S\. K\. Sharma,\n/);
  });
});
