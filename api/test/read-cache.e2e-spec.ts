import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/app';
import { loginAs, type LoggedIn } from './helpers/factories';
import { makeImage } from './helpers/images';

// The public lists are kept in memory between reads (database/read-cache.ts): a write through the admin or
// HR API must show on the very next public read, never after a delay.
describe('public reads after staff writes', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let hr: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = [await loginAs(t, 'admin'), await loginAs(t, 'hr')];
  });

  const publicList = async (path: string) => (await request(t.http).get(path).expect(200)).body as Array<Record<string, unknown>>;

  it('lets browsers keep public reads only if they check them first (ETag), and keep no staff answer at all', async () => {
    const path = '/api/public/Announcement';
    const anonymous = await request(t.http).get(path).expect(200);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const etag = anonymous.headers.etag as string;
    expect(etag).toBeTruthy();
    await request(t.http).get(path).set('If-None-Match', etag).expect(304);

    // Donors' details on a shared office computer: nothing stays in its browser cache after logout.
    const staff = await request(t.http).get('/api/public/donations').set('Authorization', admin.auth).expect(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect((await request(t.http).get('/api/hr/applicants').set('Authorization', hr.auth).expect(200)).headers['cache-control']).toBe('private, no-store');
  });

  it('an announcement added, edited and deleted by hr shows on the next public read', async () => {
    const path = '/api/public/Announcement';
    await publicList(path); // cached now
    const created = await request(t.http).post(path).set('Authorization', hr.auth).send({ Title: 'Holiday', Announcement: 'Closed on Friday', order: 1 }).expect(201);
    expect((await publicList(path)).map((item) => item.Title)).toContain('Holiday');
    await request(t.http).put(`${path}/${created.body._id}`).set('Authorization', hr.auth).send({ Title: 'Holiday moved', Announcement: 'Closed on Saturday', order: 1 }).expect(200);
    expect((await publicList(path)).map((item) => item.Title)).toEqual(expect.arrayContaining(['Holiday moved']));
    await request(t.http).delete(`${path}/${created.body._id}`).set('Authorization', hr.auth).expect(200);
    expect((await publicList(path)).map((item) => item._id)).not.toContain(created.body._id);
  });

  it('a core team member added, edited and removed by the admin shows on the next About page read', async () => {
    const path = '/api/admin/coreteam';
    await publicList(path);
    const created = await request(t.http).post('/api/admin/coreteam').set('Authorization', admin.auth).send({ name: 'Kavita Rao', position: 'Treasurer', order: 3 }).expect(201);
    expect((await publicList(path)).map((member) => member.name)).toContain('Kavita Rao');
    await request(t.http).put(`/api/admin/core-team/${created.body._id}`).set('Authorization', admin.auth).send({ position: 'President' }).expect(200);
    expect((await publicList(path)).find((member) => member.name === 'Kavita Rao')?.position).toBe('President');
    await request(t.http).delete(`/api/admin/coreteam/${created.body._id}`).set('Authorization', admin.auth).expect(200);
    expect((await publicList(path)).map((member) => member.name)).not.toContain('Kavita Rao');
  });

  it('a gallery photo added and deleted by the admin shows on the next gallery read', async () => {
    const path = '/api/admin/gallery';
    await publicList(path);
    const created = await request(t.http)
      .post('/api/admin/addImage')
      .set('Authorization', admin.auth)
      .field('title', 'Tree planting')
      .field('description', 'Saplings along the canal')
      .field('category', 'Events')
      .attach('photo', await makeImage('jpeg'), { filename: 'trees.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect((await publicList(path)).map((item) => item.title)).toContain('Tree planting');
    await request(t.http).delete(`/api/admin/image/${created.body._id}`).set('Authorization', admin.auth).expect(200);
    expect((await publicList(path)).map((item) => item._id)).not.toContain(created.body._id);
  });

  it('a publication added by the admin shows on the next publications read', async () => {
    const path = '/api/public/publications';
    await publicList(path);
    await request(t.http)
      .post('/api/admin/publications')
      .set('Authorization', admin.auth)
      .field('title', 'Annual report 2025')
      .field('type', 'annual_report')
      .field('description', 'Our year')
      .field('publishDate', '2025-03-31')
      .field('fileUrl', 'https://example.org/report.pdf')
      .field('flipbookUrl', 'https://example.org/flipbook')
      .attach('coverImage', await makeImage('jpeg'), { filename: 'cover.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect((await publicList(path)).map((item) => item.title)).toContain('Annual report 2025');
  });
});
