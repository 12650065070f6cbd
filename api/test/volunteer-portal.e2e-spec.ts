import request from 'supertest';
import {
  CERTIFICATE_CODE_PATTERN,
  GUARDIAN_CONSENT_MESSAGES,
  INVITE_VALID_HOURS,
  VOLUNTEER_MESSAGES,
  type AuditPage,
  type Certificate,
  type CertificatePerson,
  type CertificateVerification,
  type ExitRequest,
  type LeaveRequest,
  type LoginResponse,
  type VolunteerAccount,
  type VolunteerProfile,
} from '@society/contracts';
import { ApplicantRepository } from '../src/database/repositories/applicant.repository';
import { MailOutboxRepository } from '../src/database/repositories/mail-outbox.repository';
import { UserRepository } from '../src/database/repositories/user.repository';
import type { ApplicantRecord } from '../src/database/schemas/applicant.schema';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, login, loginAs, newAddress, uniqueEmail, type LoggedIn } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { glyphsDrawnAt, keepForViewing, pdfFonts, popplerText } from './helpers/poppler';
import { SmtpInbox } from './helpers/smtp-inbox';

const ORIGIN = 'https://www.society.test';
const PASSWORD = 'a-volunteer-password';
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => todayInIndia(new Date(Date.now() + days * DAY_MS));

interface Volunteer {
  person: ApplicantRecord;
  auth: string;
  token: string;
}

