import request from 'supertest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/middleware/error-body';
import { TEST_URI_VARIABLE } from './embedded-db';
import { closeTestApp, createTestApp, databaseUri, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs } from './helpers/factories';
import { TcpProxy } from './helpers/tcp-proxy';

describe('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  it("may be called without a token and answers 200 {status: 'ok', database: 'up'}", async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  describe('when the database is unreachable', () => {
    let proxy: TcpProxy;
    let cut: TestApp;

    beforeAll(async () => {
      const target = new URL(process.env[TEST_URI_VARIABLE] as string);
      proxy = new TcpProxy(target.hostname, Number(target.port || 27017));
      await proxy.start();
      const viaProxy = new URL(databaseUri(t.database));
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      cut = await createTestApp({ database: t.database, env: { MONGODB_URI: viaProxy.toString() } });
    });

    afterAll(async () => {
      await closeTestApp(cut); // while the proxy still relays, so closing does not wait on a dead server
      await proxy.stop();
    });

    it('answers 503 on health and on routes that need it (no hang), then recovers by itself', async () => {
      const hr = await loginAs(cut, 'hr');
      await proxy.stop();

      const [health, login, me, visitor] = await Promise.all([
        request(cut.http).get('/api/health'),
        request(cut.http).post('/api/auth/login').send({ email: hr.email, password: hr.password }),
        request(cut.http).get('/api/auth/me').set('Authorization', hr.auth),
        request(cut.http).post('/api/public/increment-visitor'),
      ]);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unavailable', database: 'down' });
      for (const response of [login, me, visitor]) expectError(response, 503, SERVICE_UNAVAILABLE_MESSAGE);

      await proxy.start(); // same port: the driver reconnects by itself
      await request(cut.http).get('/api/auth/me').set('Authorization', hr.auth).expect(200);
      expect((await request(cut.http).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    });
  });
});
