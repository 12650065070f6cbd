import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import { LEAVE_TYPES, type Role } from '@society/contracts';
import { UserRepository } from '../src/database/repositories/user.repository';
import { addDays } from '../src/domains/children/register/calendar';
import { todayInIndia } from '../src/validation/calendar-day';
import { PasswordHasher } from '../src/security/password-hasher';
import { createTestApp, type TestApp } from './helpers/app';
import { call } from './helpers/access';
import { validAadhaar } from './helpers/aadhaar';
import { expectError } from './helpers/errors';
import {
  createAnnouncement,
  createApplicant,
  createCoreTeamMember,
  createGalleryItem,
  createPublication,
  createUser,
  login,
  loginAs,
  newAddress,
  type LoggedIn,
} from './helpers/factories';
import { makeImage } from './helpers/images';
import { allowedRoles, concretePath, discoverRoutes, key, type DiscoveredRoute } from './helpers/hardening-routes';
import { guardianConsentFields } from './helpers/application-forms';

/** Bodies of the register's routes, given their centre and child once those exist (beforeAll). */
/** A volunteer session HR publishes, a week ahead (and what its edit sends). */
const SESSION = { kind: 'activity', title: 'Park clean-up drive', place: 'Nehru Park', day: addDays(todayInIndia(), 7), start: '10:00', end: '12:00', volunteersWanted: 3, skill: 'event', withChildren: false };
const REGISTER_BATCH = { centreId: '', name: 'Evening batch', days: ['mon'], startTime: '16:00', endTime: '18:00', teacherIds: [] as string[], academicYear: '2026-27' };
const REGISTER_ENROLMENT = { studentIds: [] as string[] };

/**
 * Every route with an :id, its own collection and a body it accepts, so the answer depends on the id alone
 * (each body is proven valid on a real record below). A new :id route must be added here.
 */
