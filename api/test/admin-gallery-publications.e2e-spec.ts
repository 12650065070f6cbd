import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { MESSAGES, UPLOAD_LIMITS, type AuditEntry, type AuditKind, type Role } from '@society/contracts';
import { NEEDS_FILE_AND_COVER } from '../src/modules/admin/dtos/publication.dto';
import { GALLERY_MESSAGES } from '../src/modules/admin/gallery.service';
import { PUBLICATION_MESSAGES } from '../src/modules/admin/publications.service';
import { SITE_IMAGES } from '../src/modules/admin/site-images';
import { WEB_IMAGE_SIDES } from '../src/storage/image-sanitizer';
import { call, type Route } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createGalleryItem, createPublication, loginAs, type LoggedIn } from './helpers/factories';
import { makeImage, makePhoto, pngHeaderThenGarbage, pngOfSize, SVG_IMAGE } from './helpers/images';
import { listFiles } from './helpers/uploads';

const UNKNOWN_ID = '0123456789abcdef01234567';

interface Upload {
  data: Buffer;
  filename: string;
  contentType: string;
}

const BAD_UPLOADS: Array<[string, Upload]> = [
  ['a text file named .png', { data: Buffer.from('hello, this is text'), filename: 'a.png', contentType: 'image/png' }],
  ['an SVG image', { data: SVG_IMAGE, filename: 'a.svg', contentType: 'image/svg+xml' }],
  ['a PNG header followed by garbage', { data: pngHeaderThenGarbage(), filename: 'a.png', contentType: 'image/png' }],
];

