// The nginx gateway itself: security headers, caching, fallbacks, body limits and the errors it
// answers without the API, as a browser (or any HTTP client) sees them.
import crypto from 'node:crypto';
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../scripts/lib/embedded-db.cjs';
import { startNginx } from '../../scripts/lib/gateway.cjs';
import { MESSAGES } from '@society/contracts';
import { requestHead, sendRaw, type RawAnswer } from '../support/raw-http';
import { baseUrl, tempDir } from '../support/state';

const NGINX_DIR = path.join(__dirname, '../../nginx');
/** Longer than one of nginx's large_client_header_buffers (8 KB), which must hold the request line and each header. */
const OVER_A_HEADER_BUFFER = 'a'.repeat(9 * 1024);

/** A made-up Aadhaar number (it passes the Verhoeff check), as the team's student search takes one. */
const AADHAAR = '234567890124';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** A gateway's log files (runDir/logs): each with its mode and whether it holds `text` anywhere. */
function logFiles(logsDir: string, text: string): Array<{ name: string; mode: string; holds: boolean }> {
  return fs.readdirSync(logsDir).map((name) => {
    const file = path.join(logsDir, name);
    return { name, mode: modeOf(file).toString(8), holds: fs.readFileSync(file, 'utf8').includes(text) };
  });
}

/**
 * The lines a log gained after byte `from`, once one of them names `marker`: nginx writes a request's line
 * just after answering it, so the test waits for the line, not for a time.
 */
