import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/app';
import { VISITOR_COUNT_WINDOW_MS } from '../src/config/rate-limits';
import { ThrottleHitRepository } from '../src/database/repositories/throttle-hit.repository';
import { createAnnouncement, newAddress } from './helpers/factories';

describe('public routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  describe('POST /api/public/increment-visitor', () => {
    /** A footer's call from a client address (the app trusts the loopback proxy's X-Forwarded-For). */
    const visit = (from: { 'X-Forwarded-For': string }) => request(t.http).post('/api/public/increment-visitor').set(from);

    it('may be called by anyone, without a token', async () => {
      await request(t.http).post('/api/public/increment-visitor').expect(200);
    });

    it('returns the count, one higher for the first call from an address in an hour', async () => {
      const first = await visit(newAddress()).expect(200);
      const second = await visit(newAddress()).expect(200);
      expect(Object.keys(first.body)).toEqual(['count']);
      expect(typeof first.body.count).toBe('number');
      expect(second.body.count).toBe(first.body.count + 1);
    });

    it('counts an address once an hour however often it calls, all at once too, answering the count as it stands', async () => {
      const address = newAddress();
      const before = (await visit(newAddress()).expect(200)).body.count as number;
      const first = await visit(address).expect(200);
      expect(first.body).toEqual({ count: before + 1 });

      const again = await Promise.all(Array.from({ length: 20 }, () => visit(address)));
      expect(again.map((response) => [response.status, response.body])).toEqual(Array(20).fill([200, { count: before + 1 }]));
      // Twenty first calls of another address at once: one of them counts.
      const burst = newAddress();
      const together = await Promise.all(Array.from({ length: 20 }, () => visit(burst)));
      expect(together.every((response) => response.status === 200 && [before + 1, before + 2].includes(response.body.count))).toBe(true);
      expect((await visit(newAddress()).expect(200)).body).toEqual({ count: before + 3 });
    });

    it('counts an address again once its last counted visit has left the window', async () => {
      const address = newAddress();
      // A visit counted two windows ago.
      const longAgo = new Date(Date.now() - 2 * VISITOR_COUNT_WINDOW_MS - 1000);
      await t.app.get(ThrottleHitRepository).firstInWindow('visitor', address['X-Forwarded-For'], VISITOR_COUNT_WINDOW_MS, longAgo);
      const before = (await visit(newAddress()).expect(200)).body.count as number;
      expect((await visit(address).expect(200)).body).toEqual({ count: before + 1 });
    });

    it('200 visitors from 200 addresses at once add exactly 200, each seeing a count of its own', async () => {
      const visitors = 200;
      const before = (await visit(newAddress()).expect(200)).body.count as number;
      const responses = await Promise.all(Array.from({ length: visitors }, () => visit(newAddress())));
      expect(responses.map((response) => response.status)).toEqual(Array(visitors).fill(200));

      const counts = responses.map((response) => response.body.count as number).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: visitors }, (_, i) => before + 1 + i));
      const after = (await visit(newAddress()).expect(200)).body.count as number;
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
