import { getConnectionToken } from '@nestjs/mongoose';
import fs from 'node:fs';
import path from 'node:path';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import {
  DATA_EXPORT_VALID_DAYS,
  addDays,
  DATA_REQUEST_MESSAGES,
  type AuditPage,
  type DataRequestDetail,
  type DataRequestItem,
  type DataRequestPage,
  type NewDataRequest,
} from '@society/contracts';
import { DATA_REQUEST_MAIL_LIMIT } from '../src/config/rate-limits';
import { DATA_REQUEST_STEP_LEASE_MS } from '../src/data-rights/data-requests.service';
import { CertificateRepository } from '../src/database/repositories/certificate.repository';
import { ContactMessageRepository } from '../src/database/repositories/contact-message.repository';
import { DonationRepository } from '../src/database/repositories/donation.repository';
import { Form10beCertificateRepository } from '../src/database/repositories/form-10be-certificate.repository';
import { LeaveRequestRepository } from '../src/database/repositories/leave-request.repository';
import { ThrottleHitRepository } from '../src/database/repositories/throttle-hit.repository';
import { UserRepository } from '../src/database/repositories/user.repository';
import type { StepClaim } from '../src/database/schemas/step-claim.schema';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { FileStorage } from '../src/storage/file-storage';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, loginAs, newAddress, uniqueEmail, type LoggedIn } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';
import { listFiles } from './helpers/uploads';

const ORIGIN = 'https://www.society.test';
const DAY_MS = 24 * 60 * 60 * 1000;
const REGISTER = '/api/admin/data-requests';

/** Everything one person holds with the society, each piece carrying words that identify them alone. */
interface Person {
  email: string;
  name: string;
  /** Strings that appear only in this person's records. */
  marks: string[];
  files: string[];
  applicantId: string;
  keptReceiptNumber: string;
  /** The files the tax record keeps on erasure: the recent receipt and its Form 10BE. */
  keptFiles: string[];
  /** The postal address given with the donation still in the tax period. */
  address: string;
}