describe('volunteer portal: invites, the volunteer’s own data, leave, exits and certificates', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let worker: OutboxWorker;
  let hr: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    await inbox.start();
    // Only the tests drive the outbox (runOnce), so each mail is there once the test has sent it.
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <hr@society.test>', MAIL_POLL_MS: '3600000', PUBLIC_ORIGIN: ORIGIN } });
    worker = t.app.get(OutboxWorker);
    [hr, admin] = await Promise.all([loginAs(t, 'hr'), loginAs(t, 'admin')]);
  });

  afterAll(() => inbox.stop());

  const asHr = (method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const test = request(t.http)[method](path).set('Authorization', hr.auth);
    return body ? test.send(body) : test;
  };
  const as = (auth: string, method: 'get' | 'post', path: string, body?: object) => {
    const test = request(t.http)[method](path).set('Authorization', auth);
    return body ? test.send(body) : test;
  };

  /** Sends what is queued and returns the mails this address received, newest last. */
  async function mailsTo(address: string) {
    await worker.runOnce();
    return inbox.to(address);
  }

  async function inviteLinkFor(person: ApplicantRecord): Promise<string> {
    const mails = await mailsTo(person.email);
    const link = /https:\/\/www\.society\.test\/set-password#token=([\w-]+)/.exec(mails[mails.length - 1]?.text ?? '');
    if (!link) throw new Error(`no invite link mailed to ${person.email}`);
    return link[1];
  }

  /** An onboarded person, invited by HR, who has set their password and signed in. */
  async function volunteer(fields: Parameters<typeof createApplicant>[1] = {}): Promise<Volunteer> {
    const person = await createApplicant(t.app, { status: 'onboarded', email: uniqueEmail('volunteer'), ...fields });
    await asHr('post', `/api/hr/applicants/${person._id}/invite`).expect(201);
    const token = await inviteLinkFor(person);
    const session = (await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token, password: PASSWORD }).expect(200)).body as LoginResponse;
    return { person, auth: `Bearer ${session.token}`, token: session.token };
  }

  async function activity(kind: string): Promise<AuditPage['items']> {
    return ((await request(t.http).get('/api/admin/activity').query({ kind, pageSize: 100 }).set('Authorization', admin.auth).expect(200)).body as AuditPage).items;
  }

  describe('invites and accounts', () => {
    it('mails an onboarded person a one-time link; the password it sets signs them in as a volunteer, and the link then stops working', async () => {
      const person = await createApplicant(t.app, { status: 'onboarded', name: 'Asha Verma', email: uniqueEmail('asha') });
      const invited = (await asHr('post', `/api/hr/applicants/${person._id}/invite`).expect(201)).body as VolunteerAccount;
      expect(invited).toMatchObject({ applicantId: String(person._id), email: person.email, state: 'invited', disabledAt: null });
      const hoursValid = (Date.parse(invited.inviteExpiresAt ?? '') - Date.parse(invited.invitedAt ?? '')) / 3_600_000;
      expect(hoursValid).toBe(INVITE_VALID_HOURS);

      const token = await inviteLinkFor(person);
      const [mail] = inbox.to(person.email);
      expect(mail.subject).toContain('Your volunteer account');
      expect(mail.text).toContain('Dear Asha Verma');
      // The mail's stored copy loses its link once sent: the outbox is no back door.
      const stored = await t.app.get(MailOutboxRepository).findByApplicant(String(person._id));
      expect(JSON.stringify(stored)).not.toContain(token);

      // No password before the link is used: nothing signs in.
      await request(t.http).post('/api/auth/login').send({ email: person.email, password: '' }).expect(400);
      const session = (await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token, password: PASSWORD }).expect(200)).body as LoginResponse;
      expect(session).toMatchObject({ email: person.email, role: 'volunteer' });
      expect((await as(`Bearer ${session.token}`, 'get', '/api/auth/me').expect(200)).body.role).toBe('volunteer');
      expect((await login(t.http, person.email, PASSWORD)).role).toBe('volunteer');

      expectError(await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token, password: 'another-password' }), 410, VOLUNTEER_MESSAGES.linkInvalid);
      const accounts = (await asHr('get', '/api/hr/volunteer-accounts').expect(200)).body as VolunteerAccount[];
      expect(accounts.find((account) => account.applicantId === String(person._id))).toMatchObject({ state: 'active', inviteExpiresAt: null });
    });

    it("follows HR's correction of the person's email: the link mailed to the old address stops working, and the account signs in with the new one", async () => {
      const person = await createApplicant(t.app, { status: 'onboarded', email: uniqueEmail('typo') });
      await asHr('post', `/api/hr/applicants/${person._id}/invite`).expect(201);
      const mistyped = await inviteLinkFor(person);
      const corrected = uniqueEmail('corrected');
      // An address another account signs in with is refused, and nothing changes.
      expectError(await asHr('put', `/api/hr/applicants/${person._id}`, { email: hr.user.email }), 409, VOLUNTEER_MESSAGES.emailHasAccount);
      await asHr('put', `/api/hr/applicants/${person._id}`, { email: corrected }).expect(200);

      expectError(await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token: mistyped, password: PASSWORD }), 410, VOLUNTEER_MESSAGES.linkInvalid);
      const accounts = (await asHr('get', '/api/hr/volunteer-accounts').expect(200)).body as VolunteerAccount[];
      expect(accounts.find((account) => account.applicantId === String(person._id))).toMatchObject({ email: corrected, inviteExpiresAt: null });
      await asHr('post', `/api/hr/applicants/${person._id}/invite`).expect(201);
      const token = await inviteLinkFor({ ...person, email: corrected });
      const session = (await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token, password: PASSWORD }).expect(200)).body as LoginResponse;
      expect(session).toMatchObject({ email: corrected, role: 'volunteer' });
    });

    it('refuses a link past its 72 hours, and an earlier link once a new one was sent', async () => {
      const person = await createApplicant(t.app, { status: 'active', email: uniqueEmail('late') });
      await asHr('post', `/api/hr/applicants/${person._id}/invite`).expect(201);
      const first = await inviteLinkFor(person);
      await asHr('post', `/api/hr/applicants/${person._id}/invite`).expect(201);
      const second = await inviteLinkFor(person);
      expect(second).not.toBe(first);
      expectError(await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token: first, password: PASSWORD }), 410, VOLUNTEER_MESSAGES.linkInvalid);

      // The clock moved past the link's end (its expiry, as stored, is in the past).
      const users = t.app.get(UserRepository);
      const account = await users.findByEmail(person.email);
      await users.update(String(account?._id), { inviteExpiresAt: new Date(Date.now() - 1000) });
      expectError(await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token: second, password: PASSWORD }), 410, VOLUNTEER_MESSAGES.linkInvalid);
      expectError(await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token: 'made-up', password: PASSWORD }), 410, VOLUNTEER_MESSAGES.linkInvalid);
      // A link that no longer works is gone (410); a request without a token, or with a password too short, is malformed (400).
      expectError(await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ token: second, password: 'short' }), 400, /password must be 8 to 128/);
      expectError(await request(t.http).post('/api/auth/set-password').set(newAddress()).send({ password: PASSWORD }), 400, 'token is required');
    });

    it('invites only onboarded or active people, and never over another account’s email', async () => {
      for (const status of ['pending', 'interview', 'rejected', 'inactive'] as const) {
        const person = await createApplicant(t.app, { status, email: uniqueEmail(status) });
        expectError(await asHr('post', `/api/hr/applicants/${person._id}/invite`), 409, VOLUNTEER_MESSAGES.inviteNeedsOnboarding);
      }
      const person = await createApplicant(t.app, { status: 'onboarded', email: hr.email });
      expectError(await asHr('post', `/api/hr/applicants/${person._id}/invite`), 409, VOLUNTEER_MESSAGES.emailHasAccount);
      expectError(await asHr('post', '/api/hr/applicants/0123456789abcdef01234567/invite'), 404);
    });

    it('ends the sessions of an account HR disables for good; enabling it lets the person sign in again; the admin cannot make or unmake a volunteer account', async () => {
      const v = await volunteer();
      const off = (await asHr('put', `/api/hr/applicants/${v.person._id}/account`, { disabled: true }).expect(200)).body as VolunteerAccount;
      expect(off.state).toBe('disabled');
      await as(v.auth, 'get', '/api/volunteer/profile').expect(401);
      expectError(await request(t.http).post('/api/auth/login').send({ email: v.person.email, password: PASSWORD }), 403, VOLUNTEER_MESSAGES.accountDisabled);

      await asHr('put', `/api/hr/applicants/${v.person._id}/account`, { disabled: false }).expect(200);
      // The session left open before (a shared computer at the centre) stays ended; a new sign-in works.
      await as(v.auth, 'get', '/api/volunteer/profile').expect(401);
      const again = await login(t.http, v.person.email, PASSWORD);
      await as(`Bearer ${again.token}`, 'get', '/api/volunteer/profile').expect(200);

      const account = await t.app.get(UserRepository).findByEmail(v.person.email);
      const asAdmin = request(t.http).put(`/api/admin/users/${account?._id}`).set('Authorization', admin.auth);
      expect((await asAdmin.send({ role: 'hr' })).status).toBe(409);
      expect((await request(t.http).post('/api/admin/users').set('Authorization', admin.auth).send({ email: uniqueEmail(), password: PASSWORD, role: 'volunteer' })).status).toBe(400);
    });

    it('closes the account of a person HR marks inactive or rejected, and will not enable it again', async () => {
      for (const status of ['inactive', 'rejected'] as const) {
        const v = await volunteer();
        await asHr('put', `/api/hr/applicants/${v.person._id}`, { status, ...(status === 'rejected' ? { rejectionReason: 'Did not turn up' } : {}) }).expect(200);
        await as(v.auth, 'get', '/api/volunteer/profile').expect(401);
        const accounts = (await asHr('get', '/api/hr/volunteer-accounts').expect(200)).body as VolunteerAccount[];
        expect(accounts.find((account) => account.applicantId === String(v.person._id))?.state).toBe('disabled');
        expectError(await asHr('put', `/api/hr/applicants/${v.person._id}/account`, { disabled: false }), 409, VOLUNTEER_MESSAGES.accountCannotEnable);
      }
    });
  });

  describe('the volunteer’s own data', () => {
    it('shows their record as HR holds it, without HR’s remarks; a correction note reaches HR as a remark and a mail', async () => {
      const v = await volunteer({ name: 'Kiran Das', type: 'intern' });
      await asHr('put', `/api/hr/applicants/${v.person._id}`, { assignedTeam: 'Teaching', remarks: [{ text: 'Strong interview' }] }).expect(200);
      const profile = (await as(v.auth, 'get', '/api/volunteer/profile').expect(200)).body as VolunteerProfile;
      expect(profile).toMatchObject({ applicantId: String(v.person._id), name: 'Kiran Das', type: 'intern', email: v.person.email, assignedTeam: 'Teaching', status: 'onboarded' });
      expect(JSON.stringify(profile)).not.toContain('Strong interview');

      await as(v.auth, 'post', '/api/volunteer/profile/correction', { message: 'My phone number is 98140 00000' }).expect(201);
      const applicant = await t.app.get(ApplicantRepository).findById(String(v.person._id));
      expect(applicant?.remarks.map((remark) => [remark.text, remark.author])).toContainEqual(['Correction requested by the volunteer: My phone number is 98140 00000', v.person.email]);
      const [mail] = (await mailsTo(hr.email)).filter((sent) => sent.subject === 'Correction requested by Kiran Das');
      expect(mail?.text).toContain('Kiran Das (intern) asks HR to correct their details');
      expect(mail?.text).toContain('My phone number is 98140 00000');
      expectError(await as(v.auth, 'post', '/api/volunteer/profile/correction', { message: '  ' }), 400, 'message is required');

      // Each note is mailed to every HR account: five a day per account, then a 429 that says so.
      for (let sent = 1; sent < 5; sent += 1) await as(v.auth, 'post', '/api/volunteer/profile/correction', { message: `Note ${sent}` }).expect(201);
      expectError(await as(v.auth, 'post', '/api/volunteer/profile/correction', { message: 'One more' }), 429, VOLUNTEER_MESSAGES.tooManyCorrections);
    });

    it('never shows or touches another person’s requests or certificates', async () => {
      const [a, b] = [await volunteer(), await volunteer()];
      const leave = (await as(b.auth, 'post', '/api/volunteer/leave-requests', { type: 'exams', from: dayFromToday(3), to: dayFromToday(4), reason: 'Semester exams' }).expect(201)).body as LeaveRequest;
      const certificate = (await asHr('post', '/api/hr/certificates', { applicantId: String(b.person._id), type: 'volunteering', role: 'Tutor', from: '2026-01-01', to: '2026-03-31', hours: 40, signatoryName: 'Meera Sharma', signatoryTitle: 'Secretary' }).expect(201)).body as Certificate;

      expect((await as(a.auth, 'get', '/api/volunteer/leave-requests').expect(200)).body).toEqual([]);
      expect((await as(a.auth, 'get', '/api/volunteer/certificates').expect(200)).body).toEqual([]);
      expectError(await as(a.auth, 'post', `/api/volunteer/leave-requests/${leave._id}/cancel`), 404, VOLUNTEER_MESSAGES.leaveNotFound);
      expectError(await as(a.auth, 'get', `/api/volunteer/certificates/${certificate._id}/pdf`), 404, VOLUNTEER_MESSAGES.certificateNotFound);
      // B's request is untouched by A's attempt, and every answer about it names B only.
      expect(((await as(b.auth, 'get', '/api/volunteer/leave-requests').expect(200)).body as LeaveRequest[]).map((request) => request.status)).toEqual(['pending']);
      expect(JSON.stringify((await as(a.auth, 'get', '/api/volunteer/profile').expect(200)).body)).not.toContain(b.person.email);
      // A volunteer is refused every staff list.
      for (const path of ['/api/hr/applicants', '/api/hr/leave-requests', '/api/hr/certificates', '/api/admin/users']) await as(a.auth, 'get', path).expect(403);
    });
  });

  describe('leave', () => {
    it('lets the person ask, see HR’s decision and reply, and cancel only while pending; HR sees pending first and must reply to reject', async () => {
      const v = await volunteer({ name: 'Neha Gill' });
      expectError(await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'illness', from: dayFromToday(5), to: dayFromToday(4), reason: 'Fever' }), 400, VOLUNTEER_MESSAGES.leaveDatesOrder);
      expectError(await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'holiday', from: dayFromToday(1), to: dayFromToday(1), reason: 'x' }), 400, /type must be one of/);
      expectError(await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'travel', from: dayFromToday(1), to: dayFromToday(100), reason: 'Trip' }), 400, VOLUNTEER_MESSAGES.leaveTooLong);

      const first = (await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'family', from: dayFromToday(2), to: dayFromToday(3), reason: 'Sister’s wedding' }).expect(201)).body as LeaveRequest;
      expect(first).toMatchObject({ status: 'pending', hrReply: '', decidedAt: null, type: 'family' });
      const second = (await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'exams', from: dayFromToday(10), to: dayFromToday(12), reason: 'Exams' }).expect(201)).body as LeaveRequest;
      const third = (await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'other', from: dayFromToday(20), to: dayFromToday(20), reason: 'Appointment' }).expect(201)).body as LeaveRequest;

      const cancelled = (await as(v.auth, 'post', `/api/volunteer/leave-requests/${third._id}/cancel`).expect(200)).body as LeaveRequest;
      expect(cancelled.status).toBe('cancelled');
      expectError(await as(v.auth, 'post', `/api/volunteer/leave-requests/${third._id}/cancel`), 409, VOLUNTEER_MESSAGES.notPending);

      expectError(await asHr('post', `/api/hr/leave-requests/${second._id}/decision`, { decision: 'rejected' }), 400, VOLUNTEER_MESSAGES.replyRequired);
      await asHr('post', `/api/hr/leave-requests/${second._id}/decision`, { decision: 'rejected', reply: 'We need you on the exam-prep camp.' }).expect(200);
      const hrList = (await asHr('get', '/api/hr/leave-requests').expect(200)).body as LeaveRequest[];
      const mine = hrList.filter((request) => request.person?.applicantId === String(v.person._id));
      expect(mine.map((request) => [request._id, request.status])).toEqual([
        [first._id, 'pending'],
        [third._id, 'cancelled'],
        [second._id, 'rejected'],
      ]);
      expect(mine[0].person).toEqual({ applicantId: String(v.person._id), name: 'Neha Gill', email: v.person.email, type: 'volunteer' });
      const firstPending = hrList.findIndex((request) => request.status !== 'pending');
      expect(hrList.slice(firstPending).every((request) => request.status !== 'pending')).toBe(true);

      const approved = (await asHr('post', `/api/hr/leave-requests/${first._id}/decision`, { decision: 'approved', reply: 'Enjoy the wedding!' }).expect(200)).body as LeaveRequest;
      expect(approved).toMatchObject({ status: 'approved', hrReply: 'Enjoy the wedding!' });
      expectError(await asHr('post', `/api/hr/leave-requests/${first._id}/decision`, { decision: 'rejected', reply: 'Changed my mind' }), 409, VOLUNTEER_MESSAGES.notPending);
      expectError(await as(v.auth, 'post', `/api/volunteer/leave-requests/${first._id}/cancel`), 409, VOLUNTEER_MESSAGES.notPending);

      const seen = (await as(v.auth, 'get', '/api/volunteer/leave-requests').expect(200)).body as LeaveRequest[];
      expect(seen.find((request) => request._id === first._id)).toMatchObject({ status: 'approved', hrReply: 'Enjoy the wedding!' });
      expect(seen.every((request) => request.person === undefined)).toBe(true);

      const mails = (await mailsTo(v.person.email)).map((mail) => [mail.subject, mail.text]);
      expect(mails).toContainEqual([expect.stringMatching(/was approved$/), expect.stringContaining("HR's reply: Enjoy the wedding!")]);
      expect(mails).toContainEqual([expect.stringMatching(/was not approved$/), expect.stringContaining('exam-prep camp')]);
      const entries = await activity('leave');
      expect(entries.map((entry) => `${entry.action} ${entry.actorEmail}`)).toEqual(expect.arrayContaining([`approve ${hr.email}`, `reject ${hr.email}`, `cancel ${v.person.email}`, `create ${v.person.email}`]));
    });

    it('refuses leave on days already asked for (waiting or approved), and cancels what still waits once the person leaves', async () => {
      const v = await volunteer();
      const asked = (await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'exams', from: dayFromToday(10), to: dayFromToday(14), reason: 'Semester exams' }).expect(201)).body as LeaveRequest;
      // The same request sent twice (two tabs), or a period that shares a day, is refused.
      for (const [from, to] of [[10, 14], [14, 16], [8, 10], [11, 12]]) {
        expectError(await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'exams', from: dayFromToday(from), to: dayFromToday(to), reason: 'Exams' }), 409, VOLUNTEER_MESSAGES.leaveOverlaps);
      }
      const after = (await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'family', from: dayFromToday(15), to: dayFromToday(15), reason: 'Wedding' }).expect(201)).body as LeaveRequest;
      // Once cancelled or rejected, its days are free again.
      await as(v.auth, 'post', `/api/volunteer/leave-requests/${after._id}/cancel`).expect(200);
      await as(v.auth, 'post', '/api/volunteer/leave-requests', { type: 'family', from: dayFromToday(15), to: dayFromToday(16), reason: 'Wedding' }).expect(201);

      // HR marks the person as left: what still waits is cancelled, with a reply saying why; nothing waits for HR.
      await asHr('put', `/api/hr/applicants/${v.person._id}`, { status: 'inactive' }).expect(200);
      const requests = (await asHr('get', '/api/hr/leave-requests').expect(200)).body as LeaveRequest[];
      const theirs = requests.filter((request) => request.person?.applicantId === String(v.person._id));
      expect(theirs.map((request) => [request.status, request.hrReply])).toEqual(expect.arrayContaining([['cancelled', VOLUNTEER_MESSAGES.leaveEndedWithEngagement]]));
      expect(theirs.some((request) => request.status === 'pending')).toBe(false);
      expectError(await asHr('post', `/api/hr/leave-requests/${asked._id}/decision`, { decision: 'approved' }), 409, VOLUNTEER_MESSAGES.notPending);
    });
  });

  describe('exits', () => {
    it('approving an exit makes the person inactive with the last working day as the date of leaving, and closes the account', async () => {
      const v = await volunteer();
      const lastDay = dayFromToday(14);
      expectError(await as(v.auth, 'post', '/api/volunteer/exit-requests', { lastWorkingDay: dayFromToday(-2), reason: 'Moving' }), 400);
      const exit = (await as(v.auth, 'post', '/api/volunteer/exit-requests', { lastWorkingDay: lastDay, reason: 'Moving to Pune for work' }).expect(201)).body as ExitRequest;
      expectError(await as(v.auth, 'post', '/api/volunteer/exit-requests', { lastWorkingDay: lastDay, reason: 'Again' }), 409, VOLUNTEER_MESSAGES.exitPending);

      const decided = (await asHr('post', `/api/hr/exit-requests/${exit._id}/decision`, { decision: 'approved', reply: 'Thank you for everything.' }).expect(200)).body as ExitRequest;
      expect(decided).toMatchObject({ status: 'approved', lastWorkingDay: lastDay });
      const applicant = await t.app.get(ApplicantRepository).findById(String(v.person._id));
      expect(applicant?.status).toBe('inactive');
      expect(applicant?.dol?.toISOString().slice(0, 10)).toBe(lastDay);
      await as(v.auth, 'get', '/api/volunteer/profile').expect(401);

      const [mail] = (await mailsTo(v.person.email)).filter((sent) => sent.subject?.includes('exit request'));
      expect(mail.text).toContain('Thank you for everything.');
      expect((await activity('exit')).some((entry) => entry.action === 'approve' && entry.recordId === exit._id)).toBe(true);
      const account = await t.app.get(UserRepository).findByEmail(v.person.email);
      expect((await activity('volunteer-account')).some((entry) => entry.action === 'disable-account' && entry.recordId === String(account?._id) && entry.actorEmail === hr.email)).toBe(true);
    });

    it('rejecting an exit (with a reply) leaves the person as they were', async () => {
      const v = await volunteer();
      const exit = (await as(v.auth, 'post', '/api/volunteer/exit-requests', { lastWorkingDay: dayFromToday(7), reason: 'Exams' }).expect(201)).body as ExitRequest;
      expectError(await asHr('post', `/api/hr/exit-requests/${exit._id}/decision`, { decision: 'rejected', reply: '' }), 400, VOLUNTEER_MESSAGES.replyRequired);
      await asHr('post', `/api/hr/exit-requests/${exit._id}/decision`, { decision: 'rejected', reply: 'Take leave for the exams instead.' }).expect(200);
      expect((await as(v.auth, 'get', '/api/volunteer/profile').expect(200)).body.status).toBe('onboarded');
      const [seen] = (await as(v.auth, 'get', '/api/volunteer/exit-requests').expect(200)).body as ExitRequest[];
      expect(seen).toMatchObject({ status: 'rejected', hrReply: 'Take leave for the exams instead.' });
    });

    it("an approval the person's record refuses leaves the exit waiting for HR, not decided", async () => {
      const v = await volunteer();
      const exit = (await as(v.auth, 'post', '/api/volunteer/exit-requests', { lastWorkingDay: dayFromToday(7), reason: 'Exams' }).expect(201)).body as ExitRequest;
      // HR corrected the date of birth meanwhile: under 18, with no guardian's consent on record.
      await t.app.get(ApplicantRepository).update(String(v.person._id), { dob: new Date(Date.now() - 15 * 365.25 * 24 * 3600 * 1000) }, []);
      expectError(await asHr('post', `/api/hr/exit-requests/${exit._id}/decision`, { decision: 'approved' }), 409, GUARDIAN_CONSENT_MESSAGES.minorNeedsConsent);
      const [seen] = (await as(v.auth, 'get', '/api/volunteer/exit-requests').expect(200)).body as ExitRequest[];
      expect(seen).toMatchObject({ status: 'pending', hrReply: '' });
      await asHr('post', `/api/hr/exit-requests/${exit._id}/decision`, { decision: 'rejected', reply: 'Please ask your guardian to sign the consent form first.' }).expect(200);
    });
  });

  describe('certificates', () => {
    const issueBody = (person: ApplicantRecord) => ({
      applicantId: String(person._id),
      type: 'internship',
      role: 'Content writing intern',
      from: '2026-01-05',
      to: '2026-04-04',
      hours: 180,
      description: 'Wrote the Nayi Udaan campaign stories.',
      signatoryName: 'Meera Sharma',
      signatoryTitle: 'Secretary',
    });

    it('issues a PDF with its code, a link to the verify page, mails it, and the public check shows only what the certificate says', async () => {
      const v = await volunteer({ name: 'Rohan Mehta', type: 'intern' });
      const certificate = (await asHr('post', '/api/hr/certificates', issueBody(v.person)).expect(201)).body as Certificate;
      expect(certificate.code).toMatch(CERTIFICATE_CODE_PATTERN);
      expect(certificate).toMatchObject({ holderName: 'Rohan Mehta', status: 'valid', revokedAt: null, hours: 180, person: { name: 'Rohan Mehta' } });

      const pdf = await as(v.auth, 'get', `/api/volunteer/certificates/${certificate._id}/pdf`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      const text = pdfText(pdf.body as Buffer);
      for (const expected of ['Certificate of Internship Completion', 'Rohan Mehta', 'Content writing intern', '5 January 2026', '4 April 2026', '180 hours', certificate.code, `${ORIGIN}/verify/${certificate.code}`, 'Meera Sharma']) {
        expect(text).toContain(expected);
      }
      const [mail] = (await mailsTo(v.person.email)).filter((sent) => sent.subject?.includes('certificate'));
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`certificate-${certificate.code}.pdf`]);
      expect(mail.text).toContain(`${ORIGIN}/verify/${certificate.code}`);

      const check = await request(t.http).get(`/api/public/certificates/${certificate.code}`).set(newAddress()).expect(200);
      expect(check.headers['cache-control']).toBe('no-store');
      expect(check.body).toEqual({
        code: certificate.code,
        holderName: 'Rohan Mehta',
        type: 'internship',
        role: 'Content writing intern',
        from: '2026-01-05',
        to: '2026-04-04',
        issuedAt: certificate.issuedAt,
        status: 'valid',
        revokedAt: null,
      } satisfies CertificateVerification);
      // Typed from paper: lower case, no dashes.
      await request(t.http).get(`/api/public/certificates/${certificate.code.replace(/-/g, '').toLowerCase()}`).set(newAddress()).expect(200);
    });

    it('prints a holder’s name in Devanagari shaped, in the font it embeds (conjuncts joined, ि before its consonant); a Latin one embeds no font', async () => {
      const pdfFor = async (name: string) => {
        const person = await createApplicant(t.app, { status: 'onboarded', name, type: 'intern' });
        const certificate = (await asHr('post', '/api/hr/certificates', issueBody(person)).expect(201)).body as Certificate;
        const pdf = await asHr('get', `/api/hr/certificates/${certificate._id}/pdf`).buffer(true).parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
        expect(pdf.status).toBe(200);
        return pdf.body as Buffer;
      };
      const name = 'क्षितिज श्रीवास्तव';
      const devanagari = await pdfFor(name);
      keepForViewing('certificate-devanagari', devanagari);
      expect(pdfFonts(devanagari)).toEqual({ names: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'NotoSansDevanagari-Bold'], embedsFont: true });
      // The text layer holds the glyphs in the order they are drawn: ि (U+093F) before क्ष, then श्री as written.
      expect(popplerText(devanagari)).toContain('This is to certify that \u093Fक्षितज श्रीवास्तव has successfully completed an internship');
      // Shaped, the name (18 characters, the only text at 24 pt) takes at least 5 glyphs fewer: क्ष and श्र are one glyph each
      // instead of three, स्त at most two.
      const glyphs = glyphsDrawnAt(devanagari, 24);
      expect(glyphs).toBeGreaterThan(0);
      expect(glyphs).toBeLessThanOrEqual([...name].length - 5);

      const latin = await pdfFor('Rohan Mehta');
      keepForViewing('certificate-latin', latin);
      expect(pdfFonts(latin)).toEqual({ names: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'], embedsFont: false });
      expect(pdfText(latin)).toContain('This is to certify that Rohan Mehta has successfully completed');
    });

    it('revokes with a reason: the check says revoked (with the date), the holder can no longer download it, is told, and is not sent it', async () => {
      const v = await volunteer();
      const certificate = (await asHr('post', '/api/hr/certificates', issueBody(v.person)).expect(201)).body as Certificate;
      expectError(await asHr('post', `/api/hr/certificates/${certificate._id}/revoke`, { reason: ' ' }), 400, 'reason is required');
      const revoked = (await asHr('post', `/api/hr/certificates/${certificate._id}/revoke`, { reason: 'Issued with the wrong dates' }).expect(200)).body as Certificate;
      expect(revoked).toMatchObject({ status: 'revoked', revocationReason: 'Issued with the wrong dates' });
      expectError(await asHr('post', `/api/hr/certificates/${certificate._id}/revoke`, { reason: 'Again' }), 409, VOLUNTEER_MESSAGES.alreadyRevoked);

      const check = (await request(t.http).get(`/api/public/certificates/${certificate.code}`).set(newAddress()).expect(200)).body as CertificateVerification;
      expect(check).toMatchObject({ status: 'revoked', revokedAt: revoked.revokedAt });
      expect(JSON.stringify(check)).not.toContain('wrong dates');
      expect((await as(v.auth, 'get', `/api/volunteer/certificates/${certificate._id}/pdf`)).status).toBe(409);
      expect(((await as(v.auth, 'get', '/api/volunteer/certificates').expect(200)).body as Certificate[])[0]).toMatchObject({ status: 'revoked' });
      expect(((await as(v.auth, 'get', '/api/volunteer/certificates').expect(200)).body as Certificate[])[0].revocationReason).toBeUndefined();
      const mails = await mailsTo(v.person.email);
      expect(mails.some((mail) => mail.subject === `Your certificate ${certificate.code} was revoked` && mail.text?.includes('Issued with the wrong dates'))).toBe(true);
      // Revoked before its mail went out (the mail server was away): the PDF is never sent.
      expect(mails.filter((mail) => mail.attachments.length > 0)).toEqual([]);
      const entries = await activity('certificate');
      expect(entries.filter((entry) => entry.recordId === certificate._id).map((entry) => entry.action).sort()).toEqual(['issue', 'revoke']);
    });

    it('offers the issue dialog only people a certificate can be issued to, by name, searched and a page at a time, with no more of their record than it fills in', async () => {
      const marker = `Certifiable${Date.now()}`;
      const made = async (name: string, status: ApplicantRecord['status'], fields: Parameters<typeof createApplicant>[1] = {}) =>
        createApplicant(t.app, { name: `${name} ${marker}`, email: uniqueEmail(name.toLowerCase()), status, ...fields });
      const zeta = await made('Zeta', 'onboarded', { type: 'intern', doj: new Date('2026-01-05T00:00:00Z') });
      await made('Alpha', 'active');
      await made('Mid', 'inactive', { dol: new Date('2026-04-04T00:00:00Z') });
      await made('Beta', 'pending');
      await made('Gamma', 'rejected');
      type PeoplePage = { items: CertificatePerson[]; total: number; page: number; pageSize: number };
      const people = async (query: Record<string, string | number>) => (await asHr('get', '/api/hr/certificates/people').query(query).expect(200)).body as PeoplePage;

      const all = await people({ search: marker });
      expect(all.items.map((person) => person.name)).toEqual([`Alpha ${marker}`, `Mid ${marker}`, `Zeta ${marker}`]);
      expect(all.total).toBe(3);
      expect(all.items[2]).toEqual({ _id: String(zeta._id), name: zeta.name, email: zeta.email, type: 'intern', assignedPosition: '', doj: '2026-01-05T00:00:00.000Z', dol: null, language: 'en' });

      const second = await people({ search: marker, pageSize: 2, page: 2 });
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items.map((person) => person.name)).toEqual([`Zeta ${marker}`]);
      // By email too; a pending applicant is not offered, whatever the search.
      expect((await people({ search: zeta.email.toUpperCase() })).items.map((person) => person._id)).toEqual([String(zeta._id)]);
      expect((await people({ search: `Beta ${marker}` })).total).toBe(0);
      expectError(await asHr('get', '/api/hr/certificates/people').query({ pageSize: 0 }), 400, 'pageSize must be at least 1');
    });

    it('refuses a period that ends before it starts, a certificate with neither hours nor description, and an applicant who never worked with the society', async () => {
      const v = await volunteer();
      expectError(await asHr('post', '/api/hr/certificates', { ...issueBody(v.person), to: '2025-12-31' }), 400, VOLUNTEER_MESSAGES.certificatePeriodOrder);
      expectError(await asHr('post', '/api/hr/certificates', { ...issueBody(v.person), hours: null, description: '' }), 400, VOLUNTEER_MESSAGES.certificateNeedsDetail);
      expectError(await asHr('post', '/api/hr/certificates', { ...issueBody(v.person), from: '2026-02-30' }), 400, 'from must be a date (YYYY-MM-DD)');
      const pending = await createApplicant(t.app, { email: uniqueEmail('pending') });
      expect((await asHr('post', '/api/hr/certificates', issueBody(pending))).status).toBe(409);
    });

    it('says so for an unknown or malformed code, and limits how many codes one address may check', async () => {
      const address = newAddress();
      expectError(await request(t.http).get('/api/public/certificates/ZZZZ-ZZZZ-ZZZZ').set(address), 404, VOLUNTEER_MESSAGES.unknownCode);
      expectError(await request(t.http).get('/api/public/certificates/not-a-code').set(address), 404, VOLUNTEER_MESSAGES.unknownCode);
      let status = 0;
      for (let attempt = 0; attempt < 60 && status !== 429; attempt += 1) {
        status = (await request(t.http).get('/api/public/certificates/ZZZZ-ZZZZ-ZZZZ').set(address)).status;
      }
      expect(status).toBe(429);
      expectError(await request(t.http).get('/api/public/certificates/ZZZZ-ZZZZ-ZZZZ').set(address), 429, VOLUNTEER_MESSAGES.tooManyChecks);
      // Another address is not affected.
      await request(t.http).get('/api/public/certificates/ZZZZ-ZZZZ-ZZZZ').set(newAddress()).expect(404);
    });
  });

  it('puts invites, passwords set and account changes on the activity log, without the link or the password', async () => {
    const v = await volunteer();
    const account = await t.app.get(UserRepository).findByEmail(v.person.email);
    const entries = (await activity('volunteer-account')).filter((entry) => entry.recordId === String(account?._id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['invite', 'set-password']);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/token|hash/i);
  });
});
