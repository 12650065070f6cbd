import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/app';
import { createAnnouncement } from './helpers/factories';

describe('public routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  describe('POST /api/public/increment-visitor', () => {
    it('may be called by anyone, without a token', async () => {
      await request(t.http).post('/api/public/increment-visitor').expect(200);
    });

    it('returns the count, one higher on each call', async () => {
      const first = await request(t.http).post('/api/public/increment-visitor').expect(200);
      const second = await request(t.http).post('/api/public/increment-visitor').expect(200);
      expect(Object.keys(first.body)).toEqual(['count']);
      expect(typeof first.body.count).toBe('number');
      expect(second.body.count).toBe(first.body.count + 1);
    });
  });

  describe('GET /api/public/Announcement', () => {
    it('may be called by anyone and answers an empty list when there is nothing to announce', async () => {
      const response = await request(t.http).get('/api/public/Announcement').expect(200);
      expect(response.body).toEqual([]);
    });

    it('lists announcements ascending by order with only the public fields', async () => {
      await createAnnouncement(t.app, { Title: 'Third', Announcement: 'c', order: 3 });
      await createAnnouncement(t.app, { Title: 'First', Announcement: 'a', order: 1 });
      await createAnnouncement(t.app, { Title: 'Second', Announcement: 'b', order: 2 });

      const response = await request(t.http).get('/api/public/Announcement').expect(200);

      expect(response.body.map((item: { Title: string }) => item.Title)).toEqual(['First', 'Second', 'Third']);
      expect(Object.keys(response.body[0]).sort()).toEqual(['Announcement', 'Title', '_id', 'order']);
      expect(response.body[0]).toMatchObject({ Title: 'First', Announcement: 'a', order: 1 });
      expect(response.body[0]._id).toMatch(/^[0-9a-f]{24}$/);
    });
  });
});