const ID_ROUTES: Record<string, { collection: string; body?: object; control?: false }> = {
  'DELETE /api/admin/coreteam/:id': { collection: 'core_team_members' },
  'DELETE /api/admin/image/:id': { collection: 'gallery_items' },
  'DELETE /api/admin/publications/:id': { collection: 'publications' },
  'DELETE /api/admin/users/:id': { collection: 'users' },
  'DELETE /api/public/Announcement/:id': { collection: 'announcements' },
  'GET /api/admin/donations/:id/screenshot': { collection: 'donations' },
  // A receipt exists only once one was generated (the donations suite covers their successes): no control here.
  'GET /api/admin/donations/:id/receipt': { collection: 'donations', control: false },
  'POST /api/admin/donations/:id/receipt/void': { collection: 'donations', body: { reason: 'Entered twice' }, control: false },
  // Mail is not configured in this suite (409); the mail suite covers its successes.
  'POST /api/admin/donations/:id/receipt/resend': { collection: 'donations', control: false },
  'PUT /api/admin/donations/:id': { collection: 'donations', body: { name: 'Renamed Donor' } },
  'POST /api/team/students/:id/aadhaar': { collection: 'students' },
  'PUT /api/admin/core-team/:id': { collection: 'core_team_members', body: { position: 'Treasurer' } },
  'PUT /api/admin/gallery/:id': { collection: 'gallery_items', body: { title: 'Sports day', titleHi: 'खेल दिवस' } },
  'PUT /api/admin/publications/:id': { collection: 'publications', body: { title: 'Annual Report', descriptionHi: 'हमारा साल' } },
  'PUT /api/admin/coreteam/:id': { collection: 'core_team_members', body: { position: 'Treasurer' } },
  'PUT /api/admin/users/:id': { collection: 'users', body: { name: 'Renamed' } },
  'PUT /api/hr/applicants/:id': { collection: 'applicants', body: { assignedTeam: 'Teaching' } },
  'PUT /api/public/Announcement/:id': { collection: 'announcements', body: { Title: 'Notice', Announcement: 'Text', order: 2 } },
  'PUT /api/public/donations/:id/status': { collection: 'donations', body: { receiptGenerated: true } },
  'PUT /api/team/students/:id': { collection: 'students', body: { classStudying: '5' } },
  // Guardian consent: the student's is recorded in person (no form to download); a withdrawal erases the
  // record the other routes use, and the applicant here is an adult (409): the consent suite covers their successes.
  'PUT /api/team/students/:id/guardian-consent': { collection: 'students', body: guardianConsentFields() },
  'GET /api/team/students/:id/guardian-consent/form': { collection: 'students', control: false },
  'POST /api/team/students/:id/guardian-consent/withdraw': { collection: 'students', control: false },
  'PUT /api/hr/applicants/:id/guardian-consent': { collection: 'applicants', body: guardianConsentFields(), control: false },
  'GET /api/hr/applicants/:id/guardian-consent/form': { collection: 'applicants', control: false },
  'POST /api/hr/applicants/:id/guardian-consent/withdraw': { collection: 'applicants', control: false },
  // The volunteer portal. Mail is not configured here, so an invite is refused (409); the stored certificate
  // below has no PDF; an account exists only once invited: those have no control (the portal suite covers them).
  'POST /api/hr/applicants/:id/invite': { collection: 'applicants', control: false },
  'PUT /api/hr/applicants/:id/account': { collection: 'applicants', body: { disabled: true }, control: false },
  'POST /api/hr/leave-requests/:id/decision': { collection: 'leave_requests', body: { decision: 'approved', reply: 'Enjoy the break' } },
  // Decided above, so no longer pending: its own success is the portal suite's.
  'POST /api/volunteer/leave-requests/:id/cancel': { collection: 'leave_requests', control: false },
  'POST /api/hr/exit-requests/:id/decision': { collection: 'exit_requests', body: { decision: 'rejected', reply: 'Please stay until the exams' } },
  'GET /api/hr/certificates/:id/pdf': { collection: 'certificates', control: false },
  'GET /api/volunteer/certificates/:id/pdf': { collection: 'certificates', control: false },
  'POST /api/hr/certificates/:id/revoke': { collection: 'certificates', body: { reason: 'Issued in error' }, control: false },
  // The breach register (admin).
  'GET /api/admin/breaches/:id': { collection: 'breaches' },
  'PUT /api/admin/breaches/:id': { collection: 'breaches', body: { location: 'Office laptop' } },
  'GET /api/admin/breaches/:id/affected': { collection: 'breaches' },
  'POST /api/admin/breaches/:id/progress': { collection: 'breaches', body: { step: 'board-informed' } },
  // Mail is not configured in this suite (409); the breaches suite covers its success.
  'POST /api/admin/breaches/:id/notices': { collection: 'breaches', control: false },
  // Data-rights requests: every action mails the person, and mail is not configured here (503): the data
  // requests suite covers their successes.
  'GET /api/admin/data-requests/:id': { collection: 'data_requests' },
  'POST /api/admin/data-requests/:id/send-export': { collection: 'data_requests', control: false },
  'POST /api/admin/data-requests/:id/erase': { collection: 'data_requests', control: false },
  'POST /api/admin/data-requests/:id/close': { collection: 'data_requests', body: { outcome: 'declined', reply: 'We hold nothing under this address.' }, control: false },
  // A donor's history and Form 10BE certificates (issue 33). Mail is not configured here (409) and the stored
  // certificate has no file (404): the Form 10BE suite covers their successes.
  'GET /api/admin/donors/of-donation/:id': { collection: 'donations' },
  'POST /api/admin/form-10be/:id/resend': { collection: 'form_10be_certificates', control: false },
  'GET /api/admin/form-10be/:id/pdf': { collection: 'form_10be_certificates', control: false },
  // The class register (issue 44). A path's day or month is here the id too (a 400 once the batch is found):
  // those have no control; the register suite covers them.
  'PUT /api/team/register/centres/:id': { collection: 'register_centres', body: { name: 'Renamed centre' } },
  'PUT /api/admin/register/centres/:id': { collection: 'register_centres', body: { name: 'Renamed centre' } },
  'PUT /api/team/register/batches/:id': { collection: 'register_batches', body: REGISTER_BATCH },
  'PUT /api/admin/register/batches/:id': { collection: 'register_batches', body: REGISTER_BATCH },
  'GET /api/team/register/batches/:id/children': { collection: 'register_batches' },
  'PUT /api/team/register/batches/:id/enrolments': { collection: 'register_batches', body: REGISTER_ENROLMENT },
  'GET /api/team/register/batches/:id/days/:day': { collection: 'register_batches', control: false },
  'GET /api/team/register/batches/:id/months/:month': { collection: 'register_batches', control: false },
  // This term's cards: the batch here has no child (404 too); the reports suite covers them.
  'GET /api/team/register/batches/:id/progress-cards': { collection: 'register_batches', control: false },
  'PUT /api/admin/register/batches/:id/days/:day': { collection: 'register_batches', body: { dayKind: 'holiday', marks: {} }, control: false },
  // Volunteer sessions (issue 45). A team member's routes need a batch they teach, a volunteer's a sign-up.
  'GET /api/hr/sessions/:id': { collection: 'volunteer_sessions' },
  'PUT /api/hr/sessions/:id': { collection: 'volunteer_sessions', body: SESSION },
  'POST /api/hr/sessions/:id/cancel': { collection: 'volunteer_sessions', body: { reason: 'Rain' }, control: false },
  'POST /api/hr/sessions/:id/assign': { collection: 'volunteer_sessions', body: { userId: '0123456789abcdef01234567' }, control: false },
  'GET /api/team/sessions/:id': { collection: 'volunteer_sessions', control: false },
  'GET /api/team/sessions/:id/check-in-code': { collection: 'volunteer_sessions', control: false },
  'POST /api/team/sessions/:id/attendance': { collection: 'volunteer_sessions', body: { userId: '0123456789abcdef01234567', present: true }, control: false },
  'POST /api/team/sessions/:id/cancel': { collection: 'volunteer_sessions', body: { reason: 'Rain' }, control: false },
  'POST /api/volunteer/sessions/:id/sign-up': { collection: 'volunteer_sessions' },
  'POST /api/volunteer/sessions/:id/cancel': { collection: 'volunteer_sessions', body: {}, control: false },
  'POST /api/volunteer/sessions/:id/check-in': { collection: 'volunteer_sessions', body: { code: 'AAAAAAAAAA' }, control: false },
  'POST /api/volunteer/sessions/:id/check-out': { collection: 'volunteer_sessions', body: { code: 'AAAAAAAAAA' }, control: false },
  'POST /api/hr/hours/:id/approve': { collection: 'volunteer_hours' },
  'POST /api/hr/hours/:id/reject': { collection: 'volunteer_hours', body: { reason: 'Not a session day' }, control: false },
  // The concerns register (the admin reads it).
  'GET /api/safeguarding/concerns/:id': { collection: 'safeguarding_concerns' },
  'POST /api/safeguarding/concerns/:id/steps': { collection: 'safeguarding_concerns', body: { step: 'assessed', note: 'Spoke with the child.' } },
};