describe('admin gallery and publications API', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let connection: Connection;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
    connection = t.app.get<Connection>(getConnectionToken());
  });

  function multipart(url: string, fields: Record<string, string>, file?: { field: string } & Upload) {
    const req = request(t.http).post(url).set('Authorization', admin.auth);
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    if (file) req.attach(file.field, file.data, { filename: file.filename, contentType: file.contentType });
    return req;
  }

  const fileOf = (url: string) => path.join(t.uploadDir, 'public', url.replace('/api/uploads/public/', ''));
  /** The stored files of an image's copies, from its srcset ('url 480w, url 960w, …'). */
  const filesOfSrcSet = (srcSet: string) => srcSet.split(', ').map((entry) => fileOf(entry.split(' ')[0]));

  async function expectNothingStored(collection: string, action: () => Promise<void>): Promise<void> {
    const before = { count: await connection.collection(collection).countDocuments(), files: listFiles(t.uploadDir) };
    await action();
    expect(await connection.collection(collection).countDocuments()).toBe(before.count);
    expect(listFiles(t.uploadDir)).toEqual(before.files);
  }

  describe('who may call it', () => {
    const routes: Route[] = [
      ['post', '/api/admin/addImage'],
      ['put', `/api/admin/gallery/${UNKNOWN_ID}`],
      ['delete', `/api/admin/image/${UNKNOWN_ID}`],
      ['get', '/api/admin/publications'],
      ['post', '/api/admin/publications'],
      ['put', `/api/admin/publications/${UNKNOWN_ID}`],
      ['delete', `/api/admin/publications/${UNKNOWN_ID}`],
    ];

    it.each(routes)('%s %s: 401 without a token', async (method, url) => {
      expectError(await call(t.http, [method, url]), 401, MESSAGES.sessionRequired);
    });

    it.each(['hr', 'team'] as Role[])('403 for role %s on every route', async (role) => {
      const other = await loginAs(t, role);
      for (const route of routes) expectError(await call(t.http, route, other.auth), 403, MESSAGES.forbidden);
    });
  });

  describe('gallery', () => {
    const GALLERY_FIELDS = { title: 'Sports day', description: 'Races and prizes', category: 'Events' };
    const photo = (upload: Upload) => ({ field: 'photo', ...upload });

    it('POST /api/admin/addImage stores WebP copies 480, 960 and 1600 px wide for srcset, none of the original, listed publicly newest first', async () => {
      const original = await makePhoto(3000, 2000);
      expect(original.length).toBeLessThanOrEqual(UPLOAD_LIMITS.galleryImage.bytes);
      const response = await multipart('/api/admin/addImage', GALLERY_FIELDS, photo({ data: original, filename: 'day.jpg', contentType: 'image/jpeg' })).expect(201);

      expect(response.body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        imageUrl: expect.stringMatching(/^\/api\/uploads\/public\/gallery\/[0-9a-f-]{36}\.webp$/),
        imageSrcSet: expect.any(String),
        title: 'Sports day',
        description: 'Races and prizes',
        category: 'Events',
      });
      const stored = fs.readFileSync(fileOf(response.body.imageUrl));
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1600, height: Math.round((1600 * 2) / 3) });
      expect(stored.length).toBeLessThan(original.length);

      // srcset: 'url 480w, url 960w, url 1600w', each copy really that wide, the widest being imageUrl.
      const copies = response.body.imageSrcSet.split(', ').map((entry: string) => entry.split(' '));
      expect(copies.map(([, width]: string[]) => width)).toEqual(WEB_IMAGE_SIDES.galleryImage.map((side) => `${side}w`));
      expect(copies[copies.length - 1][0]).toBe(response.body.imageUrl);
      for (const [url, width] of copies) {
        const served = await request(t.http).get(url).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect((await sharp(served.body).metadata()).width).toBe(parseInt(width, 10));
      }
      // Only those copies are kept: nothing of the original.
      expect(listFiles(t.uploadDir).filter((name) => name.startsWith('public/gallery/')).sort()).toEqual(
        copies.map(([url]: string[]) => url.replace('/api/uploads/', '')).sort(),
      );

      const list = await request(t.http).get('/api/admin/gallery').expect(200);
      expect(list.body[0]).toEqual(response.body);
    });

    it('keeps a small image at its own size (never enlarged), as one copy without a srcset', async () => {
      const response = await multipart('/api/admin/addImage', GALLERY_FIELDS, photo({ data: await makeImage('png', 120, 80), filename: 'x.png', contentType: 'image/png' })).expect(201);
      expect(await sharp(fs.readFileSync(fileOf(response.body.imageUrl))).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });
      expect(response.body.imageSrcSet).toBe('');

      const medium = await multipart('/api/admin/addImage', GALLERY_FIELDS, photo({ data: await makeImage('png', 700, 400), filename: 'y.png', contentType: 'image/png' })).expect(201);
      expect(medium.body.imageSrcSet).toMatch(/^\/api\/uploads\/public\/gallery\/[0-9a-f-]{36}\.webp 480w, \/api\/uploads\/public\/gallery\/[0-9a-f-]{36}\.webp 700w$/);
    });

    it.each([
      ['no title', { title: '' }, 'title is required'],
      ['no description', { description: ' ' }, 'description is required'],
      ['an unknown category', { category: 'Parties' }, 'category must be one of: Events, Campaigns, Celebrations, Workshops, Community, Others'],
      ['an unknown field', { imageUrl: '/x.png' }, 'property imageUrl should not exist'],
    ])('rejects %s with 400, storing nothing', async (_label, overrides, message) => {
      await expectNothingStored('gallery_items', async () => {
        const upload = photo({ data: await makeImage('png'), filename: 'a.png', contentType: 'image/png' });
        expectError(await multipart('/api/admin/addImage', { ...GALLERY_FIELDS, ...overrides }, upload), 400, message);
      });
    });

    it('rejects a request without a photo with 400', async () => {
      await expectNothingStored('gallery_items', async () => {
        expectError(await multipart('/api/admin/addImage', GALLERY_FIELDS), 400, GALLERY_MESSAGES.photoRequired);
      });
    });

    it.each(BAD_UPLOADS)(`rejects %s with 415 '${SITE_IMAGES.galleryImage.badTypeMessage}', storing nothing`, async (_label, upload) => {
      await expectNothingStored('gallery_items', async () => {
        expectError(await multipart('/api/admin/addImage', GALLERY_FIELDS, photo(upload)), 415, SITE_IMAGES.galleryImage.badTypeMessage);
      });
    });

    it(`rejects a photo over ${UPLOAD_LIMITS.galleryImage.label} with 413 '${SITE_IMAGES.galleryImage.tooLargeMessage}', storing nothing`, async () => {
      await expectNothingStored('gallery_items', async () => {
        const upload = photo({ data: pngOfSize(UPLOAD_LIMITS.galleryImage.bytes + 1), filename: 'big.png', contentType: 'image/png' });
        expectError(await multipart('/api/admin/addImage', GALLERY_FIELDS, upload), 413, SITE_IMAGES.galleryImage.tooLargeMessage);
      });
    });

    it('DELETE /api/admin/image/:id removes the item and every copy of its photo; then 404', async () => {
      const created = await multipart('/api/admin/addImage', GALLERY_FIELDS, photo({ data: await makeImage('jpeg', 1000, 600), filename: 'a.jpg', contentType: 'image/jpeg' })).expect(201);
      const files = filesOfSrcSet(created.body.imageSrcSet);
      expect(files).toHaveLength(4); // 480, 720, 960 and its own 1000
      expect(files).toContain(fileOf(created.body.imageUrl));
      for (const file of files) expect(fs.existsSync(file)).toBe(true);

      expect((await call(t.http, ['delete', `/api/admin/image/${created.body._id}`], admin.auth).expect(200)).body).toEqual({ message: GALLERY_MESSAGES.deleted });
      for (const file of files) expect(fs.existsSync(file)).toBe(false);
      expect((await request(t.http).get('/api/admin/gallery')).body.some((item: { _id: string }) => item._id === created.body._id)).toBe(false);

      expectError(await call(t.http, ['delete', `/api/admin/image/${created.body._id}`], admin.auth), 404, GALLERY_MESSAGES.notFound);
      expectError(await call(t.http, ['delete', '/api/admin/image/42'], admin.auth), 400, 'Invalid id');
    });
  });

  describe('publications', () => {
    const FIELDS = {
      title: 'Annual Report 2024-25',
      type: 'annual_report',
      description: 'What the year brought.',
      publishDate: '2025-03-31',
      fileUrl: 'https://example.org/report.pdf',
      flipbookUrl: 'https://flipbook.example.org/report',
    };
    const cover = (upload: Upload) => ({ field: 'coverImage', ...upload });
    const goodCover = async () => cover({ data: await makeImage('png', 1800, 2400), filename: 'cover.png', contentType: 'image/png' });

    it('POST adds a publication with a resized WebP cover; GET (admin) and the public list show it', async () => {
      const response = await multipart('/api/admin/publications', FIELDS, await goodCover()).expect(201);
      expect(response.body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        ...FIELDS,
        publishDate: '2025-03-31T00:00:00.000Z',
        coverImage: expect.stringMatching(/^\/api\/uploads\/public\/publications\/[0-9a-f-]{36}\.webp$/),
        coverImageSrcSet: expect.stringMatching(/ 300w, .* 600w, .* 900w$/),
      });
      // A portrait cover fits squares of 400, 800 and 1200 px: its copies are 300, 600 and 900 px wide.
      const metadata = await sharp(fs.readFileSync(fileOf(response.body.coverImage))).metadata();
      expect(metadata).toMatchObject({ format: 'webp', height: 1200, width: 900 });

      const adminList = await call(t.http, ['get', '/api/admin/publications'], admin.auth).expect(200);
      expect(adminList.body).toContainEqual(response.body);
      const publicList = await request(t.http).get('/api/public/publications').expect(200);
      expect(publicList.body).toContainEqual(response.body);
    });

    it.each([
      ['no title', { title: '' }, 'title is required'],
      ['an unknown type', { type: 'magazine' }, 'type must be one of: newsletter, annual_report'],
      ['no description', { description: '' }, 'description is required'],
      ['no publish date', { publishDate: '' }, 'publishDate is required'],
      ['a publish date that is not a date', { publishDate: '31/03/2025' }, 'publishDate must be a date (YYYY-MM-DD or an ISO date-time)'],
      ['no file link', { fileUrl: '' }, NEEDS_FILE_AND_COVER],
      ['a file link that is not a URL', { fileUrl: 'report.pdf' }, 'fileUrl must be an http(s) URL'],
      ['a javascript: file link', { fileUrl: 'javascript:alert(1)' }, 'fileUrl must be an http(s) URL'],
      ['a flipbook link without http(s)', { flipbookUrl: 'ftp://example.org/flip' }, 'flipbookUrl must be an http(s) URL'],
      ['no flipbook link', { flipbookUrl: '' }, 'flipbookUrl is required'],
      ['an unknown field', { coverImagePath: 'public/x.webp' }, 'property coverImagePath should not exist'],
    ])('rejects %s with 400, storing nothing', async (_label, overrides, message) => {
      await expectNothingStored('publications', async () => {
        expectError(await multipart('/api/admin/publications', { ...FIELDS, ...overrides }, await goodCover()), 400, message);
      });
    });

    it(`rejects a publication without a cover with 400 '${NEEDS_FILE_AND_COVER}'`, async () => {
      await expectNothingStored('publications', async () => {
        expectError(await multipart('/api/admin/publications', FIELDS), 400, NEEDS_FILE_AND_COVER);
      });
    });

    it.each(BAD_UPLOADS)(`rejects %s as the cover with 415 '${SITE_IMAGES.publicationCover.badTypeMessage}', storing nothing`, async (_label, upload) => {
      await expectNothingStored('publications', async () => {
        expectError(await multipart('/api/admin/publications', FIELDS, cover(upload)), 415, SITE_IMAGES.publicationCover.badTypeMessage);
      });
    });

    it(`rejects a cover over ${UPLOAD_LIMITS.publicationCover.label} with 413 '${SITE_IMAGES.publicationCover.tooLargeMessage}', storing nothing`, async () => {
      await expectNothingStored('publications', async () => {
        const upload = cover({ data: pngOfSize(UPLOAD_LIMITS.publicationCover.bytes + 1), filename: 'big.png', contentType: 'image/png' });
        expectError(await multipart('/api/admin/publications', FIELDS, upload), 413, SITE_IMAGES.publicationCover.tooLargeMessage);
      });
    });

    it(`refuses a request announcing a body over ${UPLOAD_LIMITS.publicationBody.label} with 413 before reading it`, async () => {
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as net.AddressInfo;
      const head = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/admin/publications HTTP/1.1\r\nHost: localhost\r\n' +
              `Authorization: ${admin.auth}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
              `Content-Length: ${UPLOAD_LIMITS.publicationBody.bytes + 1}\r\n\r\n--b\r\n`,
          );
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
          if (received.includes('}')) {
            socket.destroy();
            resolve(received);
          }
        });
        socket.on('error', reject);
      });
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(JSON.parse(head.slice(head.indexOf('{')))).toEqual({ statusCode: 413, message: SITE_IMAGES.publicationCover.tooLargeMessage });
    });

    it('DELETE removes the publication and every copy of its cover; then 404', async () => {
      const created = await multipart('/api/admin/publications', FIELDS, await goodCover()).expect(201);
      const files = filesOfSrcSet(created.body.coverImageSrcSet);
      expect(files).toHaveLength(3);
      expect((await call(t.http, ['delete', `/api/admin/publications/${created.body._id}`], admin.auth).expect(200)).body).toEqual({
        message: PUBLICATION_MESSAGES.deleted,
      });
      for (const file of files) expect(fs.existsSync(file)).toBe(false);
      expectError(await call(t.http, ['delete', `/api/admin/publications/${created.body._id}`], admin.auth), 404, PUBLICATION_MESSAGES.notFound);
      expectError(await call(t.http, ['delete', '/api/admin/publications/nope'], admin.auth), 400, 'Invalid id');
    });

    it('DELETE of a publication without a cover works too', async () => {
      const publication = await createPublication(t.app);
      await call(t.http, ['delete', `/api/admin/publications/${String(publication._id)}`], admin.auth).expect(200);
    });
  });

  describe('Hindi texts (issue 32)', () => {
    const jpeg = async () => ({ data: await makeImage('jpeg', 800, 600), filename: 'p.jpg', contentType: 'image/jpeg' });
    const PUBLICATION = { title: 'Newsletter 2025', type: 'newsletter', description: 'Our year.', publishDate: '2025-06-30', fileUrl: 'https://example.org/n.pdf', flipbookUrl: 'https://flipbook.example.org/n' };

    it('a gallery photo takes its title and description in Hindi too, trimmed; the public read answers them, and none when left blank', async () => {
      const fields = { title: 'Annual day', description: 'Children on stage', category: 'Events', titleHi: ' वार्षिक उत्सव ', descriptionHi: 'मंच पर बच्चे' };
      const created = (await multipart('/api/admin/addImage', fields, { field: 'photo', ...(await jpeg()) }).expect(201)).body;
      expect(created).toMatchObject({ title: 'Annual day', titleHi: 'वार्षिक उत्सव', descriptionHi: 'मंच पर बच्चे' });
      const listed = (await request(t.http).get('/api/admin/gallery').expect(200)).body.find((item: { _id: string }) => item._id === created._id);
      expect(listed).toEqual(created);

      const blank = (await multipart('/api/admin/addImage', { ...fields, titleHi: '  ', descriptionHi: '' }, { field: 'photo', ...(await jpeg()) }).expect(201)).body;
      expect(blank).not.toHaveProperty('titleHi');
      expect(blank).not.toHaveProperty('descriptionHi');
    });

    it.each([
      ['titleHi', 'न'.repeat(201), 'titleHi must be at most 200 characters'],
      ['descriptionHi', 'न'.repeat(5001), 'descriptionHi must be at most 5000 characters'],
    ])('a gallery photo with a too long %s is refused (400 naming it) and nothing is stored', async (field, value, message) => {
      await expectNothingStored('gallery_items', async () => {
        const response = await multipart('/api/admin/addImage', { title: 'Annual day', description: 'x', category: 'Events', [field]: value }, { field: 'photo', ...(await jpeg()) });
        expectError(response, 400, message);
        expect(response.body.errors[field]).toContain(message);
      });
    });

    it('a publication takes its title and description in Hindi too; both lists answer them', async () => {
      const cover = { field: 'coverImage', data: await makeImage('png', 600, 800), filename: 'c.png', contentType: 'image/png' };
      const created = (await multipart('/api/admin/publications', { ...PUBLICATION, titleHi: 'समाचार पत्र 2025', descriptionHi: ' हमारा साल ' }, cover).expect(201)).body;
      expect(created).toMatchObject({ title: 'Newsletter 2025', titleHi: 'समाचार पत्र 2025', descriptionHi: 'हमारा साल' });
      const find = (list: Array<{ _id: string }>) => list.find((item) => item._id === created._id);
      expect(find((await call(t.http, ['get', '/api/admin/publications'], admin.auth).expect(200)).body)).toEqual(created);
      expect(find((await request(t.http).get('/api/public/publications').expect(200)).body)).toEqual(created);
    });

    it('a publication with a too long titleHi is refused (400 naming it) and nothing is stored', async () => {
      const cover = { field: 'coverImage', data: await makeImage('png', 600, 800), filename: 'c.png', contentType: 'image/png' };
      await expectNothingStored('publications', async () => {
        const response = await multipart('/api/admin/publications', { ...PUBLICATION, titleHi: 'न'.repeat(201) }, cover);
        expectError(response, 400, 'titleHi must be at most 200 characters');
        expect(response.body.errors.titleHi).toContain('titleHi must be at most 200 characters');
      });
    });
  });

  describe('editing the texts of an existing photo or publication (PUT, JSON, no file)', () => {
    const HINDI = { 'Accept-Language': 'hi' };
    const put = (url: string, body: object) => call(t.http, ['put', url], admin.auth).send(body);

    /** A record as stored before the Hindi fields existed: no titleHi or descriptionHi at all. */
    async function withoutHindiFields(collection: string, id: Types.ObjectId): Promise<void> {
      await connection.collection(collection).updateOne({ _id: id }, { $unset: { titleHi: '', descriptionHi: '' } });
    }

    /** Gives a stored record its Hindi texts (the factories take none). */
    async function withHindi(collection: string, id: Types.ObjectId, hindi: { titleHi: string; descriptionHi: string }): Promise<void> {
      await connection.collection(collection).updateOne({ _id: id }, { $set: hindi });
    }

    /** The newest activity entry of that kind for the record, as the Activity tab reads it. */
    async function latestEntry(kind: AuditKind, recordId: string): Promise<AuditEntry | undefined> {
      const page = await call(t.http, ['get', `/api/admin/activity?kind=${kind}&pageSize=100`], admin.auth).expect(200);
      return (page.body.items as AuditEntry[]).find((entry) => entry.recordId === recordId);
    }

    /** Asserts that the record (by its collection) is as it was: a refused request changes nothing. */
    async function expectUnchanged(collection: string, id: Types.ObjectId, action: () => Promise<void>): Promise<void> {
      const before = await connection.collection(collection).findOne({ _id: id });
      await action();
      expect(await connection.collection(collection).findOne({ _id: id })).toEqual(before);
    }

    describe('a gallery photo: PUT /api/admin/gallery/:id', () => {
      const findIn = (list: Array<{ _id: string }>, id: string) => list.find((item) => item._id === id);

      it('gives a photo uploaded before the Hindi fields its Hindi and new English; both reads (English and Hindi, list and page) show them at once; the photo stays', async () => {
        const item = await createGalleryItem(t.app, { title: 'Sports day', description: 'Races', category: 'Events' });
        await withoutHindiFields('gallery_items', item._id);
        const id = String(item._id);
        // Read first, so the lists are in the read cache that the edit must drop.
        const oldList = findIn((await request(t.http).get('/api/admin/gallery').expect(200)).body, id);
        expect(oldList).not.toHaveProperty('titleHi');
        await request(t.http).get('/api/admin/gallery?category=Campaigns&page=1').expect(200);

        const edited = await put(`/api/admin/gallery/${id}`, {
          title: ' Sports day 2025 ',
          description: 'Races and prizes',
          category: 'Campaigns',
          titleHi: ' खेल दिवस 2025 ',
          descriptionHi: 'दौड़ और इनाम',
        }).expect(200);
        expect(edited.body).toEqual({
          ...oldList,
          title: 'Sports day 2025',
          description: 'Races and prizes',
          category: 'Campaigns',
          titleHi: 'खेल दिवस 2025',
          descriptionHi: 'दौड़ और इनाम',
        });

        for (const headers of [{}, HINDI]) {
          expect(findIn((await request(t.http).get('/api/admin/gallery').set(headers).expect(200)).body, id)).toEqual(edited.body);
          const page = (await request(t.http).get('/api/admin/gallery?category=Campaigns&page=1').set(headers).expect(200)).body;
          expect(findIn(page.items, id)).toEqual(edited.body);
        }
      });

      it('changes only the fields sent; a blank Hindi field (or null) clears it, and the reads then answer no Hindi (the page shows the English)', async () => {
        const item = await createGalleryItem(t.app, { title: 'Annual day' });
        await withHindi('gallery_items', item._id, { titleHi: 'वार्षिक उत्सव', descriptionHi: 'मंच पर बच्चे' });
        const id = String(item._id);
        const kept = await put(`/api/admin/gallery/${id}`, { description: 'On stage' }).expect(200);
        expect(kept.body).toMatchObject({ title: 'Annual day', description: 'On stage', titleHi: 'वार्षिक उत्सव', descriptionHi: 'मंच पर बच्चे' });

        const cleared = await put(`/api/admin/gallery/${id}`, { titleHi: '  ', descriptionHi: null }).expect(200);
        expect(cleared.body).toMatchObject({ title: 'Annual day', description: 'On stage' });
        expect(cleared.body).not.toHaveProperty('titleHi');
        expect(cleared.body).not.toHaveProperty('descriptionHi');
        for (const headers of [{}, HINDI]) {
          expect(findIn((await request(t.http).get('/api/admin/gallery').set(headers).expect(200)).body, id)).toEqual(cleared.body);
        }
        expect(await connection.collection('gallery_items').findOne({ _id: item._id })).toMatchObject({ titleHi: '', descriptionHi: '' });
      });

      it('records the edit on the activity log, before and after', async () => {
        const item = await createGalleryItem(t.app, { title: 'Tree planting', category: 'Events' });
        const id = String(item._id);
        await put(`/api/admin/gallery/${id}`, { category: 'Campaigns', titleHi: 'वृक्षारोपण' }).expect(200);
        const entry = await latestEntry('gallery', id);
        expect(entry).toMatchObject({ action: 'update', recordLabel: 'Tree planting', actorEmail: admin.email });
        expect(entry!.changes).toEqual([
          { field: 'titleHi', before: null, after: 'वृक्षारोपण' },
          { field: 'category', before: 'Events', after: 'Campaigns' },
        ]);
      });

      it('answers 404 with a JSON message for an unknown or deleted id, 400 for a malformed one', async () => {
        expectError(await put(`/api/admin/gallery/${UNKNOWN_ID}`, { title: 'x' }), 404, GALLERY_MESSAGES.notFound);
        const item = await createGalleryItem(t.app);
        await call(t.http, ['delete', `/api/admin/image/${String(item._id)}`], admin.auth).expect(200);
        expectError(await put(`/api/admin/gallery/${String(item._id)}`, { title: 'x' }), 404, GALLERY_MESSAGES.notFound);
        expectError(await put('/api/admin/gallery/42', { title: 'x' }), 400, 'Invalid id');
      });

      it.each([
        ['a blank title', { title: ' ' }, 'title', 'title is required'],
        ['a null title', { title: null }, 'title', 'title is required'],
        ['a blank description', { description: '' }, 'description', 'description is required'],
        ['an unknown category', { category: 'Parties' }, 'category', 'category must be one of: Events, Campaigns, Celebrations, Workshops, Community, Others'],
        ['a too long titleHi', { titleHi: 'न'.repeat(201) }, 'titleHi', 'titleHi must be at most 200 characters'],
        ['a too long descriptionHi', { descriptionHi: 'न'.repeat(5001) }, 'descriptionHi', 'descriptionHi must be at most 5000 characters'],
        ['a field that is not a text (the photo)', { imageUrl: '/api/uploads/public/gallery/other.webp' }, 'imageUrl', 'property imageUrl should not exist'],
      ])('refuses %s with 400 naming it, changing nothing', async (_label, body, field, message) => {
        const item = await createGalleryItem(t.app);
        await withHindi('gallery_items', item._id, { titleHi: 'खेल', descriptionHi: 'दौड़' });
        await expectUnchanged('gallery_items', item._id, async () => {
          const response = await put(`/api/admin/gallery/${String(item._id)}`, { description: 'Changed', ...body });
          expectError(response, 400, message);
          expect(response.body.errors[field]).toContain(message);
        });
      });
    });

    describe('a publication: PUT /api/admin/publications/:id', () => {
      const findIn = (list: Array<{ _id: string }>, id: string) => list.find((item) => item._id === id);

      it('gives a publication uploaded before the Hindi fields its Hindi and new fields; the admin list and the public read (English and Hindi) show them at once; the cover stays', async () => {
        const publication = await createPublication(t.app, { title: 'Newsletter', coverImagePath: 'public/publications/kept.webp' });
        await withoutHindiFields('publications', publication._id);
        const id = String(publication._id);
        const before = findIn((await request(t.http).get('/api/public/publications').expect(200)).body, id);
        expect(before).not.toHaveProperty('titleHi');

        const changes = {
          title: 'Newsletter, spring 2025',
          type: 'annual_report',
          description: 'The spring term.',
          publishDate: '2025-04-15',
          fileUrl: 'https://example.org/spring.pdf',
          flipbookUrl: 'https://flipbook.example.org/spring',
          titleHi: 'समाचार पत्र, वसंत 2025',
          descriptionHi: ' वसंत का सत्र ',
        };
        const edited = await put(`/api/admin/publications/${id}`, changes).expect(200);
        expect(edited.body).toEqual({
          ...before,
          ...changes,
          publishDate: '2025-04-15T00:00:00.000Z',
          descriptionHi: 'वसंत का सत्र',
          coverImage: '/api/uploads/public/publications/kept.webp',
        });
        for (const headers of [{}, HINDI]) {
          expect(findIn((await request(t.http).get('/api/public/publications').set(headers).expect(200)).body, id)).toEqual(edited.body);
        }
        expect(findIn((await call(t.http, ['get', '/api/admin/publications'], admin.auth).expect(200)).body, id)).toEqual(edited.body);
      });

      it('changes only the fields sent; a blank Hindi field clears it, and the reads then answer no Hindi', async () => {
        const publication = await createPublication(t.app, { title: 'Annual Report' });
        await withHindi('publications', publication._id, { titleHi: 'वार्षिक रिपोर्ट', descriptionHi: 'हमारा साल' });
        const id = String(publication._id);
        const kept = await put(`/api/admin/publications/${id}`, { flipbookUrl: 'https://flipbook.example.org/ar' }).expect(200);
        expect(kept.body).toMatchObject({ title: 'Annual Report', flipbookUrl: 'https://flipbook.example.org/ar', titleHi: 'वार्षिक रिपोर्ट', descriptionHi: 'हमारा साल' });

        const cleared = await put(`/api/admin/publications/${id}`, { titleHi: '', descriptionHi: ' ' }).expect(200);
        expect(cleared.body).not.toHaveProperty('titleHi');
        expect(cleared.body).not.toHaveProperty('descriptionHi');
        for (const headers of [{}, HINDI]) {
          expect(findIn((await request(t.http).get('/api/public/publications').set(headers).expect(200)).body, id)).toEqual(cleared.body);
        }
      });

      it('records the edit on the activity log, before and after', async () => {
        const publication = await createPublication(t.app, { title: 'Quarterly', publishDate: new Date('2024-04-01T00:00:00Z') });
        const id = String(publication._id);
        await put(`/api/admin/publications/${id}`, { publishDate: '2024-05-01', descriptionHi: 'तिमाही' }).expect(200);
        const entry = await latestEntry('publication', id);
        expect(entry).toMatchObject({ action: 'update', recordLabel: 'Quarterly', actorEmail: admin.email });
        expect(entry!.changes).toEqual([
          { field: 'descriptionHi', before: null, after: 'तिमाही' },
          { field: 'publishDate', before: '2024-04-01', after: '2024-05-01' },
        ]);
      });

      it('answers 404 with a JSON message for an unknown id, 400 for a malformed one', async () => {
        expectError(await put(`/api/admin/publications/${UNKNOWN_ID}`, { title: 'x' }), 404, PUBLICATION_MESSAGES.notFound);
        expectError(await put(`/api/admin/publications/${new Types.ObjectId().toHexString()}`, {}), 404, PUBLICATION_MESSAGES.notFound);
        expectError(await put('/api/admin/publications/nope', { title: 'x' }), 400, 'Invalid id');
      });

      it.each([
        ['a blank title', { title: '' }, 'title', 'title is required'],
        ['an unknown type', { type: 'magazine' }, 'type', 'type must be one of: newsletter, annual_report'],
        ['a publish date that is not a date', { publishDate: '31/03/2025' }, 'publishDate', 'publishDate must be a date (YYYY-MM-DD or an ISO date-time)'],
        // The cover is there already: a missing link is asked for on its own.
        ['a blank file link', { fileUrl: '' }, 'fileUrl', 'fileUrl is required'],
        ['a javascript: file link', { fileUrl: 'javascript:alert(1)' }, 'fileUrl', 'fileUrl must be an http(s) URL'],
        ['a blank flipbook link', { flipbookUrl: ' ' }, 'flipbookUrl', 'flipbookUrl is required'],
        ['a too long titleHi', { titleHi: 'न'.repeat(201) }, 'titleHi', 'titleHi must be at most 200 characters'],
        ['the cover', { coverImagePath: 'public/x.webp' }, 'coverImagePath', 'property coverImagePath should not exist'],
      ])('refuses %s with 400 naming it, changing nothing', async (_label, body, field, message) => {
        const publication = await createPublication(t.app);
        await expectUnchanged('publications', publication._id, async () => {
          const response = await put(`/api/admin/publications/${String(publication._id)}`, { description: 'Changed', ...body });
          expectError(response, 400, message);
          expect(response.body.errors[field]).toContain(message);
        });
      });
    });
  });
});
