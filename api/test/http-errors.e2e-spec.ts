import request from 'supertest';
import { logSink } from './helpers/log-sink';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs } from './helpers/factories';

describe('HTTP plumbing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await request(t.http).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.c",');
    expectError(response, 400, 'Request body is not valid JSON.');
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const response = await request(t.http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) }));
    expectError(response, 413, 'Request body is too large (limit 1 MB).');
  });

  it('accepts a JSON body just under 1 MB (then validates it)', async () => {
    const response = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(1000 * 1000) });
    expectError(response, 400, 'password must be shorter than or equal to 128 characters');
  });

  it('answers an unknown field with 400 naming it, and lists problems by field', async () => {
    const response = await request(t.http).post('/api/auth/login').send({ email: 'a@b.c', password: 'p', role: 'admin' });
    expectError(response, 400, 'property role should not exist');
    expect(response.body.errors).toEqual({ role: ['property role should not exist'] });
  });

  it('answers a wrongly typed field with 400 naming it', async () => {
    const response = await request(t.http).post('/api/auth/login').send({ email: 'a@b.c', password: { $ne: null } });
    expectError(response, 400, 'password must be a string');
  });

  it('answers a malformed id with 400', async () => {
    const admin = await loginAs(t, 'admin');
    expectError(await request(t.http).delete('/api/admin/users/xyz').set('Authorization', admin.auth), 400, 'Invalid id');
  });

  it('answers an unknown route with 404 in the same shape', async () => {
    expectError(await request(t.http).get('/api/no-such-route'), 404);
  });

  it('sends helmet security headers and no x-powered-by', async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI UI at /api/docs and the document listing the routes', async () => {
    const ui = await request(t.http).get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
    const document = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/admin/users',
        '/api/public/Announcement',
        '/api/public/contact',
        '/api/public/donations',
        '/api/hr/applicants/volunteer',
        '/api/hr/applicants/intern',
        '/api/public/publications',
      ]),
    );
  });

  describe('request logs', () => {
    it('record each request without passwords, tokens or the Authorization header', async () => {
      const { stream, lines } = logSink();
      const logged = await createTestApp({ database: t.database, env: { LOG_LEVEL: 'info' }, logStream: stream });
      const hr = await loginAs(logged, 'hr');
      await request(logged.http).get('/api/auth/me?aadharCard=1234').set('Authorization', hr.auth).set('Cookie', 'sid=cookie-secret').expect(200);
      await request(logged.http).post('/api/auth/login').send({ email: hr.email, password: 'typed-wrong-secret' }).expect(401);

      const log = lines.join('');
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
      expect(requests.map((entry) => [entry.req.method, entry.res.statusCode])).toEqual(
        expect.arrayContaining([
          ['GET', 200],
          ['POST', 401],
        ]),
      );
      expect(log).not.toContain(hr.token);
      expect(log).not.toContain(hr.password);
      expect(log).not.toContain('typed-wrong-secret');
      expect(log).not.toContain('cookie-secret');
    });
  });
});
