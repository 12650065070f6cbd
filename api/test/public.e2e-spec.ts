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

    it('200 visitors at once add exactly 200, each seeing a count of its own', async () => {
      const visitors = 200;
      const before = (await request(t.http).post('/api/public/increment-visitor').expect(200)).body.count as number;
      const responses = await Promise.all(Array.from({ length: visitors }, () => request(t.http).post('/api/public/increment-visitor')));
      expect(responses.map((response) => response.status)).toEqual(Array(visitors).fill(200));

      const counts = responses.map((response) => response.body.count as number).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: visitors }, (_, i) => before + 1 + i));
      const after = (await request(t.http).post('/api/public/increment-visitor').expect(200)).body.count as number;
      expect(after).toBe(before + visitors + 1);
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