/** Strings that are not ObjectIds, including ones a lax parser might accept or turn into a query. */
const NOT_OBJECT_IDS = [
  'abc',
  '123',
  '0',
  '-1',
  'null',
  'undefined',
  '0123456789abcdef0123456', // 23 hex
  '0123456789abcdef012345678', // 25 hex
  'zzzzzzzzzzzzzzzzzzzzzzzz', // 24, not hex
  'aaaaaaaaaaaa', // 12 bytes: mongoose's ObjectId would take it
  '{"$gt":""}',
  '[$ne]=1',
  '__proto__',
  '../users',
  'a'.repeat(2000),
  '٠١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩٠١٢٣', // Arabic-Indic digits
  '0123456789abcdef0123456\u0000',
];

/**
 * The two tests below send one request for each :id route and each malformed id or other collection (well over a
 * thousand): longer than a test's default 30 s on a busy machine. A limit on the loop, not a measure of speed.
 */
const LOOP_TIMEOUT_MS = 180_000;

describe('object-level checks on every :id route', () => {
  let t: TestApp;
  let connection: Connection;
  let idRoutes: DiscoveredRoute[];
  const sessions = {} as Record<Role, LoggedIn>;
  /** One real record per business collection. */
  const records: Record<string, string> = {};
  const deleted: Record<string, string> = {};

  const send = (route: DiscoveredRoute, id: string) => {
    const test = call(t.http, [route.method, concretePath(route.pattern, id)], sessions[allowedRoles(route.access)[0]].auth);
    const body = ID_ROUTES[key(route)]?.body;
    return body ? test.send(body) : test;
  };

  beforeAll(async () => {
    t = await createTestApp();
    connection = t.app.get<Connection>(getConnectionToken());
    idRoutes = discoverRoutes(t.app).filter((route) => route.pattern.includes('/:id'));
    for (const role of ['admin', 'hr', 'team'] as const) sessions[role] = await loginAs(t, role);
    sessions.user = await loginAs(t, 'user');
    // A volunteer with an account linked to their record, as an accepted invite leaves it.
    const person = await createApplicant(t.app, { status: 'active' });
    const volunteerPassword = 'Volunteer-password-1';
    await t.app.get(UserRepository).createVolunteerAccount({
      email: person.email,
      name: person.name,
      applicantId: person._id,
      invite: { inviteTokenHash: 'accepted-already', inviteExpiresAt: new Date(), invitedAt: new Date() },
    });
    await connection.collection('users').updateOne({ email: person.email }, { $set: { passwordHash: await t.app.get(PasswordHasher).hash(volunteerPassword) } });
    const volunteerToken = (await login(t.http, person.email, volunteerPassword)).token;
    sessions.volunteer = { ...sessions.user, email: person.email, token: volunteerToken, auth: `Bearer ${volunteerToken}` };

    records.users = String((await createUser(t.app, { role: 'user' })).user._id);
    records.announcements = String((await createAnnouncement(t.app))._id);
    records.gallery_items = String((await createGalleryItem(t.app))._id);
    records.core_team_members = String((await createCoreTeamMember(t.app))._id);
    records.publications = String((await createPublication(t.app))._id);
    records.applicants = String((await createApplicant(t.app))._id);
    const student = await request(t.http).post('/api/team/students').set('Authorization', sessions.team.auth).send({ name: 'Asha', aadharCard: validAadhaar(7), ...guardianConsentFields() }).expect(201);
    records.students = String(student.body._id);
    const centre = await request(t.http).post('/api/team/register/centres').set('Authorization', sessions.team.auth).send({ name: 'Sanjay Nagar centre' }).expect(201);
    records.register_centres = centre.body.id;
    REGISTER_BATCH.centreId = centre.body.id;
    REGISTER_ENROLMENT.studentIds = [records.students];
    records.register_batches = (await request(t.http).post('/api/team/register/batches').set('Authorization', sessions.team.auth).send(REGISTER_BATCH).expect(201)).body.id;
    records.volunteer_sessions = (await request(t.http).post('/api/hr/sessions').set('Authorization', sessions.hr.auth).send(SESSION).expect(201)).body[0].id;
    records.volunteer_hours = (await request(t.http).post('/api/volunteer/hours').set('Authorization', sessions.volunteer.auth).send({ day: todayInIndia(), hours: 2, note: 'Made reading cards' }).expect(201)).body.id;
    records.safeguarding_concerns = (
      await request(t.http).post('/api/safeguarding/concerns').set('Authorization', sessions.team.auth).send({ what: 'A child came with a bruise.', happenedOn: todayInIndia(), who: 'Unknown', childName: 'Asha' }).expect(201)
    ).body._id;
    await request(t.http)
      .post('/api/public/donations')
      .set(newAddress())
      .field({ name: 'Donor', email: 'donor@test.local', amount: '500', utr: 'UTR123456' })
      .attach('screenshot', await makeImage('png'), 'receipt.png')
      .expect(201);
    records.donations = String((await connection.collection('donations').findOne({ email: 'donor@test.local' }))!._id);
    await request(t.http).post('/api/public/contact').set(newAddress()).send({ name: 'A', email: 'a@test.local', message: 'Hello' }).expect(201);
    records.contact_messages = String((await connection.collection('contact_messages').findOne({ email: 'a@test.local' }))!._id);
    const leave = await request(t.http)
      .post('/api/volunteer/leave-requests')
      .set('Authorization', sessions.volunteer.auth)
      .send({ type: LEAVE_TYPES[0], from: '2030-01-06', to: '2030-01-07', reason: 'Family wedding' })
      .expect(201);
    records.leave_requests = String(leave.body._id);
    const exit = await request(t.http).post('/api/volunteer/exit-requests').set('Authorization', sessions.volunteer.auth).send({ lastWorkingDay: '2030-03-31', reason: 'Moving to Pune' }).expect(201);
    records.exit_requests = String(exit.body._id);
    // A certificate as stored (no PDF file): enough to be found, or not, by its id.
    const certificate = await connection.collection('certificates').insertOne({
      applicantId: person._id,
      code: 'ABCD-EFGH-JKLM',
      holderName: person.name,
      type: 'volunteering',
      role: 'Teaching',
      from: new Date('2025-01-01'),
      to: new Date('2025-06-30'),
      description: 'Taught reading twice a week',
      signatoryName: 'Asha Verma',
      signatoryTitle: 'Secretary',
      issuedAt: new Date(),
      issuedBy: 'hr@test.local',
      pdfPath: 'private/certificates/none.pdf',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    records.certificates = certificate.insertedId.toHexString();
    const breach = await request(t.http)
      .post('/api/admin/breaches')
      .set('Authorization', sessions.admin.auth)
      .send({ title: 'Lost register', description: 'A paper register was lost on a bus.', discoveredAt: new Date(Date.now() - 3_600_000).toISOString(), kinds: ['students'] })
      .expect(201);
    records.breaches = breach.body._id;
    // A confirmed data-rights request as stored (the public page needs mail, which this suite has not).
    const dataRequest = await connection.collection('data_requests').insertOne({
      kind: 'access',
      status: 'open',
      name: 'Meena Gupta',
      email: 'meena@test.local',
      details: '',
      nomineeName: '',
      nomineeEmail: '',
      reply: '',
      confirmExpiresAt: new Date(),
      confirmedAt: new Date(),
      dueAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    records.data_requests = dataRequest.insertedId.toHexString();
    // A Form 10BE certificate as stored (no PDF file), matched to nobody.
    const form10be = await connection.collection('form_10be_certificates').insertOne({
      financialYear: '2025-26',
      idCode: 'Permanent Account Number',
      uniqueId: 'ABCDE1234F',
      donorName: 'Asha Verma',
      amount: 500,
      arn: '100000000000001',
      fileName: 'asha.pdf',
      pdfPath: 'private/form-10be/none.pdf',
      uploadedBy: 'admin@test.local',
      match: null,
      mailOutboxId: null,
      mailTimes: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    records.form_10be_certificates = form10be.insertedId.toHexString();

    // Records that existed and are gone: inserted like the real ones, then deleted.
    for (const collection of new Set(Object.values(ID_ROUTES).map((entry) => entry.collection))) {
      const source = await connection.collection(collection).findOne({ _id: new Types.ObjectId(records[collection]) });
      // Unique fields (email, a certificate's code, a Form 10BE's ARN) must differ from the real record's.
      const copy = { ...source, _id: new Types.ObjectId(), email: `gone-${collection}@test.local`, ...(source?.code ? { code: 'GONE-GONE-GONE' } : {}), ...(source?.arn ? { arn: 'GONE' } : {}) };
      await connection.collection(collection).insertOne(copy);
      await connection.collection(collection).deleteOne({ _id: copy._id });
      deleted[collection] = copy._id.toHexString();
    }
  });

  it('knows the collection of every :id route the app has', () => {
    expect(idRoutes.map(key).sort()).toEqual(Object.keys(ID_ROUTES).sort());
  });

  it('answers 400 (or 404 where the path itself no longer matches) for ids that are not ObjectIds, on every :id route', async () => {
    const wrong: string[] = [];
    for (const route of idRoutes) {
      for (const id of NOT_OBJECT_IDS) {
        const response = await send(route, id);
        if (response.status !== 400 && response.status !== 404) wrong.push(`${key(route)} '${id.slice(0, 30)}' → ${response.status}`);
        else expectError(response, response.status);
      }
    }
    expect(wrong).toEqual([]);
  }, LOOP_TIMEOUT_MS);

  it('answers 404 for ids of records in other collections, never another record', async () => {
    const wrong: string[] = [];
    for (const route of idRoutes) {
      const own = ID_ROUTES[key(route)].collection;
      for (const [collection, id] of Object.entries(records).filter(([name]) => name !== own)) {
        const response = await send(route, id);
        if (response.status !== 404) wrong.push(`${key(route)} id of ${collection} → ${response.status}`);
        else expectError(response, 404);
      }
    }
    expect(wrong).toEqual([]);
  }, LOOP_TIMEOUT_MS);

  it('answers 404 for ids of deleted records', async () => {
    const wrong: string[] = [];
    for (const route of idRoutes) {
      const response = await send(route, deleted[ID_ROUTES[key(route)].collection]);
      if (response.status !== 404) wrong.push(`${key(route)} deleted record → ${response.status}`);
      else expectError(response, 404);
    }
    expect(wrong).toEqual([]);
  });

  it('accepts the same requests on a real record of the route’s own collection (so the answers above came from the id)', async () => {
    const wrong: string[] = [];
    // The malformed and foreign ids above count against the team's hourly brake on Aadhaar reveals: a new hour.
    await connection.collection('throttle_hits').deleteMany({ bucket: 'aadhaar-reveal' });
    // Deletions last, so every update finds its record.
    const ordered = [...idRoutes].sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    for (const route of ordered.filter((r) => ID_ROUTES[key(r)].control !== false)) {
      const response = await send(route, records[ID_ROUTES[key(route)].collection]);
      if (response.status >= 300) wrong.push(`${key(route)} own record → ${response.status} ${response.body.message}`);
    }
    expect(wrong).toEqual([]);
  });
});
