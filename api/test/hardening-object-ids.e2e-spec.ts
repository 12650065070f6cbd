import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import type { Role } from '@society/contracts';
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
  loginAs,
  newAddress,
  type LoggedIn,
} from './helpers/factories';
import { makeImage } from './helpers/images';
import { allowedRoles, concretePath, discoverRoutes, key, type DiscoveredRoute } from './helpers/hardening-routes';

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
  'PUT /api/admin/coreteam/:id': { collection: 'core_team_members', body: { position: 'Treasurer' } },
  'PUT /api/admin/users/:id': { collection: 'users', body: { name: 'Renamed' } },
  'PUT /api/hr/applicants/:id': { collection: 'applicants', body: { assignedTeam: 'Teaching' } },
  'PUT /api/public/Announcement/:id': { collection: 'announcements', body: { Title: 'Notice', Announcement: 'Text', order: 2 } },
  'PUT /api/public/donations/:id/status': { collection: 'donations', body: { receiptGenerated: true } },
  'PUT /api/team/students/:id': { collection: 'students', body: { classStudying: '5' } },
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

    records.users = String((await createUser(t.app, { role: 'user' })).user._id);
    records.announcements = String((await createAnnouncement(t.app))._id);
    records.gallery_items = String((await createGalleryItem(t.app))._id);
    records.core_team_members = String((await createCoreTeamMember(t.app))._id);
    records.publications = String((await createPublication(t.app))._id);
    records.applicants = String((await createApplicant(t.app))._id);
    const student = await request(t.http).post('/api/team/students').set('Authorization', sessions.team.auth).send({ name: 'Asha', aadharCard: validAadhaar(7) }).expect(201);
    records.students = String(student.body._id);
    await request(t.http)
      .post('/api/public/donations')
      .set(newAddress())
      .field({ name: 'Donor', email: 'donor@test.local', amount: '500', utr: 'UTR123456' })
      .attach('screenshot', await makeImage('png'), 'receipt.png')
      .expect(201);
    records.donations = String((await connection.collection('donations').findOne({ email: 'donor@test.local' }))!._id);
    await request(t.http).post('/api/public/contact').set(newAddress()).send({ name: 'A', email: 'a@test.local', message: 'Hello' }).expect(201);
    records.contact_messages = String((await connection.collection('contact_messages').findOne({ email: 'a@test.local' }))!._id);

    // Records that existed and are gone: inserted like the real ones, then deleted.
    for (const collection of new Set(Object.values(ID_ROUTES).map((entry) => entry.collection))) {
      const source = await connection.collection(collection).findOne({ _id: new Types.ObjectId(records[collection]) });
      const copy = { ...source, _id: new Types.ObjectId(), email: `gone-${collection}@test.local` };
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
  });

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
  });

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
    // Deletions last, so every update finds its record.
    const ordered = [...idRoutes].sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    for (const route of ordered.filter((r) => ID_ROUTES[key(r)].control !== false)) {
      const response = await send(route, records[ID_ROUTES[key(route)].collection]);
      if (response.status >= 300) wrong.push(`${key(route)} own record → ${response.status} ${response.body.message}`);
    }
    expect(wrong).toEqual([]);
  });
});