describe('data-rights requests: the "Your data" page, confirmation, the register, access and erasure', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let worker: OutboxWorker;
  let admin: LoggedIn;

  beforeAll(async () => {
    await inbox.start();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000', PUBLIC_ORIGIN: ORIGIN } });
    worker = t.app.get(OutboxWorker);
    admin = await loginAs(t, 'admin');
  });

  afterAll(() => inbox.stop());

  const asAdmin = (method: 'get' | 'post', url: string, body?: object) => {
    const test = request(t.http)[method](url).set('Authorization', admin.auth);
    return body ? test.send(body) : test;
  };

  async function mailsTo(address: string) {
    await worker.runOnce();
    return inbox.to(address);
  }

  /** The token of the last link of this kind mailed to the address. */
  async function linkToken(address: string, pathName: string): Promise<string> {
    const mails = await mailsTo(address);
    const match = new RegExp(`${ORIGIN}${pathName}#token=([\\w-]+)`).exec(mails[mails.length - 1]?.text ?? '');
    if (!match) throw new Error(`no ${pathName} link mailed to ${address}`);
    return match[1];
  }

  function ask(fields: Partial<NewDataRequest> & { email: string }) {
    return request(t.http)
      .post('/api/public/data-requests')
      .set(newAddress())
      .send({ kind: 'access', name: 'Meena Gupta', fillSeconds: 20, ...fields });
  }

  /** Asks, opens the mailed link, and returns the confirmed request as the register shows it. */
  async function confirmed(fields: Partial<NewDataRequest> & { email: string }): Promise<DataRequestItem> {
    await ask(fields).expect(201);
    const token = await linkToken(fields.email, '/your-data/confirm');
    await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token }).expect(200);
    const page = (await asAdmin('get', REGISTER).query({ pageSize: 100 }).expect(200)).body as DataRequestPage;
    const found = page.items.find((item) => item.email === fields.email && item.kind === (fields.kind ?? 'access') && item.status === 'open');
    if (!found) throw new Error('confirmed request not in the register');
    return found;
  }

  /** Seeds a person across every collection and the file store: donations (one in the tax period, one past it), a contact message, an application with a certificate, leave, a volunteer account and a mail. */
  async function seedPerson(label: string): Promise<Person> {
    const email = uniqueEmail(label);
    const name = `${label} Sharma`;
    const storage = t.app.get(FileStorage);
    const donations = t.app.get(DonationRepository);
    const mark = (what: string) => `${label}-${what}-${new Types.ObjectId().toHexString().slice(-6)}`;
    const marks = { utr: mark('utr'), address: mark('address'), message: mark('message'), phone: `+91 98${Math.floor(10_000_000 + Math.random() * 89_999_999)}`, reason: mark('reason') };
    const save = (folder: string, ext: string) => storage.save('private', folder, Buffer.from(`${label} ${folder}`), ext);
    const [recentShot, recentReceipt, oldShot, oldReceipt, certificatePdf] = await Promise.all([
      save('donations', 'png'),
      save('receipts', 'pdf'),
      save('donations', 'png'),
      save('receipts', 'pdf'),
      save('certificates', 'pdf'),
    ]);
    const keptReceiptNumber = `2026-27/${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const recent = await donations.create({ name, email, amount: 5000, mode: 'UPI', utr: marks.utr, address: marks.address, pan: 'ABCPS1234K', screenshotPath: recentShot, date: new Date(Date.now() - 30 * DAY_MS) });
    const old = await donations.create({ name, email, amount: 700, mode: 'UPI', utr: `${marks.utr}-old`, screenshotPath: oldShot, date: new Date(Date.now() - 9 * 366 * DAY_MS) });
    const db = t.app.get<Connection>(getConnectionToken());
    const receipt = (number: string, pdfPath: string) => ({ number, financialYear: number.slice(0, 7), sequence: Number(number.slice(8)), issuedAt: new Date(), issuedBy: admin.email, pdfPath });
    await db.collection('donations').updateOne({ _id: recent._id }, { $set: { receiptGenerated: true, receipt: receipt(keptReceiptNumber, recentReceipt) } });
    await db.collection('donations').updateOne({ _id: old._id }, { $set: { receiptGenerated: true, receipt: receipt('2017-18/0042', oldReceipt) } });
    await t.app.get(ContactMessageRepository).create({ name, email, message: marks.message });
    const applicant = await createApplicant(t.app, { name, email, phone: marks.phone, status: 'active' });
    const applicantId = String(applicant._id);
    const certificate = await t.app.get(CertificateRepository).create({
      code: mark('CODE').toUpperCase(),
      applicantId: applicant._id,
      holderName: name,
      type: 'volunteering',
      role: 'Tutor',
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-03-31T00:00:00Z'),
      description: '',
      signatoryName: 'Secretary',
      signatoryTitle: 'Secretary',
      issuedAt: new Date(),
      issuedBy: 'hr@society.test',
    });
    await db.collection('certificates').updateOne({ _id: certificate._id }, { $set: { pdfPath: certificatePdf } });
    // The income-tax portal's Form 10BE of each donation's year, matched by PAN: the recent one's is kept with its
    // tax record on erasure, the old one's goes with it.
    const [recent10bePdf, old10bePdf] = await Promise.all([save('form-10be', 'pdf'), save('form-10be', 'pdf')]);
    const form10be = (donation: { _id: unknown }, financialYear: string, pdfPath: string, arn: string) => ({
      financialYear,
      idCode: 'Permanent Account Number (PAN)',
      uniqueId: 'ABCPS1234K',
      donorName: name,
      amount: donation === recent ? 5000 : 700,
      arn,
      fileName: `${arn}.pdf`,
      pdfPath,
      uploadedBy: admin.email,
      match: { by: 'pan' as const, name, pan: 'ABCPS1234K', donationIds: [String(donation._id)], language: 'en' },
    });
    await t.app.get(Form10beCertificateRepository).createMany([form10be(recent, '2026-27', recent10bePdf, mark('arn')), form10be(old, '2017-18', old10bePdf, mark('arn'))]);
    await t.app.get(LeaveRequestRepository).createUnlessOverlapping({ applicantId: applicant._id, type: 'exams', from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-02T00:00:00Z'), reason: marks.reason });
    await t.app.get(UserRepository).createVolunteerAccount({ email, name, applicantId: applicant._id, invite: { inviteTokenHash: mark('invite'), inviteExpiresAt: new Date(), invitedAt: new Date() } });
    await db.collection('mail_outbox').insertOne({ kind: 'volunteer-notice', applicantId, to: email, subject: `Leave approved for ${name}`, text: `Dear ${name}`, status: 'sent', attempts: 1, nextAttemptAt: new Date(), claimedBy: null, claimedAt: null, createdAt: new Date(), updatedAt: new Date() });
    // The society told them of a breach (the register keeps that it did).
    const breach = await db.collection('breaches').insertOne({ title: `Laptop stolen ${mark('breach')}`, description: 'The office laptop was stolen.', discoveredAt: new Date('2026-10-02T05:00:00Z'), kinds: ['donors'], scope: 'all', state: 'open', recordedBy: admin.email, createdAt: new Date(), updatedAt: new Date() });
    await db.collection('breach_notices').insertOne({ breachId: String(breach.insertedId), email, kind: 'donors', recordId: String(recent._id), name, outboxId: null, sentBy: admin.email, createdAt: new Date() });
    return {
      email,
      name,
      marks: [email, name, ...Object.values(marks)],
      files: [recentShot, recentReceipt, oldShot, oldReceipt, certificatePdf, recent10bePdf, old10bePdf],
      applicantId,
      keptReceiptNumber,
      keptFiles: [recentReceipt, recent10bePdf],
      address: marks.address,
    };
  }

  /** Every document of every collection that mentions one of `marks`, as 'collection: document'. */
  async function traces(marks: string[]): Promise<string[]> {
    const db = t.app.get<Connection>(getConnectionToken()).db;
    if (!db) throw new Error('no database');
    const found: string[] = [];
    for (const { name } of await db.listCollections().toArray()) {
      for (const document of await db.collection(name).find().toArray()) {
        const text = JSON.stringify(document);
        if (marks.some((mark) => text.includes(mark))) found.push(`${name}: ${text}`);
      }
    }
    return found;
  }

  it('answers the same whether or not anything is held under the address, and shows staff nothing until the mailed link is opened, once', async () => {
    const holder = await seedPerson('holder');
    const stranger = uniqueEmail('stranger');
    const [held, none] = [await ask({ email: holder.email }), await ask({ email: stranger })];
    expect([held.status, none.status]).toEqual([201, 201]);
    expect(held.body).toEqual(none.body);
    expect(held.body).toEqual({ message: DATA_REQUEST_MESSAGES.received });

    // Both are mailed a link; neither shows in the register, nor opens there by id, before it is confirmed.
    const token = await linkToken(holder.email, '/your-data/confirm');
    await linkToken(stranger, '/your-data/confirm');
    const before = (await asAdmin('get', REGISTER).expect(200)).body as DataRequestPage;
    expect(JSON.stringify(before)).not.toContain(holder.email);
    const stored = await t.app.get<Connection>(getConnectionToken()).collection('data_requests').findOne({ email: holder.email });
    expectError(await asAdmin('get', `${REGISTER}/${String(stored?._id)}`), 404, DATA_REQUEST_MESSAGES.notFound);
    // The database keeps only the link's hash.
    expect(JSON.stringify(stored)).not.toContain(token);

    expectError(await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token: 'made-up' }), 410, DATA_REQUEST_MESSAGES.linkInvalid);
    const confirmation = (await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token }).expect(200)).body as { kind: string; dueAt: string; responseDays: number };
    expect(confirmation.kind).toBe('access');
    expect(confirmation.responseDays).toBe(30);
    expect(Math.round((Date.parse(confirmation.dueAt) - Date.now()) / DAY_MS)).toBe(30);
    expectError(await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token }), 410, DATA_REQUEST_MESSAGES.linkInvalid);
    // A used link is gone (410); a request without a token is malformed (400).
    expectError(await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({}), 400, 'token is required');

    const after = (await asAdmin('get', REGISTER).expect(200)).body as DataRequestPage;
    const row = after.items.find((item) => item.email === holder.email);
    expect(row).toMatchObject({ kind: 'access', status: 'open', dueAt: confirmation.dueAt, overdue: false });
    expect(after.items.some((item) => item.email === stranger)).toBe(false);
    // The activity log has both steps, under the request's id, without the person's address.
    const log = ((await asAdmin('get', '/api/admin/activity').query({ kind: 'data-request', pageSize: 100 }).expect(200)).body as AuditPage).items.filter((entry) => entry.recordId === row?._id);
    expect(log.map((entry) => entry.action).sort()).toEqual(['confirm', 'request-data']);
    expect(JSON.stringify(log)).not.toContain(holder.email);
  });

  it('refuses a link past its 48 hours, and requests missing what their kind needs', async () => {
    const email = uniqueEmail('late');
    await ask({ email }).expect(201);
    const token = await linkToken(email, '/your-data/confirm');
    await t.app.get<Connection>(getConnectionToken()).collection('data_requests').updateOne({ email }, { $set: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    expectError(await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token }), 410, DATA_REQUEST_MESSAGES.linkInvalid);

    // At most three confirmation mails a day to one address (the form allows three an hour): past that, a request
    // is answered the same, and dropped.
    const flooded = uniqueEmail('flooded');
    const { max, windowMs } = DATA_REQUEST_MAIL_LIMIT;
    for (let i = 0; i < max; i += 1) await t.app.get(ThrottleHitRepository).hitAndCount('mail:data-request-link', flooded, windowMs);
    expect((await ask({ email: flooded }).expect(201)).body).toEqual({ message: DATA_REQUEST_MESSAGES.received });
    expect(await mailsTo(flooded)).toHaveLength(0);
    expect(await t.app.get<Connection>(getConnectionToken()).collection('data_requests').countDocuments({ email: flooded })).toBe(0);

    const noDetails = await ask({ email, kind: 'correction' });
    expectError(noDetails, 400, DATA_REQUEST_MESSAGES.detailsRequired);
    expect(noDetails.body.errors.details[0]).toBe(DATA_REQUEST_MESSAGES.detailsRequired);
    expectError(await ask({ email, kind: 'grievance', details: '   ' }), 400, DATA_REQUEST_MESSAGES.detailsRequired);
    expectError(await ask({ email, kind: 'nomination', nomineeName: 'Ravi' }), 400, DATA_REQUEST_MESSAGES.nomineeRequired);
    expectError(await ask({ email, kind: 'nomination', nomineeName: 'Ravi', nomineeEmail: '' }), 400, DATA_REQUEST_MESSAGES.nomineeRequired);
    expectError(await ask({ email, kind: 'deletion' as never }), 400, /kind must be one of/);
    expectError(await ask({ email: 'not-an-email' }), 400, /email must be a valid email address/);
  });

  it('serves access: staff mail a link to an export of everything held under the address and nothing of anyone else’s', async () => {
    const [asha, other] = [await seedPerson('asha'), await seedPerson('other')];
    // A mail to Asha's address about another person (as HR's copy of a volunteer's correction note) is theirs, not hers.
    await t.app.get<Connection>(getConnectionToken()).collection('mail_outbox').insertOne({ kind: 'volunteer-notice', applicantId: other.applicantId, to: asha.email, subject: `Correction requested by ${other.name}`, text: other.marks.join(' '), status: 'sent', attempts: 1, nextAttemptAt: new Date(), claimedBy: null, claimedAt: null, createdAt: new Date(), updatedAt: new Date() });
    const open = await confirmed({ email: asha.email, name: asha.name });
    const detail = (await asAdmin('get', `${REGISTER}/${open._id}`).expect(200)).body as DataRequestDetail;
    expect(detail.held.map((record) => record.collection).sort()).toEqual(['Form 10BE certificate', 'Form 10BE certificate', 'account', 'application', 'breach notice', 'certificate', 'contact message', 'donation', 'donation', 'leave request', 'mail', 'mail']);
    // The two mails: the one seeded, and the confirmation link's (its copy, the link blanked).
    expect(detail.erasurePlan).toBeNull();
    expectError(await asAdmin('post', `${REGISTER}/${open._id}/erase`), 409, DATA_REQUEST_MESSAGES.wrongKind);

    const sent = (await asAdmin('post', `${REGISTER}/${open._id}/send-export`).expect(200)).body as DataRequestItem;
    expect(sent.status).toBe('done');
    expect(Math.round((Date.parse(sent.exportExpiresAt ?? '') - Date.now()) / DAY_MS)).toBe(DATA_EXPORT_VALID_DAYS);
    expectError(await asAdmin('post', `${REGISTER}/${open._id}/send-export`), 409, DATA_REQUEST_MESSAGES.notOpen);
    const token = await linkToken(asha.email, '/your-data/export');

    const json = await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token, format: 'json' }).expect(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(json.text) as Record<string, unknown[]> & { email: string };
    expect(data.email).toBe(asha.email);
    for (const mark of asha.marks) expect(json.text).toContain(mark);
    for (const mark of other.marks) expect(json.text).not.toContain(mark);
    expect(data.donations).toHaveLength(2);
    expect(data.certificates).toHaveLength(1);
    expect((data.form10beCertificates as Array<{ financialYear: string; donorId: string; pdf: string }>).map(({ financialYear, donorId, pdf }) => ({ financialYear, donorId, pdf })).sort((a, b) => a.financialYear.localeCompare(b.financialYear))).toEqual([
      { financialYear: '2017-18', donorId: 'ABCPS1234K', pdf: 'held privately (ask us for a copy)' },
      { financialYear: '2026-27', donorId: 'ABCPS1234K', pdf: 'held privately (ask us for a copy)' },
    ]);
    expect(data.leaveRequests).toHaveLength(1);
    expect(data.dataRequests).toHaveLength(1);
    expect(data.breachNotices).toEqual([{ incident: expect.stringContaining('Laptop stolen'), discoveredAt: '2026-10-02T05:00:00.000Z', yourData: 'donors', notifiedAt: expect.any(String) }]);
    // No secret or internal file path leaves in an export.
    expect(json.text).not.toMatch(/passwordHash|TokenHash|private\//);

    const html = await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token, format: 'html' }).expect(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.text).toContain(asha.marks[2]);
    expect(html.text).toContain('Form 10BE certificates of your donations');
    expect(html.text).not.toContain(other.email);

    // The stored copy of the mail no longer carries the link once sent; a wrong or lapsed link opens nothing.
    expect(JSON.stringify(await traces([token]))).toBe('[]');
    expectError(await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token: 'made-up', format: 'json' }), 410, DATA_REQUEST_MESSAGES.exportLinkInvalid);
    await t.app.get<Connection>(getConnectionToken()).collection('data_requests').updateOne({ _id: new Types.ObjectId(open._id) }, { $set: { exportExpiresAt: new Date(Date.now() - 1000) } });
    expectError(await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token, format: 'json' }), 410, DATA_REQUEST_MESSAGES.exportLinkInvalid);
    // A lapsed link is gone (410); a request for a format there is not is malformed (400).
    expectError(await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token, format: 'pdf' }), 400, /format must be one of/);
  });

  it('serves erasure: no trace of the person is left outside what the law keeps, in the database or in stored files, and the mail says what was kept and why', async () => {
    const [asha, other] = [await seedPerson('erase'), await seedPerson('bystander')];
    const open = await confirmed({ email: asha.email, name: asha.name, kind: 'erasure' });
    const detail = (await asAdmin('get', `${REGISTER}/${open._id}`).expect(200)).body as DataRequestDetail;
    expect(detail.erasurePlan?.keep[0].what).toContain(asha.keptReceiptNumber);
    expect(detail.erasurePlan?.keep[0].why).toContain('8 years');
    expect(detail.erasurePlan?.remove.join('\n')).toContain('1 donation record older than 8 years');
    expect(detail.erasurePlan?.remove).toContain('1 Form 10BE certificate and its PDF of those donations');
    expect(detail.erasurePlan?.keep.map((kept) => kept.what)).toContain('1 Form 10BE certificate the income-tax portal issued for the donation records kept');
    const filesBefore = listFiles(t.uploadDir);

    const erased = (await asAdmin('post', `${REGISTER}/${open._id}/erase`).expect(200)).body as DataRequestItem;
    expect(erased.status).toBe('done');
    expect(erased.erasure?.removed).toMatchObject({ donations: 1, 'donations reduced to the tax record': 1, 'contact messages': 1, applications: 1, certificates: 1, 'leave requests': 1, accounts: 1, 'Form 10BE certificates': 1, files: 5 });

    // Outside the kept donation record, the request itself and the mail telling the person, nothing names them.
    // (The forms' misuse counters, keyed by address, delete themselves within two days: the mail says so.)
    const left = (await traces(asha.marks)).filter((line) => !line.startsWith('throttle_hits'));
    const where = left.map((line) => line.slice(0, line.indexOf(':')));
    expect(where.sort()).toEqual(['breach_notices', 'data_requests', 'donations', 'form_10be_certificates', 'mail_outbox']);
    const kept = await t.app.get<Connection>(getConnectionToken()).collection('donations').find({ name: asha.name }).toArray();
    expect(kept).toHaveLength(1);
    // Form 10BD and the 80G receipt name the donor's address: it stays with the tax record.
    expect(kept[0]).toMatchObject({ name: asha.name, pan: 'ABCPS1234K', amount: 5000, email: '', utr: '', address: asha.address, receipt: { number: asha.keptReceiptNumber } });
    expect(kept[0].screenshotPath).toBeUndefined();
    expect(JSON.stringify(kept[0])).not.toMatch(new RegExp(asha.marks.filter((mark) => mark !== asha.name && mark !== asha.address).join('|').replace(/\+/g, '\\+')));
    const outbox = left.filter((line) => line.startsWith('mail_outbox'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toContain('Your data has been erased');

    // Files: only the kept receipt and Form 10BE of this person are left; the bystander's are all there.
    const filesAfter = listFiles(t.uploadDir);
    const gone = filesBefore.filter((file) => !filesAfter.includes(file)).map((file) => file.split(path.sep).join('/'));
    expect(gone.sort()).toEqual(asha.files.filter((file) => !asha.keptFiles.includes(file)).sort());
    for (const file of asha.keptFiles) expect(fs.existsSync(path.join(t.uploadDir, file))).toBe(true);
    for (const file of other.files) expect(fs.existsSync(path.join(t.uploadDir, file))).toBe(true);
    // The bystander keeps every record.
    expect((await traces(other.marks)).length).toBeGreaterThanOrEqual(8);

    const [mail] = (await mailsTo(asha.email)).filter((received) => received.subject === 'Your data has been erased');
    expect(mail.text).toContain('What we had to keep, and why:');
    expect(mail.text).toContain(asha.keptReceiptNumber);
    expect(mail.text).toContain('Income-tax law requires');
    expect(mail.text).toContain('The record that we told you of 1 personal data breach');
    expectError(await asAdmin('post', `${REGISTER}/${open._id}/erase`), 409, DATA_REQUEST_MESSAGES.notOpen);
  });

  it("exports and erases a volunteer's sessions, hours, police verification and policy acknowledgements; the place they held goes to the first waiting", async () => {
    const [hr, volunteer, waiting, teacher] = await Promise.all([loginAs(t, 'hr'), loginAs(t, 'volunteer'), loginAs(t, 'volunteer'), loginAs(t, 'team')]);
    const as = (who: LoggedIn, method: 'get' | 'post' | 'put', url: string) => request(t.http)[method](url).set('Authorization', who.auth);
    const today = todayInIndia();
    await asAdmin('post', '/api/admin/safeguarding/policies', { textEn: 'We keep children safe.', textHi: 'हम बच्चों को सुरक्षित रखते हैं।' }).expect(201);
    for (const person of [volunteer, teacher]) {
      await as(person, 'post', '/api/safeguarding/policy/acknowledge').send({ version: 1 }).expect(200);
      await as(hr, 'put', `/api/hr/verifications/${String(person.user._id)}`).send({ status: 'verified', verifiedOn: addDays(today, -30), certificateNumber: `PCC/${person.email}`, expiresOn: addDays(today, 300) }).expect(200);
    }
    const scan = await t.app.get(FileStorage).save('private', 'police-verifications', Buffer.from('scan'), 'pdf');
    await t.app.get<Connection>(getConnectionToken()).collection('safeguarding_verifications').updateOne({ userId: String(volunteer.user._id) }, { $set: { scanPath: scan } });
    const [session] = (await as(hr, 'post', '/api/hr/sessions').send({ kind: 'activity', title: 'Library corner', place: 'Sanjay Camp centre', day: addDays(today, 6), start: '10:00', end: '12:00', volunteersWanted: 1, skill: 'event', withChildren: true }).expect(201)).body as Array<{ id: string }>;
    await as(volunteer, 'post', `/api/volunteer/sessions/${session.id}/sign-up`).expect(200);
    await as(hr, 'put', `/api/hr/verifications/${String(waiting.user._id)}`).send({ status: 'verified', verifiedOn: addDays(today, -30), certificateNumber: 'PCC/waiting', expiresOn: addDays(today, 300) }).expect(200);
    await as(waiting, 'post', '/api/safeguarding/policy/acknowledge').send({ version: 1 }).expect(200);
    expect((await as(waiting, 'post', `/api/volunteer/sessions/${session.id}/sign-up`).expect(200)).body).toMatchObject({ status: 'waiting' });
    await as(volunteer, 'post', '/api/volunteer/hours').send({ day: today, hours: 2, note: 'Made word cards for the library' }).expect(201);

    const access = await confirmed({ email: volunteer.email, name: 'Ravi Verma' });
    const held = ((await asAdmin('get', `${REGISTER}/${access._id}`).expect(200)).body as DataRequestDetail).held.map((record) => record.collection);
    expect(held).toEqual(expect.arrayContaining(['account', 'session sign-up', 'hours entry', 'police verification', 'policy acknowledgement']));
    await asAdmin('post', `${REGISTER}/${access._id}/send-export`).expect(200);
    const token = await linkToken(volunteer.email, '/your-data/export');
    const json = await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token, format: 'json' }).expect(200);
    const data = JSON.parse(json.text) as Record<string, unknown>;
    expect(data.volunteerSessions).toEqual([expect.objectContaining({ session: 'Library corner', date: addDays(today, 6), from: '10:00', to: '12:00', place: 'Sanjay Camp centre', status: 'signed-up' })]);
    expect(data.volunteerHours).toEqual([expect.objectContaining({ date: today, hours: 2, note: 'Made word cards for the library', status: 'waiting' })]);
    expect(data.policeVerification).toEqual({ status: 'verified', verifiedOn: addDays(today, -30), certificateNumber: `PCC/${volunteer.email}`, expiresOn: addDays(today, 300), scan: 'held privately (ask us for a copy)' });
    expect(data.policyAcknowledgements).toEqual([{ version: 1, acknowledgedAt: expect.any(String) }]);
    expect(json.text).not.toContain(scan);
    const html = await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token, format: 'html' }).expect(200);
    for (const title of ['Volunteer sessions you signed up for', 'Your volunteer hours', 'Your police verification', 'Your acknowledgements of the child-protection policy']) expect(html.text).toContain(title);

    const erasure = await confirmed({ email: volunteer.email, name: 'Ravi Verma', kind: 'erasure' });
    const plan = ((await asAdmin('get', `${REGISTER}/${erasure._id}`).expect(200)).body as DataRequestDetail).erasurePlan;
    expect(plan?.remove).toEqual(
      expect.arrayContaining([
        '1 sign-up for a volunteer session, with their check-ins and check-outs',
        '1 entry of volunteer hours',
        'the record of your police verification and its scan',
        '1 acknowledgement of the child-protection policy',
      ]),
    );
    const erased = (await asAdmin('post', `${REGISTER}/${erasure._id}/erase`).expect(200)).body as DataRequestItem;
    expect(erased.erasure?.removed).toMatchObject({ 'session sign-ups': 1, 'hours entries': 1, 'police verifications': 1, 'policy acknowledgements': 1, accounts: 1, files: 1 });
    expect(fs.existsSync(path.join(t.uploadDir, scan))).toBe(false);
    const db = t.app.get<Connection>(getConnectionToken());
    for (const collection of ['session_sign_ups', 'volunteer_hours', 'safeguarding_verifications', 'safeguarding_acknowledgements']) {
      expect(await db.collection(collection).countDocuments({ userId: String(volunteer.user._id) })).toBe(0);
    }
    // The place freed goes to the first waiting, as a cancellation would; the session counts again.
    expect((await as(waiting, 'get', '/api/volunteer/sessions/mine').expect(200)).body).toEqual([expect.objectContaining({ status: 'signed-up' })]);
    expect((await as(hr, 'get', `/api/hr/sessions/${session.id}`).expect(200)).body).toMatchObject({ signedUp: 1, waiting: 0 });

    // A team member's verification stays while the staff account is open, and the plan says why.
    const staff = await confirmed({ email: teacher.email, name: 'Sunita Devi', kind: 'erasure' });
    const staffPlan = ((await asAdmin('get', `${REGISTER}/${staff._id}`).expect(200)).body as DataRequestDetail).erasurePlan;
    expect(staffPlan?.keep.map((kept) => kept.what)).toContain('Your police verification and your acknowledgements of the child-protection policy');
    expect(staffPlan?.remove.join('\n')).not.toContain('police verification');
  });

  it('refuses a staff step with 409 while another holds the request, and takes over the claim of a process that died once its lease lapsed', async () => {
    const person = await seedPerson('claimed');
    const open = await confirmed({ email: person.email, name: person.name, kind: 'erasure' });
    const claims = t.app.get<Connection>(getConnectionToken()).collection<StepClaim>('step_claims');
    const key = `data-request:${open._id}`;
    const now = Date.now();
    // A step under way in another API process (or one that died a minute ago, its lease still running).
    await claims.insertOne({ _id: `${key}#1`, key, attempt: 1, holder: 'another-process', claimedAt: new Date(now - 60_000), heldUntil: new Date(now + DATA_REQUEST_STEP_LEASE_MS - 60_000), releasedAt: null });

    expectError(await asAdmin('post', `${REGISTER}/${open._id}/erase`), 409, DATA_REQUEST_MESSAGES.inProgress);
    expectError(await asAdmin('post', `${REGISTER}/${open._id}/close`, { outcome: 'declined', reply: 'We cannot find you.' }), 409, DATA_REQUEST_MESSAGES.inProgress);
    const untouched = (await asAdmin('get', `${REGISTER}/${open._id}`).expect(200)).body as DataRequestDetail;
    expect(untouched.request.status).toBe('open');
    expect(await traces([person.marks[2]])).not.toEqual([]);
    // An unknown request is still a 404, and claims nothing.
    const unknown = new Types.ObjectId().toHexString();
    expectError(await asAdmin('post', `${REGISTER}/${unknown}/erase`), 404, DATA_REQUEST_MESSAGES.notFound);
    expect(await claims.countDocuments({ key: `data-request:${unknown}` })).toBe(0);

    // Its process died: once the lease has passed, the next step takes the request over.
    await claims.updateOne({ _id: `${key}#1` }, { $set: { heldUntil: new Date(Date.now() - 1000) } });
    const erased = (await asAdmin('post', `${REGISTER}/${open._id}/erase`).expect(200)).body as DataRequestItem;
    expect(erased).toMatchObject({ status: 'done', erasure: { removed: expect.objectContaining({ applications: 1 }) } });
    // The key keeps one claim: this step's, released.
    expect(await claims.find({ key }).toArray()).toEqual([expect.objectContaining({ _id: `${key}#2`, attempt: 2, releasedAt: expect.any(Date) })]);
    expectError(await asAdmin('post', `${REGISTER}/${open._id}/close`, { outcome: 'declined', reply: 'We cannot find you.' }), 409, DATA_REQUEST_MESSAGES.notOpen);
  });

  it('ends as exactly one admin recorded it when an erasure and a decline are pressed together, in one API process or two on one database', async () => {
    // A second API instance on the same database (closed with the others after the file: closing it early
    // would take the process-wide passport strategy, which the last app created registered, with it).
    const other = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000', PUBLIC_ORIGIN: ORIGIN } });
    const send = (app: TestApp, url: string, body?: object) => request(app.http).post(url).set('Authorization', admin.auth).send(body);
    // [erasure on, decline on]: both in this process, then one in each, both ways round.
    const rounds: Array<[TestApp, TestApp]> = [
      [t, t],
      [t, other],
      [other, t],
      [t, other],
    ];
    for (const [eraser, decliner] of rounds) {
      const person = await seedPerson('raced');
      const open = await confirmed({ email: person.email, name: person.name, kind: 'erasure' });
      const [erased, declined] = await Promise.all([
        send(eraser, `${REGISTER}/${open._id}/erase`),
        send(decliner, `${REGISTER}/${open._id}/close`, { outcome: 'declined', reply: 'We cannot find you.' }),
      ]);
      expect([erased.status, declined.status].sort()).toEqual([200, 409]);
      const [winner, loser] = erased.status === 200 ? [erased, declined] : [declined, erased];
      expect([DATA_REQUEST_MESSAGES.inProgress, DATA_REQUEST_MESSAGES.notOpen]).toContain((loser.body as { message: string }).message);
      const detail = (await asAdmin('get', `${REGISTER}/${open._id}`).expect(200)).body as DataRequestDetail;
      expect(detail.request).toMatchObject({ status: (winner.body as DataRequestItem).status, reply: (winner.body as DataRequestItem).reply });
      if (winner === erased) {
        expect(detail.request.erasure?.removed).toMatchObject({ applications: 1 });
      } else {
        // Declined: nothing was erased.
        expect(detail.request.erasure).toBeNull();
        expect(detail.held.map((record) => record.collection)).toContain('application');
        for (const file of person.files) expect(fs.existsSync(path.join(t.uploadDir, file))).toBe(true);
      }
    }
  });

  it('keeps a register of due dates: soonest due first, overdue ones counted, and other kinds closed with a reply the person receives', async () => {
    const email = uniqueEmail('register');
    const correction = await confirmed({ email, kind: 'correction', details: 'My phone number is wrong' });
    const nomination = await confirmed({ email, kind: 'nomination', nomineeName: 'Ravi Gupta', nomineeEmail: 'Ravi@Example.org' });
    expect(nomination).toMatchObject({ nomineeName: 'Ravi Gupta', nomineeEmail: 'ravi@example.org' });
    // The clock moved on past the correction's due date.
    await t.app.get<Connection>(getConnectionToken()).collection('data_requests').updateOne({ _id: new Types.ObjectId(correction._id) }, { $set: { dueAt: new Date(Date.now() - DAY_MS) } });

    const page = (await asAdmin('get', REGISTER).query({ status: 'open', pageSize: 100 }).expect(200)).body as DataRequestPage;
    expect(page.responseDays).toBe(30);
    expect(page.overdue).toBeGreaterThanOrEqual(1);
    expect(page.items[0]).toMatchObject({ _id: correction._id, overdue: true });
    const dues = page.items.map((item) => item.dueAt ?? '');
    expect(dues).toEqual([...dues].sort());
    const small = (await asAdmin('get', REGISTER).query({ status: 'open', pageSize: 1, page: 2 }).expect(200)).body as DataRequestPage;
    expect(small).toMatchObject({ page: 2, pageSize: 1, total: page.total });
    expect(small.items).toHaveLength(1);

    expectError(await asAdmin('post', `${REGISTER}/${correction._id}/close`, { outcome: 'done', reply: ' ' }), 400, 'reply is required');
    expectError(await asAdmin('post', `${REGISTER}/${correction._id}/send-export`), 409, DATA_REQUEST_MESSAGES.wrongKind);
    const closed = (await asAdmin('post', `${REGISTER}/${correction._id}/close`, { outcome: 'done', reply: 'We corrected your phone number.' }).expect(200)).body as DataRequestItem;
    expect(closed).toMatchObject({ status: 'done', overdue: false, reply: 'We corrected your phone number.', closedBy: admin.email });
    const mails = await mailsTo(email);
    expect(mails[mails.length - 1].text).toContain('We corrected your phone number.');
    const done = (await asAdmin('get', REGISTER).query({ status: 'done', pageSize: 100 }).expect(200)).body as DataRequestPage;
    expect(done.items.some((item) => item._id === correction._id)).toBe(true);
    expectError(await asAdmin('get', REGISTER).query({ status: 'unconfirmed' }), 400, /status must be one of/);
    const found = (await asAdmin('get', REGISTER).query({ status: 'open', search: email.toUpperCase() }).expect(200)).body as DataRequestPage;
    expect(found.items.map((item) => item.kind)).toEqual(['nomination']);
  });
});