async function logLinesAfter(file: string, from: number, marker: string): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const lines = fs.readFileSync(file).subarray(from).toString('utf8').split('\n');
    if (lines.some((line) => line.includes(marker)) || attempt >= 50) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${urlPath}`, { headers });

/** A fetched answer in the shape sendRaw gives, so both are checked alike. */
async function readWhole(response: Response): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return { status: response.status, headers, body: await response.text() };
}

/** The security headers go with error answers too (`always`). */
function expectSecurityHeaders(answer: RawAnswer): void {
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

/** An error the gateway answered itself under /api: the API's JSON {statusCode, message}, never a page. */
function expectApiShapedError(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expectSecurityHeaders(answer);
  expect(answer.headers['content-type']).toMatch(/^application\/json\b/);
  expect(answer.body).not.toMatch(/<html|<!doctype/i);
  expect(JSON.parse(answer.body)).toEqual({ statusCode: status, message: expect.stringMatching(/\S/) });
}

/** An error the gateway answered itself for the site: an HTML page. */
function expectErrorPage(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expectSecurityHeaders(answer);
  expect(answer.headers['content-type']).toMatch(/^text\/html\b/);
  expect(answer.body).toMatch(/^<!doctype html>/i);
}

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
    // A script is never shown as a page: nosniff, and none of the page's own headers to download again.
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('permissions-policy')).toBeNull();
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
    expectApiShapedError(await readWhole(response), 413);
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

  describe('its logs', () => {
    const logsDir = () => path.join(tempDir(), 'nginx', 'logs');

    it("name each request's path but never its query, in files only their owner can read", async () => {
      const accessLog = path.join(logsDir(), 'access.log');
      const from = fs.statSync(accessLog).size;
      expect((await get(`/api/team/students?search=${AADHAAR}`)).status).toBe(401);
      expect((await get(`/gallery?search=${AADHAAR}`)).status).toBe(200);
      // The absolute form of a request line (RFC 9112 §3.2.2), as a proxy sends it.
      expect((await sendRaw(baseUrl(), requestHead(`GET http://localhost/api/team/students?search=${AADHAAR} HTTP/1.1`))).status).toBe(401);
      const marker = `/gateway-log-marker-${crypto.randomBytes(4).toString('hex')}`;
      await get(marker);

      const lines = await logLinesAfter(accessLog, from, marker);
      expect(lines.filter((line) => line.includes('"GET /api/team/students HTTP/1.1" 401 '))).toHaveLength(2);
      expect(lines.filter((line) => line.includes('"GET /gallery HTTP/1.1" 200 '))).toHaveLength(1);
      // The files of a gateway started as the suite's is (by root, when the tests run as root: its workers are nobody).
      expect(modeOf(logsDir())).toBe(0o700);
      expect(logFiles(logsDir(), AADHAAR)).toEqual(
        expect.arrayContaining(['access.log', 'error.log'].map((name) => ({ name, mode: '600', holds: false }))),
      );
      expect(logFiles(logsDir(), AADHAAR).filter((file) => file.mode !== '600' || file.holds)).toEqual([]);
    });
  });

  describe('errors the gateway answers itself', () => {
    it.each([
      ['a NUL in the path', requestHead('PUT /api/admin/users/%00 HTTP/1.1', { 'Content-Length': '0' }), 400],
      ['a malformed request line', requestHead('GET /api/health HTTP/1.1 trailing-words'), 400],
      ['a control character in the path', requestHead('GET /api/hea\x01lth HTTP/1.1'), 400],
      ['two Host headers', requestHead('GET /api/health HTTP/1.1', { Host: 'elsewhere.test' }), 400],
      ['a TRACE request (nginx passes none on)', requestHead('TRACE /api/health HTTP/1.1'), 405],
      ['an address longer than a header buffer', requestHead(`GET /api/public/${OVER_A_HEADER_BUFFER} HTTP/1.1`), 414],
      ['a header longer than a header buffer (nginx\'s 494)', requestHead('GET /api/health HTTP/1.1', { 'X-Padding': OVER_A_HEADER_BUFFER }), 431],
    ])('answers %s under /api with the API\'s JSON shape', async (_case, request, status) => {
      expectApiShapedError(await sendRaw(baseUrl(), request), status);
    });

    it.each([
      ['a NUL in the path', requestHead('GET /%00 HTTP/1.1'), 400],
      ['a POST to a page', requestHead('POST /index.html HTTP/1.1', { 'Content-Length': '0' }), 405],
      ['an address longer than a header buffer', requestHead(`GET /campaigns/${OVER_A_HEADER_BUFFER} HTTP/1.1`), 414],
      ['a missing script', requestHead('GET /remotes/admin/no-such-chunk.js HTTP/1.1'), 404],
    ])("answers %s on the site's own addresses with a page", async (_case, request, status) => {
      expectErrorPage(await sendRaw(baseUrl(), request), status);
    });

    it.each([
      ['TRACE /api/health', 405, 'GET, HEAD'],
      ['TRACE /api/public/contact', 405, 'GET, HEAD, POST'],
      ['DELETE /api/public/contact', 405, 'GET, HEAD, POST'],
      ['TRACE /about', 405, 'GET, HEAD'],
      ['POST /about', 405, 'GET, HEAD'],
      ['POST /index.html', 405, 'GET, HEAD'],
      ['PUT /remotes.json', 405, 'GET, HEAD'],
      ['POST /remotes/public/remoteEntry.js', 405, 'GET, HEAD'],
      // No such path: no method to name.
      ['TRACE /api/no-such-path', 404, undefined],
    ])('answers %s with %i and the methods the path takes in Allow (RFC 9110)', async (line, status, allow) => {
      const answer = await sendRaw(baseUrl(), requestHead(`${line} HTTP/1.1`, { 'Content-Length': '0' }));
      expect(answer.status).toBe(status);
      expect(answer.headers.allow).toBe(allow);
      if (line.includes(' /api/')) expectApiShapedError(answer, status);
      else expectErrorPage(answer, status);
    });

    it('has a JSON body in nginx/errors/ for every status its error_page lines send', () => {
      const template = fs.readFileSync(path.join(NGINX_DIR, 'gateway.conf.template'), 'utf8');
      // Each line's codes, or the one code after "=" that they are sent as.
      const sent = [...template.matchAll(/^\s*error_page ([\d ]+?)(?: =(\d+))? (?:\$gateway_error_page|\S+\.json);$/gm)].flatMap(([, codes, sentAs]) =>
        sentAs ? [Number(sentAs)] : codes.split(' ').map(Number),
      );
      // 404 and 408 cannot be provoked under /api (every /api/ path is proxied; nginx closes a timed-out
      // connection without an answer), so their files are checked here only.
      // A 405 is the API's own answer under /api (the gateway asks it which methods the path takes).
      expect(new Set(sent)).toEqual(new Set([400, 404, 408, 413, 414, 431, 500, 503]));
      for (const status of sent) {
        const body = JSON.parse(fs.readFileSync(path.join(NGINX_DIR, 'errors', `${status}.json`), 'utf8'));
        expect(body).toEqual({ statusCode: status, message: expect.stringMatching(/\S/) });
      }
    });

    it('answers a JSON 500 when it cannot buffer a request body', async () => {
      // nginx writes a body larger than client_body_buffer_size to its temp folder before passing it on.
      // A plain file where that folder was fails the write for any worker user (a chmod stops no root).
      const runDir = path.join(tempDir(), 'nginx-unwritable-body-folder');
      const gateway = await startNginx({ runDir, port: await freePort(), apiPort: await freePort() });
      const bodyFolder = path.join(runDir, 'tmp', 'body');
      try {
        fs.rmSync(bodyFolder, { recursive: true, force: true });
        fs.writeFileSync(bodyFolder, '');
        const response = await fetch(`http://127.0.0.1:${gateway.port}/api/public/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'x'.repeat(64 * 1024) }),
        });
        expectApiShapedError(await readWhole(response), 500);
      } finally {
        await gateway.stop();
      }
    });
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
    const runDir = () => path.join(tempDir(), 'nginx-api-down');
    beforeAll(async () => {
      // A second gateway whose API address has nothing listening.
      const gateway = await startNginx({ runDir: runDir(), port: await freePort(), apiPort: await freePort() });
      stop = gateway.stop;
      downUrl = `http://127.0.0.1:${gateway.port}`;
    });
    afterAll(async () => {
      await stop();
    });

    it('answers API calls with a JSON 503, also one a browser opens', async () => {
      const call = await readWhole(await fetch(`${downUrl}/api/health`, { headers: { Accept: 'application/json' } }));
      expectApiShapedError(call, 503);
      expect(JSON.parse(call.body).message).toContain('temporarily unavailable');
      // The API's docs opened in a browser: still an /api answer.
      expectApiShapedError(await readWhole(await fetch(`${downUrl}/api/docs`, { headers: { Accept: 'text/html' } })), 503);
    });

    it('still serves the site itself', async () => {
      expect((await fetch(`${downUrl}/`, { headers: { Accept: 'text/html' } })).status).toBe(200);
    });

    it('writes no query into its error log either, whose lines quote the request (a refused connection to the API)', async () => {
      const accessLog = path.join(runDir(), 'logs', 'access.log');
      const from = fs.statSync(accessLog).size;
      expectApiShapedError(await readWhole(await fetch(`${downUrl}/api/team/students?search=${AADHAAR}`)), 503);
      // The access log says what the error log would have: the API could not be reached (502, answered as 503).
      const lines = await logLinesAfter(accessLog, from, '"GET /api/team/students HTTP/1.1" 503 ');
      expect(lines).toContainEqual(expect.stringMatching(/"GET \/api\/team\/students HTTP\/1\.1" 503 .* upstream_status=502 /));
      expect(logFiles(path.join(runDir(), 'logs'), AADHAAR).filter((file) => file.mode !== '600' || file.holds)).toEqual([]);
    });
  });

  describe('in compose mode, when a service cannot be reached', () => {
    let dns: dgram.Socket;
    let stop: () => Promise<void>;
    let composeUrl: string;
    beforeAll(async () => {
      // A DNS server that knows no name: every proxied service is gone, as when its container stopped.
      dns = dgram.createSocket('udp4');
      dns.on('message', (query, peer) => {
        const noSuchName = Buffer.from(query);
        noSuchName.writeUInt16BE(0x8183, 2); // a response, recursion available, NXDOMAIN
        dns.send(noSuchName, peer.port, peer.address);
      });
      await new Promise<void>((resolve) => dns.bind(0, '127.0.0.1', resolve));
      const gateway = await startNginx({
        runDir: path.join(tempDir(), 'nginx-compose-services-gone'),
        port: await freePort(),
        mode: 'compose',
        resolver: `127.0.0.1:${dns.address().port}`,
      });
      stop = gateway.stop;
      composeUrl = `http://127.0.0.1:${gateway.port}`;
    });
    afterAll(async () => {
      await stop?.();
      dns.close();
    });

    it("shows a browser the friendly page for a remote's address", async () => {
      const page = await readWhole(await fetch(`${composeUrl}/remotes/public/`, { headers: { Accept: 'text/html' } }));
      expectErrorPage(page, 503);
      expect(page.body).toContain('We will be back in a moment');
    });

    it('answers API calls with a JSON 503', async () => {
      expectApiShapedError(await readWhole(await fetch(`${composeUrl}/api/health`, { headers: { Accept: 'text/html' } })), 503);
    });
  });
});
