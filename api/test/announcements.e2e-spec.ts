import request from 'supertest';
import { LIMITS, MESSAGES } from '@society/contracts';
import { ANNOUNCEMENT_MESSAGES } from '../src/modules/hr/announcements.service';
import { ALL_REQUIRED } from '../src/modules/hr/dtos/announcement.dto';
import { call, type Route } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createAnnouncement, loginAs, type LoggedIn } from './helpers/factories';

const ANNOUNCEMENTS = '/api/public/Announcement';
const UNKNOWN_ID = '0123456789abcdef01234567';

describe('announcement writes (hr and admin)', () => {
  let t: TestApp;
  let hr: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = [await loginAs(t, 'hr'), await loginAs(t, 'admin')];
  });

  const post = (body: object, auth = hr.auth) => call(t.http, ['post', ANNOUNCEMENTS], auth).send(body);

  describe('who may call them', () => {
    const routes: Route[] = [
      ['post', ANNOUNCEMENTS],
      ['put', `${ANNOUNCEMENTS}/${UNKNOWN_ID}`],
      ['delete', `${ANNOUNCEMENTS}/${UNKNOWN_ID}`],
    ];

    it.each(routes)('%s %s: 401 without a token', async (method, url) => {
      expectError(await call(t.http, [method, url]).send({ Title: 'x', Announcement: 'y', order: 1 }), 401, MESSAGES.sessionRequired);
    });

    it('403 for team on every route', async () => {
      const team = await loginAs(t, 'team');
      for (const route of routes) expectError(await call(t.http, route, team.auth).send({ Title: 'x', Announcement: 'y', order: 1 }), 403, MESSAGES.forbidden);
    });

    it('hr and admin may add, edit and delete; the GET stays public', async () => {
      for (const user of [hr, admin]) {
        const created = await post({ Title: `By ${user.user.role}`, Announcement: 'Hello', order: 2 }, user.auth).expect(201);
        await call(t.http, ['put', `${ANNOUNCEMENTS}/${created.body._id}`], user.auth).send({ Title: 'Edited', Announcement: 'Hi', order: 3 }).expect(200);
        await call(t.http, ['delete', `${ANNOUNCEMENTS}/${created.body._id}`], user.auth).expect(200);
      }
      await request(t.http).get(ANNOUNCEMENTS).expect(200);
    });
  });

  describe('POST /api/public/Announcement', () => {
    it('stores the trimmed announcement, which the public list then shows in order', async () => {
      const response = await post({ Title: '  Admissions open ', Announcement: ' Pathshala admits 10 more children. ', order: 1 }).expect(201);
      expect(response.body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), Title: 'Admissions open', Announcement: 'Pathshala admits 10 more children.', order: 1 });
      const list = await request(t.http).get(ANNOUNCEMENTS).expect(200);
      expect(list.body).toContainEqual(response.body);
    });

    it.each([
      ['no Title', { Title: undefined }],
      ['a blank Title', { Title: '   ' }],
      ['no Announcement', { Announcement: undefined }],
      ['a blank Announcement', { Announcement: '\n\t ' }],
    ])(`refuses %s with 400 '${ALL_REQUIRED}'`, async (_label, overrides) => {
      expectError(await post({ Title: 'Notice', Announcement: 'Text', order: 1, ...overrides }), 400, ALL_REQUIRED);
    });

    it(`accepts a Title of ${LIMITS.announcementTitleMax} characters and an Announcement of ${LIMITS.announcementBodyMax}, not one more`, async () => {
      const title = 'T'.repeat(LIMITS.announcementTitleMax);
      const body = 'B'.repeat(LIMITS.announcementBodyMax);
      await post({ Title: title, Announcement: body, order: 1 }).expect(201);
      expectError(await post({ Title: `${title}T`, Announcement: body, order: 1 }), 400, `Title must be at most ${LIMITS.announcementTitleMax} characters`);
      expectError(await post({ Title: title, Announcement: `${body}B`, order: 1 }), 400, `Announcement must be at most ${LIMITS.announcementBodyMax} characters`);
    });

    it.each([
      ['a number in text', '4', 4],
      ['a non-numeric order', 'first', 1],
      ['an empty order', '', 1],
      ['no order at all', undefined, 1],
      ['a null order', null, 1],
    ])('takes %s as order %s', async (_label, order, expected) => {
      const response = await post({ Title: 'Order test', Announcement: 'x', order }).expect(201);
      expect(response.body.order).toBe(expected);
    });

    it.each([
      ['0', 0, `order must be at least ${LIMITS.announcementOrderMin}`],
      ['a negative order', -2, `order must be at least ${LIMITS.announcementOrderMin}`],
      ['a fraction', 1.5, 'order must be a whole number'],
    ])('refuses %s with 400', async (_label, order, message) => {
      expectError(await post({ Title: 'Order test', Announcement: 'x', order }), 400, message);
    });

    it('refuses an unknown field with 400', async () => {
      expectError(await post({ Title: 'x', Announcement: 'y', order: 1, pinned: true }), 400, 'property pinned should not exist');
    });
  });

  describe('PUT and DELETE /api/public/Announcement/:id', () => {
    it('PUT replaces the fields (the whole record may come back) and validates like POST', async () => {
      const announcement = await createAnnouncement(t.app, { Title: 'Old', Announcement: 'Old text', order: 5 });
      const id = String(announcement._id);
      const put = (body: object) => call(t.http, ['put', `${ANNOUNCEMENTS}/${id}`], hr.auth).send(body);

      const response = await put({ _id: id, Title: ' New ', Announcement: 'New text', order: '2' }).expect(200);
      expect(response.body).toEqual({ _id: id, Title: 'New', Announcement: 'New text', order: 2 });
      expectError(await put({ Title: '', Announcement: 'x', order: 1 }), 400, ALL_REQUIRED);
      expectError(await put({ Title: 'x', Announcement: 'y', order: 0 }), 400, `order must be at least ${LIMITS.announcementOrderMin}`);
      expectError(await call(t.http, ['put', `${ANNOUNCEMENTS}/${UNKNOWN_ID}`], hr.auth).send({ Title: 'x', Announcement: 'y', order: 1 }), 404, ANNOUNCEMENT_MESSAGES.notFound);
      expectError(await call(t.http, ['put', `${ANNOUNCEMENTS}/abc`], hr.auth).send({ Title: 'x', Announcement: 'y', order: 1 }), 400, 'Invalid id');
    });

    it('DELETE removes it from the public list; a second delete answers 404', async () => {
      const announcement = await createAnnouncement(t.app, { Title: 'Going away' });
      const id = String(announcement._id);
      expect((await call(t.http, ['delete', `${ANNOUNCEMENTS}/${id}`], hr.auth).expect(200)).body).toEqual({ message: ANNOUNCEMENT_MESSAGES.deleted });
      expect((await request(t.http).get(ANNOUNCEMENTS)).body.some((item: { _id: string }) => item._id === id)).toBe(false);
      expectError(await call(t.http, ['delete', `${ANNOUNCEMENTS}/${id}`], hr.auth), 404, ANNOUNCEMENT_MESSAGES.notFound);
      expectError(await call(t.http, ['delete', `${ANNOUNCEMENTS}/1`], hr.auth), 400, 'Invalid id');
    });
  });

  describe('Hindi texts (issue 32)', () => {
    const put = (id: string, body: object) => call(t.http, ['put', `${ANNOUNCEMENTS}/${id}`], hr.auth).send(body);
    const listed = async (id: string) => (await request(t.http).get(ANNOUNCEMENTS).expect(200)).body.find((item: { _id: string }) => item._id === id);

    it('takes the title and text in Hindi beside the English, trimmed; the public list answers them; a PUT without them keeps them, blank clears them', async () => {
      const created = (await post({ Title: 'Admissions open', Announcement: 'Pathshala admits 10 more children.', TitleHi: ' दाखिले शुरू ', AnnouncementHi: 'पाठशाला में 10 और बच्चों का दाखिला।', order: 1 }).expect(201)).body;
      expect(created).toEqual({ _id: expect.any(String), Title: 'Admissions open', Announcement: 'Pathshala admits 10 more children.', TitleHi: 'दाखिले शुरू', AnnouncementHi: 'पाठशाला में 10 और बच्चों का दाखिला।', order: 1 });
      expect(await listed(created._id)).toEqual(created);

      await put(created._id, { Title: 'Admissions open', Announcement: 'Pathshala admits 12 more children.', order: 1 }).expect(200);
      expect(await listed(created._id)).toMatchObject({ Announcement: 'Pathshala admits 12 more children.', TitleHi: 'दाखिले शुरू' });

      const cleared = (await put(created._id, { Title: 'Admissions open', Announcement: 'Pathshala admits 12 more children.', TitleHi: '', AnnouncementHi: null, order: 1 }).expect(200)).body;
      expect(cleared).toEqual({ _id: created._id, Title: 'Admissions open', Announcement: 'Pathshala admits 12 more children.', order: 1 });
    });

    it.each([
      ['TitleHi', 'न'.repeat(LIMITS.announcementTitleMax + 1), `TitleHi must be at most ${LIMITS.announcementTitleMax} characters`],
      ['AnnouncementHi', 'न'.repeat(LIMITS.announcementBodyMax + 1), `AnnouncementHi must be at most ${LIMITS.announcementBodyMax} characters`],
    ])('refuses a too long %s with 400 naming it', async (field, value, message) => {
      const response = await post({ Title: 'Admissions open', Announcement: 'Open', [field]: value, order: 1 });
      expectError(response, 400, message);
      expect(response.body.errors[field]).toContain(message);
    });
  });
});
