import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { GALLERY_FILTERS, GALLERY_PAGE_SIZE, PAGE_MAX, PAGE_SIZE_MAX, type GalleryCategory } from '@society/contracts';
import { GalleryItemRepository } from '../src/database/repositories/gallery-item.repository';
import { FileStorage } from '../src/storage/file-storage';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createCoreTeamMember, createGalleryItem, createPublication } from './helpers/factories';
import { makeImage } from './helpers/images';

describe('public site content', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  describe('GET /api/public/publications', () => {
    it('may be called by anyone and answers an empty list when there is nothing', async () => {
      const response = await request(t.http).get('/api/public/publications').expect(200);
      expect(response.body).toEqual([]);
    });

    it('lists publications newest publishDate first, covers as site paths', async () => {
      await createPublication(t.app, { title: 'Newsletter 2023', publishDate: new Date('2023-06-01T00:00:00Z') });
      await createPublication(t.app, {
        title: 'Annual Report 2024',
        type: 'annual_report',
        publishDate: new Date('2024-03-31T00:00:00Z'),
        flipbookUrl: 'https://flipbook.example.org/2024',
        coverImagePath: 'public/publications/cover-2024.webp',
      });
      await createPublication(t.app, { title: 'Newsletter 2022', publishDate: new Date('2022-12-01T00:00:00Z') });

      const response = await request(t.http).get('/api/public/publications').expect(200);

      expect(response.body.map((p: { title: string }) => p.title)).toEqual(['Annual Report 2024', 'Newsletter 2023', 'Newsletter 2022']);
      expect(response.body[0]).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'Annual Report 2024',
        type: 'annual_report',
        description: 'What we did this quarter.',
        publishDate: '2024-03-31T00:00:00.000Z',
        fileUrl: 'https://example.org/newsletter.pdf',
        flipbookUrl: 'https://flipbook.example.org/2024',
        coverImage: '/api/uploads/public/publications/cover-2024.webp',
        // Stored with one copy only (before copies per width were made): no srcset.
        coverImageSrcSet: '',
      });
      expect(response.body[1]).toMatchObject({ flipbookUrl: '', coverImage: '', coverImageSrcSet: '' });
    });
  });

  describe('GET /api/admin/gallery (public read)', () => {
    it('may be called by anyone and lists items newest first with only the public fields', async () => {
      const own = await createTestApp({ database: `${t.database}_gallery` });
      expect((await request(own.http).get('/api/admin/gallery').expect(200)).body).toEqual([]);
      await createGalleryItem(own.app, { title: 'Older', category: 'Workshops', imagePath: 'public/gallery/older.webp' });
      await createGalleryItem(own.app, {
        title: 'Newer',
        category: 'Events',
        imagePath: 'public/gallery/newer.webp',
        imageVariants: [
          { width: 480, path: 'public/gallery/newer-small.webp' },
          { width: 1600, path: 'public/gallery/newer.webp' },
        ],
        description: 'Sports day',
      });

      const response = await request(own.http).get('/api/admin/gallery').expect(200);

      expect(response.body).toEqual([
        {
          _id: expect.any(String),
          imageUrl: '/api/uploads/public/gallery/newer.webp',
          imageSrcSet: '/api/uploads/public/gallery/newer-small.webp 480w, /api/uploads/public/gallery/newer.webp 1600w',
          title: 'Newer',
          description: 'Sports day',
          category: 'Events',
        },
        {
          _id: expect.any(String),
          imageUrl: '/api/uploads/public/gallery/older.webp',
          imageSrcSet: '',
          title: 'Older',
          description: 'Children performing on stage.',
          category: 'Workshops',
        },
      ]);
    });
  });

  describe('GET /api/admin/gallery with list parameters: one page (issue 31)', () => {
    let own: TestApp;
    /** Titles newest first: 60 photos, added oldest first, in three categories by turns. */
    const newestFirst: Array<{ title: string; category: GalleryCategory }> = [];
    const CATEGORIES: GalleryCategory[] = ['Events', 'Workshops', 'Campaigns'];
    const gallery = async (query: Record<string, string | number>) => (await request(own.http).get('/api/admin/gallery').query(query).expect(200)).body;
    const titles = (page: { items: Array<{ title: string }> }) => page.items.map((item) => item.title);
    const titlesOf = (category?: GalleryCategory) => newestFirst.filter((item) => !category || item.category === category).map((item) => item.title);

    beforeAll(async () => {
      own = await createTestApp({ database: `${t.database}_gallery_pages` });
      for (let index = 0; index < 60; index += 1) {
        const item = { title: `Photo ${index}`, category: CATEGORIES[index % 3] };
        await createGalleryItem(own.app, item);
        newestFirst.unshift(item);
      }
    });

    it('may be called by anyone and answers 24 photos a page, newest first, with the total', async () => {
      const first = await gallery({ page: 1 });
      expect(first).toEqual({ items: expect.any(Array), total: 60, page: 1, pageSize: GALLERY_PAGE_SIZE });
      expect(first.items[0]).toEqual({ _id: expect.any(String), imageUrl: expect.stringMatching(/^\/api\/uploads\/public\/gallery\//), imageSrcSet: '', title: 'Photo 59', description: 'Children performing on stage.', category: 'Campaigns' });
      expect(titles(first)).toEqual(titlesOf().slice(0, 24));
      expect(titles(await gallery({ page: 2 }))).toEqual(titlesOf().slice(24, 48));
      const last = await gallery({ page: 3 });
      expect(last).toMatchObject({ total: 60, page: 3, pageSize: 24 });
      expect(titles(last)).toEqual(titlesOf().slice(48));
      // Each of the three parameters alone asks for the page.
      expect(titles(await gallery({ pageSize: 10 }))).toEqual(titlesOf().slice(0, 10));
      expect(await gallery({ category: 'All' })).toMatchObject({ total: 60, page: 1, pageSize: 24 });
      expect(await gallery({ pageSize: PAGE_SIZE_MAX })).toMatchObject({ total: 60, pageSize: PAGE_SIZE_MAX });
    });

    it('keeps the plain list, every photo newest first, without list parameters', async () => {
      const all = (await request(own.http).get('/api/admin/gallery').expect(200)).body as Array<{ title: string }>;
      expect(all.map((item) => item.title)).toEqual(titlesOf());
    });

    it("filters by category, 'All' being every category", async () => {
      const workshops = await gallery({ category: 'Workshops', page: 1 });
      expect(workshops).toMatchObject({ total: 20, page: 1, pageSize: 24 });
      expect(titles(workshops)).toEqual(titlesOf('Workshops'));
      expect(workshops.items.every((item: { category: string }) => item.category === 'Workshops')).toBe(true);
      expect(titles(await gallery({ category: 'Events', pageSize: 8, page: 2 }))).toEqual(titlesOf('Events').slice(8, 16));
      expect(titles(await gallery({ category: 'All', page: 2 }))).toEqual(titlesOf().slice(24, 48));
      expect(await gallery({ category: 'Community' })).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
    });

    it('answers a page past the last with no photos and the total', async () => {
      expect(await gallery({ page: 4 })).toEqual({ items: [], total: 60, page: 4, pageSize: 24 });
      expect(await gallery({ category: 'Campaigns', page: PAGE_MAX })).toEqual({ items: [], total: 20, page: PAGE_MAX, pageSize: 24 });
    });

    it('shows a photo added or deleted on the next page read', async () => {
      await gallery({ category: 'Events', page: 1 }); // kept in memory now
      const added = await createGalleryItem(own.app, { title: 'Brand new', category: 'Events' });
      const after = await gallery({ category: 'Events', page: 1 });
      expect(after.total).toBe(21);
      expect(after.items[0].title).toBe('Brand new');
      await own.app.get(GalleryItemRepository).deleteById(String(added._id));
      const again = await gallery({ category: 'Events', page: 1 });
      expect(again.total).toBe(20);
      expect(titles(again)).toEqual(titlesOf('Events'));
    });

    it('refuses bad parameters with 400 and a message naming the parameter', async () => {
      const bad: Array<[Record<string, string | number>, string]> = [
        [{ category: 'Sports' }, `category must be one of: ${GALLERY_FILTERS.join(', ')}`],
        [{ category: '' }, `category must be one of: ${GALLERY_FILTERS.join(', ')}`],
        [{ category: 'events' }, `category must be one of: ${GALLERY_FILTERS.join(', ')}`],
        [{ page: 0 }, 'page must be at least 1'],
        [{ page: 'two' }, 'page must be a whole number'],
        [{ page: 1.5 }, 'page must be a whole number'],
        [{ page: PAGE_MAX + 1 }, `page must be at most ${PAGE_MAX}`],
        [{ pageSize: 0 }, 'pageSize must be at least 1'],
        [{ pageSize: PAGE_SIZE_MAX + 1 }, `pageSize must be at most ${PAGE_SIZE_MAX}`],
        [{ pageSize: 'all' }, 'pageSize must be a whole number'],
        [{ search: 'day' }, 'property search should not exist'],
        [{ sort: 'createdAt' }, 'property sort should not exist'],
      ];
      for (const [query, message] of bad) expectError(await request(own.http).get('/api/admin/gallery').query(query), 400, message);
    });
  });

  describe('GET /api/admin/coreteam (public read)', () => {
    it('may be called by anyone and exposes only name, position, photo and social links, by order then name', async () => {
      const own = await createTestApp({ database: `${t.database}_team` });
      await createCoreTeamMember(own.app, {
        name: 'Zoya Khan',
        position: 'Treasurer',
        order: 2,
        email: 'zoya.private@example.org',
        phone: '+91 90000 11111',
        address: '12 Secret Lane, Ambala',
        bio: 'private-bio-text',
        dateOfJoining: new Date('2022-01-15'),
        profilePhotoPath: 'public/coreteam/zoya.webp',
        linkedin: 'https://www.linkedin.com/in/zoya',
      });
      await createCoreTeamMember(own.app, { name: 'Arjun Mehta', position: 'President', order: 2, instagram: 'https://instagram.com/arjun' });
      await createCoreTeamMember(own.app, { name: 'Meera Sharma', position: 'Founder', order: 1 });

      const response = await request(own.http).get('/api/admin/coreteam').expect(200);

      expect(response.body.map((m: { name: string }) => m.name)).toEqual(['Meera Sharma', 'Arjun Mehta', 'Zoya Khan']);
      for (const member of response.body) {
        expect(Object.keys(member).sort()).toEqual(['_id', 'instagram', 'linkedin', 'name', 'position', 'profilePhotoPath', 'profilePhotoSrcSet']);
      }
      expect(response.body[2]).toEqual({
        _id: expect.any(String),
        name: 'Zoya Khan',
        position: 'Treasurer',
        profilePhotoPath: '/api/uploads/public/coreteam/zoya.webp',
        profilePhotoSrcSet: '',
        linkedin: 'https://www.linkedin.com/in/zoya',
        instagram: '',
      });
      expect(response.body[0].profilePhotoPath).toBe('');
      expect(response.text).not.toMatch(/zoya\.private|90000|Secret Lane|private-bio-text|2022-01-15/);
    });
  });

  describe('GET /api/uploads/public/*', () => {
    let storage: FileStorage;

    beforeAll(() => {
      storage = t.app.get(FileStorage);
    });

    it('serves a stored public image to anyone with its image type, nosniff and a long cache', async () => {
      const webp = await makeImage('webp');
      const key = await storage.save('public', 'gallery', webp, 'webp');

      const response = await request(t.http).get(`/api/${key.replace(/^public/, 'uploads/public')}`).buffer(true).expect(200);

      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(webp.length);
      expect(Buffer.compare(response.body as Buffer, webp)).toBe(0);
    });

    it('answers 404 for a missing file and for folders (no listing)', async () => {
      await storage.save('public', 'gallery', await makeImage('png'), 'png');
      for (const url of ['/api/uploads/public/gallery/0f0f0f0f-0000-4000-8000-000000000000.png', '/api/uploads/public/gallery', '/api/uploads/public/', '/api/uploads/public']) {
        expectError(await request(t.http).get(url), 404);
      }
    });

    it('never serves a file that is not an image (HTML, SVG, unknown types) nor a hidden file', async () => {
      const folder = path.join(t.uploadDir, 'public', 'odd');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'page.html'), '<script>alert(1)</script>');
      fs.writeFileSync(path.join(folder, 'vector.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      fs.writeFileSync(path.join(folder, 'notes.txt'), 'hello');
      fs.writeFileSync(path.join(folder, '.half-written.tmp'), 'partial');
      fs.writeFileSync(path.join(folder, '.hidden.png'), await makeImage('png'));

      for (const name of ['page.html', 'vector.svg', 'notes.txt', '.half-written.tmp', '.hidden.png']) {
        const response = await request(t.http).get(`/api/uploads/public/odd/${name}`);
        expectError(response, 404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });

    it('never serves the private area, however the path is written', async () => {
      const key = await storage.save('private', 'donations', await makeImage('png'), 'png');
      const name = path.basename(key);
      for (const url of [
        `/api/uploads/${key}`,
        `/api/uploads/private/donations/${name}`,
        `/api/uploads/public/..%2Fprivate%2Fdonations%2F${name}`,
        `/api/uploads/public/%2e%2e/private/donations/${name}`,
        `/api/uploads/public/%2e%2e%2f%2e%2e%2f${encodeURIComponent(key)}`,
        `/api/uploads/public/donations/${name}`,
      ]) {
        expectError(await request(t.http).get(url), 404);
      }
    });

    it('does not follow a symbolic link out of the public area', async () => {
      const key = await storage.save('private', 'donations', await makeImage('png'), 'png');
      const folder = path.join(t.uploadDir, 'public', 'links');
      fs.mkdirSync(folder, { recursive: true });
      fs.symlinkSync(path.join(t.uploadDir, key), path.join(folder, 'leak.png'));
      expectError(await request(t.http).get('/api/uploads/public/links/leak.png'), 404);
    });
  });
});
