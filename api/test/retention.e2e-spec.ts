import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import type { RetentionOverview } from '@society/contracts';
import { RetentionJob } from '../src/retention/retention-job';
import { FileStorage } from '../src/storage/file-storage';
import { createTestApp, uniqueDatabaseName, type TestApp } from './helpers/app';
import { loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';
import { makeImage } from './helpers/images';

const RETENTION = '/api/admin/retention';
const DAY = 24 * 60 * 60 * 1000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * Seeds, relative to `now`, one record of each kind just past its default period (due) and one just
 * inside it or of another status (kept); returns the ids of both sets and the screenshot keys.
 */
async function seed(t: TestApp, now: Date) {
  const db = t.app.get<Connection>(getConnectionToken());
  const storage = t.app.get(FileStorage);
  const id = () => new Types.ObjectId();
  const due: Record<string, Types.ObjectId[]> = { contacts: [id()], applicants: [id(), id(), id()], mails: [id()] };
  const kept: Record<string, Types.ObjectId[]> = { contacts: [id()], applicants: [id(), id(), id()], mails: [id(), id()] };
  const contact = (_id: Types.ObjectId, days: number) => ({ _id, name: 'Asha Verma', email: uniqueEmail('contact'), message: 'Can I visit on Sunday?', createdAt: ago(now, days) });
  await db.collection('contact_messages').insertMany([contact(due.contacts[0], 731), contact(kept.contacts[0], 729)]);

  const applicant = (_id: Types.ObjectId, status: string, updatedDaysAgo: number, dolDaysAgo?: number) => ({
    _id,
    type: 'volunteer',
    name: 'Karan Mehta',
    email: uniqueEmail('applicant'),
    status,
    interests: [],
    remarks: [],
    agreeToTerms: true,
    createdAt: ago(now, 1200),
    updatedAt: ago(now, updatedDaysAgo),
    ...(dolDaysAgo === undefined ? {} : { dol: ago(now, dolDaysAgo) }),
  });
  await db.collection('applicants').insertMany([
    applicant(due.applicants[0], 'rejected', 1096),
    applicant(due.applicants[1], 'inactive', 5, 1096),
    // Inactive without a date of leaving: counted from the last change.
    applicant(due.applicants[2], 'inactive', 1096),
    applicant(kept.applicants[0], 'rejected', 1094),
    // Left recently although the record is old.
    applicant(kept.applicants[1], 'inactive', 1500, 100),
    // Still pending after years: no period applies.
    applicant(kept.applicants[2], 'pending', 2000),
  ]);

  // What followed an application goes with it: a former volunteer's portal account, certificate (and its
  // PDF), leave and exit requests and the mails about them; a rejected under-18 applicant's signed consent
  // form. The same of the volunteer who left recently stays.
  const pdf = () => storage.save('private', 'certificates', Buffer.from('%PDF-1.4\n%%EOF\n'), 'pdf');
  const followers = async (applicantId: Types.ObjectId) => {
    const pdfPath = await pdf();
    const ids = { users: id(), certificates: id(), leave_requests: id(), exit_requests: id(), mail_outbox: id() };
    await db.collection('users').insertOne({ _id: ids.users, email: uniqueEmail('portal'), name: 'Karan Mehta', role: 'volunteer', applicantId, createdAt: now, updatedAt: now });
    await db.collection('certificates').insertOne({ _id: ids.certificates, applicantId, code: `CERT-${String(ids.certificates).slice(-8)}`, pdfPath, status: 'valid', issuedAt: now });
    await db.collection('leave_requests').insertOne({ _id: ids.leave_requests, applicantId, type: 'leave', status: 'pending', reason: 'Examinations', createdAt: now, updatedAt: now });
    await db.collection('exit_requests').insertOne({ _id: ids.exit_requests, applicantId, status: 'approved', reason: 'Moving to Delhi', createdAt: now, updatedAt: now });
    await db.collection('mail_outbox').insertOne({ _id: ids.mail_outbox, kind: 'volunteer-notice', applicantId: String(applicantId), to: 'hr@society.local', subject: 'Leave', text: 'Examinations', status: 'sent', attempts: 1, nextAttemptAt: now, createdAt: now, updatedAt: now });
    return { ids, pdfPath };
  };
  const followed = { due: await followers(due.applicants[1]), kept: await followers(kept.applicants[1]) };
  const consentForm = { due: await pdf(), kept: await pdf() };
  await db.collection('applicants').updateOne({ _id: due.applicants[0] }, { $set: { guardianConsent: { method: 'signed-form', signedFormPath: consentForm.due } } });
  await db.collection('applicants').updateOne({ _id: kept.applicants[0] }, { $set: { guardianConsent: { method: 'signed-form', signedFormPath: consentForm.kept } } });

  const image = await makeImage('png', 40, 40);
  const screenshot = () => storage.save('private', 'donations', image, 'png');
  const [dueShot, recentShot, pendingShot] = await Promise.all([screenshot(), screenshot(), screenshot()]);
  const donation = (screenshotPath: string, issuedDaysAgo: number | null) => ({
    _id: id(),
    name: 'Meera Nair',
    email: uniqueEmail('donor'),
    amount: 1500,
    mode: 'upi',
    utr: '412345678901',
    date: ago(now, 400),
    screenshotPath,
    receiptGenerated: issuedDaysAgo !== null,
    receipt:
      issuedDaysAgo === null
        ? null
        : { number: `2025-26/${String(issuedDaysAgo).padStart(4, '0')}`, financialYear: '2025-26', sequence: issuedDaysAgo, issuedAt: ago(now, issuedDaysAgo), issuedBy: 'admin@test.local', pdfPath: 'private/receipts/x.pdf' },
    createdAt: ago(now, 400),
    updatedAt: ago(now, 400),
  });
  const donations = [donation(dueShot, 91), donation(recentShot, 10), donation(pendingShot, null)];
  await db.collection('donations').insertMany(donations);
  // An imported record with an empty screenshot path: nothing to remove, and the run must still end.
  await db.collection('donations').insertOne(donation('', 200));

  const mail = (_id: Types.ObjectId, status: string, days: number) => ({
    _id,
    kind: 'donation-acknowledgement',
    donationId: String(donations[0]._id),
    to: 'meera@example.org',
    subject: 'Thank you for your donation',
    text: 'We have your request.',
    status,
    attempts: 1,
    nextAttemptAt: ago(now, days),
    claimedBy: null,
    claimedAt: null,
    createdAt: ago(now, days),
    updatedAt: ago(now, days),
  });
  await db.collection('mail_outbox').insertMany([mail(due.mails[0], 'sent', 181), mail(kept.mails[0], 'sent', 10), mail(kept.mails[1], 'pending', 1000)]);

  // Data-rights requests: closed past their period, or never confirmed and their link expired (due); closed
  // recently, still open after years, or waiting for a live link (kept).
  due.requests = [id(), id()];
  kept.requests = [id(), id(), id()];
  const dataRequest = (_id: Types.ObjectId, status: string, { closedDaysAgo, linkEndsInDays = -1 }: { closedDaysAgo?: number; linkEndsInDays?: number }) => ({
    _id,
    kind: 'access',
    status,
    name: 'Meena Gupta',
    email: uniqueEmail('request'),
    details: '',
    nomineeName: '',
    nomineeEmail: '',
    reply: '',
    confirmExpiresAt: ago(now, -linkEndsInDays),
    ...(closedDaysAgo === undefined ? {} : { closedAt: ago(now, closedDaysAgo) }),
    createdAt: ago(now, 2000),
    updatedAt: ago(now, 2000),
  });
  await db.collection('data_requests').insertMany([
    dataRequest(due.requests[0], 'done', { closedDaysAgo: 1096 }),
    dataRequest(due.requests[1], 'unconfirmed', {}),
    dataRequest(kept.requests[0], 'declined', { closedDaysAgo: 1094 }),
    dataRequest(kept.requests[1], 'open', {}),
    dataRequest(kept.requests[2], 'unconfirmed', { linkEndsInDays: 1 }),
  ]);
  return { db, storage, due, kept, donations, shots: { due: dueShot, kept: [recentShot, pendingShot] }, followed, consentForm };
}

async function remainingIds(db: Connection, collection: string, ids: Types.ObjectId[]): Promise<number> {
  return db.collection(collection).countDocuments({ _id: { $in: ids } });
}

describe('retention schedule (daily job, GET /api/admin/retention)', () => {
  let t: TestApp;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ database: uniqueDatabaseName() });
    admin = await loginAs(t, 'admin');
  });

  it('lets only an admin see what falls due', async () => {
    await request(t.http).get(RETENTION).expect(401);
    for (const role of ['hr', 'team'] as const) {
      await request(t.http).get(RETENTION).set('Authorization', (await loginAs(t, role)).auth).expect(403);
    }
    const { body } = await request(t.http).get(RETENTION).set('Authorization', admin.auth).expect(200);
    expect((body as RetentionOverview).schedule.map((entry) => [entry.kind, entry.days])).toEqual([
      ['contactMessages', 730],
      ['rejectedApplicants', 1095],
      ['formerVolunteers', 1095],
      ['donationScreenshots', 90],
      ['mailCopies', 180],
      ['requestLogs', 1095],
      ['registerRecords', 1095],
    ]);
    expect(body.donationRecordsYears).toBe(8);
  });

  it('deletes exactly what is due, removes the screenshot files of issued receipts, and puts the run on the audit record', async () => {
    const now = new Date();
    const { db, storage, due, kept, donations, shots, followed, consentForm } = await seed(t, now);

    // The admin's preview names each record due within the month, with when it falls due.
    const { body: before } = await request(t.http).get(RETENTION).set('Authorization', admin.auth).expect(200);
    const group = (overview: RetentionOverview, kind: string) => overview.due.find((entry) => entry.kind === kind);
    expect(group(before, 'contactMessages')?.items.map((item) => item.id)).toContain(String(due.contacts[0]));
    expect(group(before, 'rejectedApplicants')?.items.map((item) => item.id)).toContain(String(due.applicants[0]));
    expect(group(before, 'requestLogs')?.items.map((item) => item.id)).toEqual([String(due.requests[0]), String(kept.requests[0])]);
    // 1094 days old of 1095: due tomorrow, so in the month's preview too, but not deleted today.
    expect(group(before, 'rejectedApplicants')?.items.map((item) => item.id)).toContain(String(kept.applicants[0]));
    const screenshotItem = group(before, 'donationScreenshots')?.items.find((item) => item.id === String(donations[0]._id));
    expect(new Date(screenshotItem?.dueAt ?? 0).getTime()).toBe(ago(now, 1).getTime());

    const job = t.app.get(RetentionJob);
    const result = await job.runOnce(now);
    expect(result).toEqual({
      status: 'ran',
      deleted: { contactMessages: 1, rejectedApplicants: 1, formerVolunteers: 2, donationScreenshots: 1, mailCopies: 1, requestLogs: 2, registerRecords: 0 },
      failed: [],
    });

    expect(await remainingIds(db, 'contact_messages', due.contacts)).toBe(0);
    expect(await remainingIds(db, 'contact_messages', kept.contacts)).toBe(1);
    expect(await remainingIds(db, 'applicants', due.applicants)).toBe(0);
    expect(await remainingIds(db, 'applicants', kept.applicants)).toBe(3);
    for (const [collection, recordId] of Object.entries(followed.due.ids)) expect([collection, await remainingIds(db, collection, [recordId])]).toEqual([collection, 0]);
    for (const [collection, recordId] of Object.entries(followed.kept.ids)) expect([collection, await remainingIds(db, collection, [recordId])]).toEqual([collection, 1]);
    expect(await storage.open(followed.due.pdfPath)).toBeNull();
    expect(await storage.open(consentForm.due)).toBeNull();
    expect(await storage.open(followed.kept.pdfPath)).not.toBeNull();
    expect(await storage.open(consentForm.kept)).not.toBeNull();
    expect(await remainingIds(db, 'mail_outbox', due.mails)).toBe(0);
    expect(await remainingIds(db, 'mail_outbox', kept.mails)).toBe(2);
    expect(await remainingIds(db, 'data_requests', due.requests)).toBe(0);
    expect(await remainingIds(db, 'data_requests', kept.requests)).toBe(3);
    // The donation stays (income tax); only its screenshot goes, record and file.
    const stored = await db.collection('donations').find({ _id: { $in: donations.map((d) => d._id) } }).toArray();
    expect(stored).toHaveLength(3);
    expect(stored.find((d) => String(d._id) === String(donations[0]._id))?.screenshotPath).toBeUndefined();
    expect(await storage.open(shots.due)).toBeNull();
    for (const key of shots.kept) expect(await storage.open(key)).not.toBeNull();

    const audit = await db.collection('audit_entries').find({ kind: 'retention' }).toArray();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'retention-run', actorEmail: 'system (scheduled job)' });
    expect(audit[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'Contact form messages', before: null, after: 1 },
        { field: 'Payment screenshots sent with a receipt request', before: null, after: 1 },
      ]),
    );

    // Once a day: the same day again does nothing.
    expect(await job.runOnce(new Date(now.getTime() + 1000))).toEqual({ status: 'done' });
    const { body: after } = await request(t.http).get(RETENTION).set('Authorization', admin.auth).expect(200);
    expect(after.lastRun).toMatchObject({ deleted: result.status === 'ran' ? result.deleted : {} });
    expect(group(after, 'contactMessages')?.items.map((item) => item.id)).not.toContain(String(due.contacts[0]));
  });

  it('runs once when two API processes start the same day together, and deletes each record once', async () => {
    const database = uniqueDatabaseName();
    const first = await createTestApp({ database });
    const second = await createTestApp({ database });
    const now = new Date();
    const { db, due } = await seed(first, now);

    const results = await Promise.all([first.app.get(RetentionJob).runOnce(now), second.app.get(RetentionJob).runOnce(now)]);
    expect(results.map((result) => result.status).sort()).toEqual(['busy', 'ran']);
    expect(await remainingIds(db, 'contact_messages', due.contacts)).toBe(0);
    expect(await remainingIds(db, 'applicants', due.applicants)).toBe(0);
    expect(await db.collection('audit_entries').countDocuments({ kind: 'retention' })).toBe(1);
    expect(await db.collection('job_runs').countDocuments({ job: 'retention' })).toBe(1);
  });

  it('takes over a run whose process died once its lease has passed, and not before', async () => {
    const database = uniqueDatabaseName();
    const app = await createTestApp({ database });
    const db = app.app.get<Connection>(getConnectionToken());
    const job = app.app.get(RetentionJob);
    const now = new Date();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
    const run = (heldUntil: Date) => ({ _id: `retention:${day}:1` as unknown as Types.ObjectId, job: 'retention', day, attempt: 1, holder: 'a-process-that-died', startedAt: ago(now, 1), heldUntil, finishedAt: null, outcome: {} });

    await db.collection('job_runs').insertOne(run(new Date(now.getTime() + 60_000)));
    expect(await job.runOnce(now)).toEqual({ status: 'busy' });

    await db.collection('job_runs').updateOne({ _id: `retention:${day}:1` as unknown as Types.ObjectId }, { $set: { heldUntil: ago(now, 0.001) } });
    expect(await job.runOnce(now)).toMatchObject({ status: 'ran' });
    expect(await db.collection('job_runs').findOne({ _id: `retention:${day}:2` as unknown as Types.ObjectId })).toMatchObject({ finishedAt: expect.any(Date) });
  });

  it('runs at start-up when the schedule is on', async () => {
    const app = await createTestApp({ database: uniqueDatabaseName(), env: { RETENTION_SCHEDULE: 'on' } });
    await app.app.get(RetentionJob).whenIdle();
    const db = app.app.get<Connection>(getConnectionToken());
    expect(await db.collection('job_runs').countDocuments({ job: 'retention', finishedAt: { $ne: null } })).toBe(1);
  });
});
