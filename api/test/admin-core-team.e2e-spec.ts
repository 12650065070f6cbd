import fs from 'node:fs';
import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Collection, type Connection } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { MESSAGES, UPLOAD_LIMITS, type Role } from '@society/contracts';
import { CORE_TEAM_MESSAGES } from '../src/modules/admin/core-team.service';
import { SITE_IMAGES } from '../src/modules/admin/site-images';
import { call, type Route } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createCoreTeamMember, loginAs, type LoggedIn } from './helpers/factories';
import { makeImage, makeNoisePng, makePhoto, pngHeaderThenGarbage, SVG_IMAGE } from './helpers/images';
import { listFiles } from './helpers/uploads';

const UNKNOWN_ID = '0123456789abcdef01234567';
const PHOTO_URL = /^\/api\/uploads\/public\/core-team\/[0-9a-f-]{36}\.webp$/;

interface Upload {
  data: Buffer;
  filename: string;
  contentType: string;
}

describe('admin core team API', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let members: Collection;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
    members = t.app.get<Connection>(getConnectionToken()).collection('core_team_members');
  });

  /** The multipart add/edit form as the dashboard sends it. */
  function form(method: 'post' | 'put', url: string, fields: Record<string, string>, photo?: Upload) {
    const req = request(t.http)[method](url).set('Authorization', admin.auth);
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    if (photo) req.attach('profilePhoto', photo.data, { filename: photo.filename, contentType: photo.contentType });
    return req;
  }

  const fileOf = (url: string) => path.join(t.uploadDir, 'public', url.replace('/api/uploads/public/', ''));

  async function expectNothingStored(action: () => Promise<void>): Promise<void> {
    const before = { count: await members.countDocuments(), files: listFiles(t.uploadDir) };
    await action();
    expect(await members.countDocuments()).toBe(before.count);
    expect(listFiles(t.uploadDir)).toEqual(before.files);
  }

  describe('who may call it', () => {
    const routes: Route[] = [
      ['get', '/api/admin/core-team'],
      ['post', '/api/admin/coreteam'],
      ['put', `/api/admin/coreteam/${UNKNOWN_ID}`],
      ['put', `/api/admin/core-team/${UNKNOWN_ID}`],
      ['delete', `/api/admin/coreteam/${UNKNOWN_ID}`],
    ];

    it.each(routes)('%s %s: 401 without a token', async (method, url) => {
      expectError(await call(t.http, [method, url]), 401, MESSAGES.sessionRequired);
    });

    it.each(['hr', 'team'] as Role[])('403 for role %s on every route', async (role) => {
      const other = await loginAs(t, role);
      for (const route of routes) expectError(await call(t.http, route, other.auth).send({ name: 'x', position: 'y', order: 1 }), 403, MESSAGES.forbidden);
    });

    it('the admin gets the full list, by order then name, with every field', async () => {
      await createCoreTeamMember(t.app, { name: 'Zoya', position: 'Treasurer', order: 2, email: 'zoya@example.org', bio: 'Keeps the books' });
      await createCoreTeamMember(t.app, { name: 'Arun', position: 'President', order: 1 });
      const response = await call(t.http, ['get', '/api/admin/core-team'], admin.auth).expect(200);
      const names = response.body.map((member: { name: string }) => member.name);
      expect(names.indexOf('Arun')).toBeLessThan(names.indexOf('Zoya'));
      expect(response.body.find((member: { name: string }) => member.name === 'Zoya')).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Zoya',
        position: 'Treasurer',
        email: 'zoya@example.org',
        phone: '',
        dateOfJoining: null,
        dateOfLeaving: null,
        address: '',
        bio: 'Keeps the books',
        linkedin: '',
        instagram: '',
        order: 2,
        profilePhotoPath: '',
      });
    });
  });

  describe('POST /api/admin/coreteam', () => {
    it('adds a member with every field and a photo stored as a smaller WebP of at most 600 px', async () => {
      const original = await makePhoto(1500, 1200);
      expect(original.length).toBeLessThanOrEqual(UPLOAD_LIMITS.profilePhoto.bytes);
      const response = await form(
        'post',
        '/api/admin/coreteam',
        {
          name: ' Meera Sharma ',
          position: 'Secretary',
          order: '3',
          email: ' Meera@Example.ORG ',
          phone: '+91 98765 43210',
          dateOfJoining: '2023-04-01',
          dateOfLeaving: '',
          address: 'Ambala Cantt',
          bio: 'Runs the Pathshala.',
          linkedin: 'https://www.linkedin.com/in/meera',
          instagram: '',
        },
        { data: original, filename: 'meera.jpg', contentType: 'image/jpeg' },
      ).expect(201);

      expect(response.body).toMatchObject({
        name: 'Meera Sharma',
        position: 'Secretary',
        order: 3,
        email: 'meera@example.org',
        dateOfJoining: '2023-04-01T00:00:00.000Z',
        dateOfLeaving: null,
        linkedin: 'https://www.linkedin.com/in/meera',
        instagram: '',
        profilePhotoPath: expect.stringMatching(PHOTO_URL),
      });
      const stored = fs.readFileSync(fileOf(response.body.profilePhotoPath));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(600);
      expect(stored.length).toBeLessThan(original.length);

      // The public About grid shows it, through the public uploads route.
      const image = await request(t.http).get(response.body.profilePhotoPath).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('adds a member without a photo', async () => {
      const response = await form('post', '/api/admin/coreteam', { name: 'Kiran', position: 'Volunteer lead', order: '0' }).expect(201);
      expect(response.body).toMatchObject({ name: 'Kiran', order: 0, profilePhotoPath: '' });
    });

    it.each([
      ['no name', { name: '' }, 'name is required'],
      ['no position', { position: '  ' }, 'position is required'],
      ['no order', { order: '' }, 'order is required'],
      ['an order in words', { order: 'first' }, 'order must be a whole number'],
      ['a fractional order', { order: '1.5' }, 'order must be a whole number'],
      ['a linkedin that is not a URL', { linkedin: 'linkedin.com/in/meera' }, 'linkedin must be an http(s) URL'],
      ['a javascript: instagram link', { instagram: 'javascript:alert(1)' }, 'instagram must be an http(s) URL'],
      ['an ftp link', { linkedin: 'ftp://example.org/meera' }, 'linkedin must be an http(s) URL'],
      ['a malformed email', { email: 'meera@@example.org' }, 'email must be a valid email address'],
      ['an impossible date', { dateOfJoining: '2023-02-30' }, 'dateOfJoining must be a date (YYYY-MM-DD or an ISO date-time) or null'],
      ['an unknown field', { salary: '100' }, 'property salary should not exist'],
    ])('rejects %s with 400, storing nothing', async (_label, overrides, message) => {
      await expectNothingStored(async () => {
        const fields = { name: 'Meera', position: 'Secretary', order: '1', ...overrides };
        expectError(await form('post', '/api/admin/coreteam', fields, { data: await makeImage('png'), filename: 'a.png', contentType: 'image/png' }), 400, message);
      });
    });

    it.each([
      ['a text file named .png', { data: Buffer.from('not an image at all'), filename: 'me.png', contentType: 'image/png' }],
      ['an SVG image', { data: SVG_IMAGE, filename: 'me.svg', contentType: 'image/svg+xml' }],
      ['a PNG header followed by garbage', { data: pngHeaderThenGarbage(), filename: 'me.png', contentType: 'image/png' }],
    ])('rejects %s as the photo with 415, storing nothing', async (_label, upload) => {
      await expectNothingStored(async () => {
        expectError(await form('post', '/api/admin/coreteam', { name: 'Meera', position: 'Secretary', order: '1' }, upload), 415, SITE_IMAGES.profilePhoto.badTypeMessage);
      });
    });

    it(`rejects a photo over ${UPLOAD_LIMITS.profilePhoto.label} with 413, storing nothing`, async () => {
      const big = await makeNoisePng(UPLOAD_LIMITS.profilePhoto.bytes + 1);
      await expectNothingStored(async () => {
        const response = await form('post', '/api/admin/coreteam', { name: 'Meera', position: 'Secretary', order: '1' }, { data: big, filename: 'big.png', contentType: 'image/png' });
        expectError(response, 413, SITE_IMAGES.profilePhoto.tooLargeMessage);
      });
    });
  });

  describe('PUT /api/admin/coreteam/:id (multipart)', () => {
    it('replaces the given fields and the photo, and deletes the old photo file', async () => {
      const created = await form('post', '/api/admin/coreteam', { name: 'Old Name', position: 'Member', order: '5', bio: 'Kept' }, {
        data: await makeImage('png', 800, 800),
        filename: 'old.png',
        contentType: 'image/png',
      }).expect(201);
      const oldFile = fileOf(created.body.profilePhotoPath);
      expect(fs.existsSync(oldFile)).toBe(true);

      const updated = await form('put', `/api/admin/coreteam/${created.body._id}`, { name: 'New Name', order: '2' }, {
        data: await makeImage('jpeg', 300, 200),
        filename: 'new.jpg',
        contentType: 'image/jpeg',
      }).expect(200);

      expect(updated.body).toMatchObject({ name: 'New Name', position: 'Member', order: 2, bio: 'Kept', profilePhotoPath: expect.stringMatching(PHOTO_URL) });
      expect(updated.body.profilePhotoPath).not.toBe(created.body.profilePhotoPath);
      expect(fs.existsSync(oldFile)).toBe(false);
      expect(fs.existsSync(fileOf(updated.body.profilePhotoPath))).toBe(true);
    });

    it("keeps exactly the last photo's files when two new photos are sent for one member at once", async () => {
      const photo = async (side: number) => ({ data: await makeImage('png', side, side), filename: 'p.png', contentType: 'image/png' });
      const created = await form('post', '/api/admin/coreteam', { name: 'Race', position: 'Member', order: '3' }, await photo(700)).expect(201);
      /** The storage keys of the member's photo copies, as stored now. */
      const ownFiles = async () => {
        const member = await members.findOne({ _id: new Types.ObjectId(String(created.body._id)) });
        return (member?.profilePhotoVariants as Array<{ path: string }>).map(({ path: key }) => key);
      };
      const original = await ownFiles();
      const others = listFiles(t.uploadDir).filter((file) => !original.includes(file));

      await Promise.all([640, 620].map(async (side) => form('put', `/api/admin/coreteam/${created.body._id}`, {}, await photo(side)).expect(200)));
      expect(listFiles(t.uploadDir)).toEqual([...others, ...(await ownFiles())].sort());
    });

    it('keeps the photo when none is sent, and answers 404 for an unknown member and 400 for a malformed id', async () => {
      const member = await createCoreTeamMember(t.app, { profilePhotoPath: 'public/core-team/kept.webp' });
      const response = await form('put', `/api/admin/coreteam/${String(member._id)}`, { position: 'Chair' }).expect(200);
      expect(response.body).toMatchObject({ position: 'Chair', profilePhotoPath: '/api/uploads/public/core-team/kept.webp' });

      expectError(await form('put', `/api/admin/coreteam/${UNKNOWN_ID}`, { name: 'x' }), 404, CORE_TEAM_MESSAGES.notFound);
      expectError(await form('put', '/api/admin/coreteam/not-an-id', { name: 'x' }), 400, 'Invalid id');
    });

    it('stores nothing when the new photo is refused', async () => {
      const member = await createCoreTeamMember(t.app, { name: 'Unchanged' });
      await expectNothingStored(async () => {
        const response = await form('put', `/api/admin/coreteam/${String(member._id)}`, { name: 'Changed' }, { data: SVG_IMAGE, filename: 'x.svg', contentType: 'image/svg+xml' });
        expectError(response, 415);
      });
      expect((await members.findOne({ _id: member._id }))?.name).toBe('Unchanged');
    });
  });

  describe('PUT /api/admin/core-team/:id (JSON)', () => {
    it('takes the whole member object back, ignoring _id, __v, createdAt, updatedAt and profilePhotoPath, and clears emptied fields', async () => {
      const member = await createCoreTeamMember(t.app, {
        name: 'Anita',
        dateOfLeaving: new Date('2025-01-31T00:00:00Z'),
        linkedin: 'https://linkedin.com/in/anita',
        profilePhotoPath: 'public/core-team/anita.webp',
      });
      const listed = (await call(t.http, ['get', '/api/admin/core-team'], admin.auth).expect(200)).body.find(
        (entry: { _id: string }) => entry._id === String(member._id),
      );

      const response = await call(t.http, ['put', `/api/admin/core-team/${String(member._id)}`], admin.auth)
        .send({ ...listed, __v: 0, createdAt: 'x', updatedAt: 'y', profilePhotoPath: '/elsewhere.png', position: 'Coordinator', dateOfLeaving: null, linkedin: '' })
        .expect(200);

      expect(response.body).toMatchObject({
        _id: String(member._id),
        name: 'Anita',
        position: 'Coordinator',
        dateOfLeaving: null,
        linkedin: '',
        profilePhotoPath: '/api/uploads/public/core-team/anita.webp',
      });
      const stored = await members.findOne({ _id: member._id });
      expect(stored?.dateOfLeaving).toBeUndefined();
    });

    it('validates like the form', async () => {
      const member = await createCoreTeamMember(t.app);
      const put = (body: object) => call(t.http, ['put', `/api/admin/core-team/${String(member._id)}`], admin.auth).send(body);
      expectError(await put({ name: '' }), 400, 'name is required');
      expectError(await put({ instagram: 'instagram.com/society' }), 400, 'instagram must be an http(s) URL');
      expectError(await put({ order: 'x' }), 400, 'order must be a whole number');
      expectError(await put({ profilePhoto: 'x' }), 400, 'property profilePhoto should not exist');
      expectError(await call(t.http, ['put', `/api/admin/core-team/${UNKNOWN_ID}`], admin.auth).send({ name: 'x' }), 404, CORE_TEAM_MESSAGES.notFound);
    });
  });

  describe('DELETE /api/admin/coreteam/:id', () => {
    it('deletes the member and its photo file; a second delete answers 404', async () => {
      const created = await form('post', '/api/admin/coreteam', { name: 'Leaving', position: 'Member', order: '9' }, {
        data: await makeImage('webp', 200, 200),
        filename: 'p.webp',
        contentType: 'image/webp',
      }).expect(201);
      const file = fileOf(created.body.profilePhotoPath);
      expect(fs.existsSync(file)).toBe(true);

      const response = await call(t.http, ['delete', `/api/admin/coreteam/${created.body._id}`], admin.auth).expect(200);
      expect(response.body).toEqual({ message: CORE_TEAM_MESSAGES.deleted });
      expect(fs.existsSync(file)).toBe(false);
      expect(await members.countDocuments({ name: 'Leaving' })).toBe(0);

      expectError(await call(t.http, ['delete', `/api/admin/coreteam/${created.body._id}`], admin.auth), 404, CORE_TEAM_MESSAGES.notFound);
      expectError(await call(t.http, ['delete', '/api/admin/coreteam/xyz'], admin.auth), 400, 'Invalid id');
    });
  });

  describe('Hindi position (issue 32)', () => {
    const publicMember = async (id: string) => (await request(t.http).get('/api/admin/coreteam').expect(200)).body.find((member: { _id: string }) => member._id === id);

    it('takes the position in Hindi beside the English, trimmed; the About page read answers it; an edit changes or clears it', async () => {
      const created = (await form('post', '/api/admin/coreteam', { name: 'Meera', position: 'Secretary', positionHi: ' सचिव ', order: '3' }).expect(201)).body;
      expect(created).toMatchObject({ position: 'Secretary', positionHi: 'सचिव' });
      expect(await publicMember(created._id)).toMatchObject({ name: 'Meera', position: 'Secretary', positionHi: 'सचिव' });

      // An edit that leaves it out keeps it; '' clears it (the About page then shows the English).
      await call(t.http, ['put', `/api/admin/core-team/${created._id}`], admin.auth).send({ order: 4 }).expect(200);
      expect((await publicMember(created._id)).positionHi).toBe('सचिव');
      await form('put', `/api/admin/coreteam/${created._id}`, { positionHi: 'महासचिव' }).expect(200);
      expect((await publicMember(created._id)).positionHi).toBe('महासचिव');
      const cleared = (await call(t.http, ['put', `/api/admin/core-team/${created._id}`], admin.auth).send({ positionHi: '' }).expect(200)).body;
      expect(cleared).not.toHaveProperty('positionHi');
      expect(await publicMember(created._id)).not.toHaveProperty('positionHi');
    });

    it('refuses a too long positionHi with 400 naming it', async () => {
      await expectNothingStored(async () => {
        const response = await form('post', '/api/admin/coreteam', { name: 'Meera', position: 'Secretary', positionHi: 'न'.repeat(201), order: '3' });
        expectError(response, 400, 'positionHi must be at most 200 characters');
        expect(response.body.errors.positionHi).toContain('positionHi must be at most 200 characters');
      });
    });
  });
});
