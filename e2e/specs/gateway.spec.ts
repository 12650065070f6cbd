// The nginx gateway itself: security headers, caching, fallbacks and body limits, as a browser
// (or any HTTP client) sees them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../scripts/lib/embedded-db.cjs';
import { startNginx } from '../../scripts/lib/gateway.cjs';
import { MESSAGES } from '@society/contracts';
import { baseUrl, tempDir } from '../support/state';

const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${urlPath}`, { headers });

describe('the gateway', () => {
  it('sends the security headers with the page', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('has browsers revalidate index.html, the manifest and remote entries, and cache hashed files for good', async () => {
    const index = await get('/index.html');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes/public/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');

    const hashedScript = /src="(\/[^"]*\.[0-9a-f]{8,}\.js)"/.exec(await index.text());
    expect(hashedScript).not.toBeNull();
    const asset = await get(hashedScript![1], { 'Accept-Encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the remotes manifest from nginx/remotes.json', async () => {
    const response = await get('/remotes.json');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(JSON.parse(fs.readFileSync(path.join(__dirname, '../../nginx/remotes.json'), 'utf8')));
  });

  it("answers the shell's page for client-side routes, but a real 404 for a missing remote file", async () => {
    const route = await get('/campaigns/nayiudaan');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect((await get('/remotes/admin/no-such-chunk.js')).status).toBe(404);
  });

  it('refuses an oversized request body with a JSON 413', async () => {
    const response = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ statusCode: 413, message: expect.any(String) });
  });

  it('lets a large publication upload through to the API', async () => {
    // 3 MB: over the general limit, under the publications one; nginx buffers it to a temp file.
    const form = new FormData();
    form.append('coverImage', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'cover.png');
    const response = await fetch(`${baseUrl()}/api/admin/publications`, { method: 'POST', body: form });
    // The API's own answer (no token), not the gateway's 413 or a 500 from a failed buffer.
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, message: MESSAGES.sessionRequired });
  });

  describe("the visitor's address passed to the API (which rate-limits by it)", () => {
    let echo: http.Server;
    let echoPort: number;
    const gateways: Array<() => Promise<void>> = [];
    beforeAll(async () => {
      // Stands in for the API: answers with the X-Forwarded-For it was given.
      echo = http.createServer((request, response) => response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'] })));
      echoPort = await freePort();
      await new Promise<void>((resolve) => echo.listen(echoPort, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const stop of gateways) await stop();
      await new Promise((resolve) => echo.close(resolve));
    });

    async function forwardedFor(name: string, trustedProxiesFile?: string): Promise<string> {
      const gateway = await startNginx({ runDir: path.join(tempDir(), name), port: await freePort(), apiPort: echoPort, trustedProxiesFile });
      gateways.push(gateway.stop);
      const response = await fetch(`http://127.0.0.1:${gateway.port}/api/echo`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      return ((await response.json()) as { forwardedFor: string }).forwardedFor;
    }

    it('is the peer the gateway sees, whatever X-Forwarded-For a client sends', async () => {
      expect(await forwardedFor('nginx-edge')).toBe('127.0.0.1');
    });

    it("is taken from a named proxy's X-Forwarded-For (nginx/trusted-proxies.conf)", async () => {
      const file = path.join(tempDir(), 'trusted-proxies.conf');
      fs.writeFileSync(file, 'set_real_ip_from 127.0.0.1;\nreal_ip_header X-Forwarded-For;\nreal_ip_recursive on;\n');
      expect(await forwardedFor('nginx-behind-proxy', file)).toBe('203.0.113.7');
    });
  });

  describe('when the API is down', () => {
    let stop: () => Promise<void>;
    let downUrl: string;
    beforeAll(async () => {
      // A second gateway whose API address has nothing listening.
      const gateway = await startNginx({ runDir: path.join(tempDir(), 'nginx-api-down'), port: await freePort(), apiPort: await freePort() });
      stop = gateway.stop;
      downUrl = `http://127.0.0.1:${gateway.port}`;
    });
    afterAll(async () => {
      await stop();
    });

    it('answers API calls with a JSON 503', async () => {
      const response = await fetch(`${downUrl}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ statusCode: 503, message: expect.stringContaining('temporarily unavailable') });
    });

    it('shows a browser a friendly page, and still serves the site itself', async () => {
      const page = await fetch(`${downUrl}/api/docs`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('We will be back in a moment');
      expect((await fetch(`${downUrl}/`)).status).toBe(200);
    });
  });
});
