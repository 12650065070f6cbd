import request from 'supertest';
import { MAIL_MESSAGES, MESSAGES, type DonationRecord } from '@society/contracts';
import { DonationRepository } from '../src/database/repositories/donation.repository';
import { MailOutboxRepository } from '../src/database/repositories/mail-outbox.repository';
import type { VoidedReceipt } from '../src/database/schemas/donation.schema';
import { ACKNOWLEDGEMENT_MAIL_LIMIT } from '../src/config/rate-limits';
import { MAX_ATTEMPTS, OutboxWorker, RETRY_DELAYS_MS } from '../src/mail/outbox-worker';
import { call } from './helpers/access';
import { closeTestApp, createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, newAddress, uniqueEmail, type LoggedIn } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';

const ID = '0123456789abcdef01234567';
const FROM = 'Welfare Society <receipts@society.test>';

describe('email: donor mail through the outbox, birthday wishes', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let worker: OutboxWorker;
  let admin: LoggedIn;
  let hr: LoggedIn;
  let team: LoggedIn;
  /** A clock for the worker that runs ahead of the real one, so retries come due without waiting. */
  let clock = 0;
  const later = (ms: number) => new Date((clock = Math.max(clock, Date.now()) + ms + 1));

  beforeAll(async () => {
    await inbox.start();
    // A poll interval of an hour: only the tests drive the worker (runOnce). Room for one donor to ask more
    // often than the form's per-person limit, to reach the acknowledgement mails' own daily limit.
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: FROM, MAIL_POLL_MS: '3600000', RATE_LIMIT_FACTOR: '2' } });
    worker = t.app.get(OutboxWorker);
    [admin, hr, team] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'hr'), loginAs(t, 'team')]);
  });

  afterAll(() => inbox.stop());

  async function donate(email = uniqueEmail('donor')): Promise<DonationRecord> {
    await request(t.http)
      .post('/api/public/donations')
      .set(newAddress())
      .field({ name: 'Kavita Rao', email, amount: '2500', mode: 'UPI', utr: '412345678901' })
      .expect(201);
    return record(email);
  }

  async function record(email: string): Promise<DonationRecord> {
    const list = (await request(t.http).get('/api/public/donations').set('Authorization', admin.auth).expect(200)).body as DonationRecord[];
    const found = list.find((donation) => donation.email === email);
    if (!found) throw new Error(`no donation for ${email}`);
    return found;
  }

  const markDone = (id: string) => request(t.http).put(`/api/public/donations/${id}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true });
  const resend = (id: string, auth = admin.auth) => request(t.http).post(`/api/admin/donations/${id}/receipt/resend`).set('Authorization', auth);

  it('sends the donor an acknowledgement after a receipt request, and the list shows it sent', async () => {
    const donation = await donate();
    expect(donation.mail).toEqual({ acknowledgement: { status: 'pending', attempts: 0 }, receipt: null });
    expect(inbox.to(donation.email)).toHaveLength(0);

    await worker.runOnce(later(0));
    const [mail] = inbox.to(donation.email);
    expect(mail.subject).toBe('Thank you for your donation');
    expect(mail.from?.text).toBe('"Welfare Society" <receipts@society.test>');
    expect(mail.text).toContain('Dear Kavita Rao');
    expect(mail.text).toContain('INR 2,500');
    const after = await record(donation.email);
    expect(after.mail.acknowledgement).toMatchObject({ status: 'sent', attempts: 1 });
    expect(Date.parse(after.mail.acknowledgement.sentAt ?? '')).not.toBeNaN();
  });

  it('mails the receipt PDF once the admin marks the donation Done', async () => {
    const donation = await donate();
    const done = (await markDone(donation._id).expect(200)).body as DonationRecord;
    const number = done.receipt?.number ?? '';
    expect(done.mail.receipt).toEqual({ status: 'pending', attempts: 0 });

    await worker.runOnce(later(0));
    const mail = inbox.to(donation.email).find((m) => m.subject === `Your donation receipt ${number}`);
    expect(mail?.text).toContain(`80G receipt ${number} is attached`);
    expect(mail?.attachments).toHaveLength(1);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf.filename).toBe(`receipt-${number.replace('/', '-')}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect((await record(donation.email)).mail.receipt).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps retrying while the SMTP server refuses or is down, then sends; the receipt is issued meanwhile', async () => {
    await worker.runOnce(later(0)); // nothing left over from earlier tests
    const donation = await donate();
    await worker.runOnce(later(0)); // acknowledgement out
    inbox.rejecting = true;
    try {
      const done = (await markDone(donation._id).expect(200)).body as DonationRecord;
      expect(done.receiptGenerated).toBe(true);
      expect(done.receipt?.number).toMatch(/^\d{4}-\d{2}\/\d{4,}$/);

      await worker.runOnce(later(0));
      let state = (await record(donation.email)).mail.receipt;
      expect(state).toMatchObject({ status: 'pending', attempts: 1 });
      expect(state?.lastError).toMatch(/Mailbox unavailable/);

      // Not due yet: nothing is attempted before the back-off has passed.
      expect(await worker.runOnce(later(RETRY_DELAYS_MS[0] - 1000))).toBe(0);
      expect(await worker.runOnce(later(1000))).toBe(1);
      expect((await record(donation.email)).mail.receipt).toMatchObject({ status: 'pending', attempts: 2 });
    } finally {
      inbox.rejecting = false;
    }
    // Down altogether: the connection is refused.
    const port = inbox.port;
    await inbox.stop();
    try {
      await worker.runOnce(later(RETRY_DELAYS_MS[1]));
      const state = (await record(donation.email)).mail.receipt;
      expect(state).toMatchObject({ status: 'pending', attempts: 3 });
      expect(state?.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await inbox.start(port);
    }
    await worker.runOnce(later(RETRY_DELAYS_MS[2]));
    const after = await record(donation.email);
    expect(after.mail.receipt).toMatchObject({ status: 'sent', attempts: 4 });
    expect(after.receiptGenerated).toBe(true);
    expect(inbox.to(donation.email).filter((m) => m.subject?.startsWith('Your donation receipt'))).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts; a resend queues it again and it goes out`, async () => {
    await worker.runOnce(later(0));
    const donation = await donate();
    await worker.runOnce(later(0));
    await markDone(donation._id).expect(200);
    inbox.rejecting = true;
    try {
      for (const delay of [0, ...RETRY_DELAYS_MS]) expect(await worker.runOnce(later(delay))).toBe(1);
      expect((await record(donation.email)).mail.receipt).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      // Failed is final: no more attempts, however long we wait.
      expect(await worker.runOnce(later(24 * 3600 * 1000))).toBe(0);
    } finally {
      inbox.rejecting = false;
    }

    expect((await resend(donation._id).expect(202)).body).toEqual({ message: MAIL_MESSAGES.receiptQueued });
    expect((await record(donation.email)).mail.receipt).toEqual({ status: 'pending', attempts: 0 });
    await worker.runOnce(later(0));
    expect((await record(donation.email)).mail.receipt).toMatchObject({ status: 'sent', attempts: 1 });
    expect(inbox.to(donation.email).filter((m) => m.subject?.startsWith('Your donation receipt'))).toHaveLength(1);
  });

  it('resets the receipt mail on a void and never sends the voided receipt; a reissue mails the new one', async () => {
    const donation = await donate();
    await worker.runOnce(later(0));
    const first = ((await markDone(donation._id).expect(200)).body as DonationRecord).receipt?.number;
    const voided = (await request(t.http)
      .post(`/api/admin/donations/${donation._id}/receipt/void`)
      .set('Authorization', admin.auth)
      .send({ reason: 'Wrong amount' })
      .expect(201)).body as DonationRecord;
    expect(voided.mail.receipt).toBeNull();
    expectError(await resend(donation._id), 409, MAIL_MESSAGES.noReceipt);
    await worker.runOnce(later(0));
    expect(inbox.to(donation.email).filter((m) => m.subject?.startsWith('Your donation receipt'))).toHaveLength(0);
    expect((await t.app.get(MailOutboxRepository).findByDonation(donation._id)).find((item) => item.receiptNumber === first)?.status).toBe('cancelled');

    const second = ((await markDone(donation._id).expect(200)).body as DonationRecord).receipt?.number;
    await worker.runOnce(later(0));
    expect(inbox.to(donation.email).map((m) => m.subject)).toContain(`Your donation receipt ${second}`);
  });

  it('does not send a receipt that was voided after its mail was queued, whatever the order of the two', async () => {
    const donation = await donate();
    await worker.runOnce(later(0));
    const number = ((await markDone(donation._id).expect(200)).body as DonationRecord).receipt?.number as string;
    // The void lands as if between another request's read and its queueing: the mail stays queued.
    const voided = { ...(await t.app.get(DonationRepository).findById(donation._id))?.receipt, reason: 'Wrong PAN', voidedAt: new Date(), voidedBy: admin.user.email };
    expect(await t.app.get(DonationRepository).voidReceipt(donation._id, number, voided as VoidedReceipt)).toBe(true);

    await worker.runOnce(later(0));
    expect(inbox.to(donation.email).filter((m) => m.subject?.startsWith('Your donation receipt'))).toHaveLength(0);
    expect((await t.app.get(MailOutboxRepository).findByDonation(donation._id)).find((item) => item.receiptNumber === number)?.status).toBe('cancelled');
  });

  it('sends one receipt mail when resend is pressed several times at once', async () => {
    const donation = await donate();
    await worker.runOnce(later(0));
    await markDone(donation._id).expect(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => resend(donation._id)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);

    await worker.runOnce(later(0));
    expect(inbox.to(donation.email).filter((m) => m.subject?.startsWith('Your donation receipt'))).toHaveLength(1);
    expect((await record(donation.email)).mail.receipt).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it(`sends one address at most ${ACKNOWLEDGEMENT_MAIL_LIMIT.max} acknowledgements a day, still storing every receipt request`, async () => {
    await worker.runOnce(later(0));
    const email = uniqueEmail('often');
    for (let i = 0; i <= ACKNOWLEDGEMENT_MAIL_LIMIT.max; i += 1) await donate(email);
    const list = (await request(t.http).get('/api/public/donations').set('Authorization', admin.auth).expect(200)).body as DonationRecord[];
    const states = list.filter((donation) => donation.email === email).map((donation) => donation.mail.acknowledgement);
    expect(states).toHaveLength(ACKNOWLEDGEMENT_MAIL_LIMIT.max + 1);
    expect(states.filter((state) => state.status === 'pending')).toHaveLength(ACKNOWLEDGEMENT_MAIL_LIMIT.max);
    expect(states.filter((state) => state.status === 'failed')).toEqual([
      { status: 'failed', attempts: 0, lastError: expect.stringMatching(/^Not sent: this address already had 3 acknowledgements in the last 24 hours/) },
    ]);

    await worker.runOnce(later(0));
    expect(inbox.to(email)).toHaveLength(ACKNOWLEDGEMENT_MAIL_LIMIT.max);
  });

  it('answers resend with 404 for an unknown donation', async () => {
    expectError(await resend(ID), 404, 'Donation not found');
  });

  it('lets only admins resend, hr and admins read the mail switch, and only hr send birthday wishes', async () => {
    for (const [method, path, allowed] of [
      ['post', `/api/admin/donations/${ID}/receipt/resend`, ['admin']],
      ['get', '/api/hr/mail', ['hr', 'admin']],
      ['post', '/api/hr/send-birthday-wish', ['hr']],
    ] as const) {
      expectError(await call(t.http, [method, path]).send({}), 401);
      for (const session of [admin, hr, team]) {
        if ((allowed as readonly string[]).includes(session.user.role)) continue;
        expectError(await call(t.http, [method, path], session.auth).send({ email: 'a@b.org', name: 'A' }), 403, MESSAGES.forbidden);
      }
    }
    expect((await call(t.http, ['get', '/api/hr/mail'], hr.auth)).body).toEqual({ enabled: true });
    expect((await call(t.http, ['get', '/api/hr/mail'], admin.auth)).body).toEqual({ enabled: true });
  });

  it('sends a birthday wish at once (200), and answers 502 when the SMTP server refuses', async () => {
    const email = uniqueEmail('birthday');
    const send = () => call(t.http, ['post', '/api/hr/send-birthday-wish'], hr.auth).send({ email, name: 'Ravi Kumar' });
    expect((await send().expect(200)).body).toEqual({ message: MAIL_MESSAGES.birthdaySent });
    const [mail] = inbox.to(email);
    expect(mail.subject).toBe('Happy Birthday!');
    expect(mail.text).toContain('Dear Ravi Kumar');

    inbox.rejecting = true;
    try {
      expectError(await send(), 502, MAIL_MESSAGES.birthdayFailed);
    } finally {
      inbox.rejecting = false;
    }
    expect(inbox.to(email)).toHaveLength(1);
  });

  it('answers 400 when the mail server refuses the address for good: trying again would not help', async () => {
    const email = uniqueEmail('no-such-person');
    inbox.refusedRecipients.add(email);
    const response = await call(t.http, ['post', '/api/hr/send-birthday-wish'], hr.auth).send({ email, name: 'Ravi Kumar' });
    expectError(response, 400, MAIL_MESSAGES.birthdayAddressRefused);
    expect(inbox.to(email)).toHaveLength(0);
  });

  describe('without SMTP_URL (mail disabled)', () => {
    let off: TestApp;

    beforeAll(async () => {
      off = await createTestApp();
    });

    afterAll(() => closeTestApp(off));

    it('queues nothing, shows the states disabled, refuses resend (409) and birthday wishes (501)', async () => {
      const offAdmin = await loginAs(off, 'admin');
      const offHr = await loginAs(off, 'hr');
      const email = uniqueEmail('donor');
      await request(off.http).post('/api/public/donations').set(newAddress()).field({ name: 'Asha', email, amount: '500', mode: 'UPI', utr: '998877665544' }).expect(201);
      const list = (await request(off.http).get('/api/public/donations').set('Authorization', offAdmin.auth).expect(200)).body as DonationRecord[];
      const donation = list.find((d) => d.email === email) as DonationRecord;
      expect(donation.mail).toEqual({ acknowledgement: { status: 'disabled', attempts: 0 }, receipt: null });

      const done = (await request(off.http).put(`/api/public/donations/${donation._id}/status`).set('Authorization', offAdmin.auth).send({ receiptGenerated: true }).expect(200))
        .body as DonationRecord;
      expect(done.mail.receipt).toEqual({ status: 'disabled', attempts: 0 });
      expect(await off.app.get(MailOutboxRepository).findByDonation(donation._id)).toEqual([]);
      expectError(await request(off.http).post(`/api/admin/donations/${donation._id}/receipt/resend`).set('Authorization', offAdmin.auth), 409, MAIL_MESSAGES.notConfigured);

      expect((await call(off.http, ['get', '/api/hr/mail'], offHr.auth)).body).toEqual({ enabled: false });
      expectError(await call(off.http, ['post', '/api/hr/send-birthday-wish'], offHr.auth).send({ email: 'ravi@example.org', name: 'Ravi' }), 501, MAIL_MESSAGES.birthdayUnavailable);
    });
  });
});
