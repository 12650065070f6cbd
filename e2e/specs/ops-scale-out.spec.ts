// Scale-out (issue 10): the API runs as several stateless processes behind our nginx over one database.
// This spec starts its own embedded database, TWO API processes (same database, secrets and upload
// folder) started at the same moment on the empty database, and nginx in front of both. It shows that
// one first admin is made, that a logout and a rate limit hold across processes, and that nginx spreads
// requests over both and keeps serving through one. Last, compose mode: the gateway finds every replica
// of the `api` service through DNS (a small DNS server here answers the replicas' loopback addresses).
import crypto from 'node:crypto';
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { MESSAGES } from '@society/contracts';
import { startApi, tail, throwawaySecrets } from '../../scripts/lib/api-process.cjs';
import { freePort, startEmbeddedDb } from '../../scripts/lib/embedded-db.cjs';
import { startNginx } from '../../scripts/lib/gateway.cjs';

const ADMIN_EMAIL = 'scale-admin@society.test';
const DATABASE = 'scale';
const FIRST_ADMIN_LINE = /^First admin login: scale-admin@society\.test \/ (\S{16,})$/;

interface Stoppable {
  stop(): Promise<void>;
}

interface ApiProcess extends Stoppable {
  name: 'A' | 'B';
  port: number;
  url: string;
  log: string;
  child: { exitCode: number | null; signalCode: string | null };
}

let tempDir: string;
let mongo: MongoClient;
let db: Stoppable & { uri: string };
let apis: ApiProcess[] = [];
let gateway: Stoppable & { port: number };
let gatewayUrl: string;
const firstAdminLines: string[] = [];
const apiErrors: string[] = [];

beforeAll(async () => {
  // /dev/shm: the SQLite files in memory. nginx workers (user nobody when run as root) must reach tempDir/nginx.
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  tempDir = fs.mkdtempSync(path.join(base, 'society-scale-'));
  fs.chmodSync(tempDir, 0o711);
  db = await startEmbeddedDb({ dataDir: path.join(tempDir, 'db'), logFile: path.join(tempDir, 'embedded-db.log') });

  // What replicas share: one database, the same secrets, one upload folder (or bucket).
  const shared = {
    MONGODB_URI: `${db.uri.replace(/\/$/, '')}/${DATABASE}`,
    ...throwawaySecrets(),
    ADMIN_EMAIL,
    ADMIN_PASSWORD: '', // unset: the first admin's password is generated and printed once
    UPLOAD_DIR: path.join(tempDir, 'uploads'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SMTP_URL: '',
    MAIL_FROM: '',
  };
  const ports = [await freePort(), await freePort()];
  const names = ['A', 'B'] as const;
  // Both at the same moment, on the empty database: the first-admin and index code must not race.
  const started = await Promise.allSettled(
    names.map((name, index) =>
      startApi({
        env: { ...shared, PORT: String(ports[index]) },
        logFile: path.join(tempDir, `api-${name}.log`),
        onFirstAdmin: (line: string) => firstAdminLines.push(line),
        onError: (text: string) => apiErrors.push(`${name}: ${text}`),
      }),
    ),
  );
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      const log = path.join(tempDir, `api-${names[index]}.log`);
      apis.push({ ...result.value, name: names[index], port: ports[index], url: `http://127.0.0.1:${ports[index]}`, log });
    }
  });
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    for (const name of names) console.error(`API ${name}:\n${tail(path.join(tempDir, `api-${name}.log`))}`);
    throw failed.reason;
  }

  gateway = await startNginx({ runDir: path.join(tempDir, 'nginx'), port: await freePort(), apiPorts: ports });
  gatewayUrl = `http://127.0.0.1:${gateway.port}`;
  mongo = await MongoClient.connect(shared.MONGODB_URI);
});

afterAll(async () => {
  await mongo?.close();
  await gateway?.stop();
  await Promise.all(apis.map((api) => api.stop()));
  await db?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const apiA = () => apis[0];
const apiB = () => apis[1];

function call(base: string, urlPath: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${base}${urlPath}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function adminPassword(): Promise<string> {
  const match = FIRST_ADMIN_LINE.exec(firstAdminLines[0] ?? '');
  if (!match) throw new Error(`no first-admin line was printed: ${JSON.stringify(firstAdminLines)}`);
  return match[1];
}

async function login(base: string): Promise<string> {
  const response = await call(base, '/api/auth/login', { method: 'POST', body: { email: ADMIN_EMAIL, password: await adminPassword() } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const accessLog = () => path.join(tempDir, 'nginx', 'logs', 'access.log');
/** The access log's length now: upstreamPortsOf reads only the lines nginx writes after it. */
const accessLogEnd = () => fs.statSync(accessLog()).size;

/**
 * The API ports nginx's access log names for the GET requests of `requestPath` logged after byte `from`, once
 * all `count` are logged (the log names paths only, never their queries; nothing else calls this gateway meanwhile).
 */
async function upstreamPortsOf(requestPath: string, count: number, from: number): Promise<number[]> {
  // nginx writes a request's log line just after answering it: wait for the lines, not for a time.
  for (let attempt = 0; ; attempt++) {
    const written = fs.readFileSync(accessLog()).subarray(from).toString('utf8');
    const lines = written.split('\n').filter((line) => line.includes(`"GET ${requestPath} HTTP/1.1"`));
    if (lines.length >= count || attempt >= 50) {
      expect(lines).toHaveLength(count);
      // upstream=127.0.0.1:PORT, or "ADDR, ADDR" when nginx had to try a second process.
      return lines.map((line) => Number(/upstream=(?:[\d.:]+, )*127\.0\.0\.1:(\d+)$/.exec(line)?.[1]));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two API processes behind nginx over one database', () => {
  it('made exactly one first admin when both started at once on the empty database, and neither crashed', async () => {
    expect(firstAdminLines).toHaveLength(1);
    expect(firstAdminLines[0]).toMatch(FIRST_ADMIN_LINE);
    expect(await mongo.db().collection('users').countDocuments({ role: 'admin' })).toBe(1);
    expect(await mongo.db().collection('users').countDocuments({})).toBe(1);
    for (const api of apis) {
      expect(api.child.exitCode).toBeNull();
      expect((await call(api.url, '/api/health')).status).toBe(200);
    }
    expect(apiErrors).toEqual([]);
    expect((await call(gatewayUrl, '/api/auth/login', { method: 'POST', body: { email: ADMIN_EMAIL, password: await adminPassword() } })).status).toBe(200);
  });

  it('refuses a token logged out through process A on process B, called directly and through nginx', async () => {
    const token = await login(apiA().url);
    expect((await call(apiB().url, '/api/auth/me', { token })).status).toBe(200);

    const logout = await call(apiA().url, '/api/auth/logout', { method: 'POST', token });
    expect(logout.status).toBe(200);

    const onB = await call(apiB().url, '/api/auth/me', { token });
    expect(onB.status).toBe(401);
    expect(await onB.json()).toEqual({ statusCode: 401, message: MESSAGES.sessionRequired });
    expect((await call(apiA().url, '/api/auth/me', { token })).status).toBe(401);
    // Through nginx, which sends these to both processes in turn.
    const from = accessLogEnd();
    for (let i = 0; i < 4; i++) expect((await call(gatewayUrl, '/api/auth/me', { token })).status).toBe(401);
    expect(new Set(await upstreamPortsOf('/api/auth/me', 4, from))).toEqual(new Set([apiA().port, apiB().port]));

    // A token logged out through nginx is refused by both processes too.
    const second = await login(gatewayUrl);
    expect((await call(gatewayUrl, '/api/auth/logout', { method: 'POST', token: second })).status).toBe(200);
    for (const api of apis) expect((await call(api.url, '/api/auth/me', { token: second })).status).toBe(401);
  });

  it('counts failed logins across both processes: the documented 5 per email from one address, split 3 + 2, refuse the 6th everywhere', async () => {
    const email = `scale-${crypto.randomBytes(4).toString('hex')}@society.test`;
    const attempt = (base: string) => call(base, '/api/auth/login', { method: 'POST', body: { email, password: 'wrong-password-1' } });
    // Alone, neither process has seen 5 failures for this email from this machine's address.
    for (const base of [apiA().url, apiB().url, apiA().url, apiB().url, apiA().url]) {
      const answer = await attempt(base);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ statusCode: 401, message: MESSAGES.invalidCredentials });
    }
    for (const base of [apiB().url, apiA().url, gatewayUrl, gatewayUrl]) {
      const answer = await attempt(base);
      expect(answer.status).toBe(429);
      expect(await answer.json()).toEqual({ statusCode: 429, message: MESSAGES.tooManyLoginAttempts });
    }
  });

  it('spreads requests over both processes, and keeps serving through B when A stops', async () => {
    const from = accessLogEnd();
    for (let i = 0; i < 6; i++) expect((await call(gatewayUrl, '/api/health')).status).toBe(200);
    expect(new Set(await upstreamPortsOf('/api/health', 6, from))).toEqual(new Set([apiA().port, apiB().port]));

    await apiA().stop();
    await expect(call(apiA().url, '/api/health')).rejects.toThrow();
    const afterStop = accessLogEnd();
    for (let i = 0; i < 6; i++) expect((await call(gatewayUrl, '/api/health')).status).toBe(200);
    expect(new Set(await upstreamPortsOf('/api/health', 6, afterStop))).toEqual(new Set([apiB().port]));
    // A write goes through too: nginx retries a refused connection on B, even for a POST.
    await login(gatewayUrl);
  });
});

/** A DNS server on loopback that answers every A question with `addresses` (what Docker's DNS does for a scaled service). */
async function startFakeDns(addresses: string[]): Promise<{ port: number; close(): void }> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    // The question: the name's labels up to a 0 byte, then type and class.
    let end = 12;
    while (query[end] !== 0) end += query[end] + 1;
    const question = query.subarray(12, end + 5);
    const isA = query.readUInt16BE(end + 1) === 1;
    const answers = isA ? addresses : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(0x8180, 2); // a response, recursion available, no error
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((address) =>
      Buffer.concat([
        Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 5, 0, 4]), // pointer to the name, type A, class IN, TTL 5 s, 4 bytes
        Buffer.from(address.split('.').map(Number)),
      ]),
    );
    socket.send(Buffer.concat([header, question, ...records]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, close: () => socket.close() };
}

describe('compose mode (deploy.replicas)', () => {
  it('reaches every replica of the api service that DNS names, and skips one that is down', async () => {
    const replicas = ['127.0.0.2', '127.0.0.3'];
    const port = await freePort();
    const servers = await Promise.all(
      replicas.map(
        (address) =>
          new Promise<http.Server>((resolve) => {
            const server = http.createServer((_request, response) => response.end(address));
            server.listen(port, address, () => resolve(server));
          }),
      ),
    );
    // Everything started is stopped in `finally`, also when a later start fails (else Jest never exits).
    let dns: Awaited<ReturnType<typeof startFakeDns>> | undefined;
    let composeGateway: Awaited<ReturnType<typeof startNginx>> | undefined;
    try {
      dns = await startFakeDns(replicas);
      const gateway = await startNginx({
        runDir: path.join(tempDir, 'nginx-compose'),
        port: await freePort(),
        mode: 'compose',
        resolver: `127.0.0.1:${dns.port}`,
        apiService: `api:${port}`,
      });
      composeGateway = gateway;
      const answered = async () => {
        const response = await fetch(`http://127.0.0.1:${gateway.port}/api/health`);
        expect(response.status).toBe(200);
        return response.text();
      };
      // nginx's resolver starts each lookup's address list at a random place: 20 requests reach both
      // (all 20 on one replica has a chance of 2 in a million).
      const seen = new Set<string>();
      for (let i = 0; i < 20; i++) seen.add(await answered());
      expect(seen).toEqual(new Set(replicas));

      servers[0].close();
      servers[0].closeAllConnections();
      for (let i = 0; i < 4; i++) expect(await answered()).toBe(replicas[1]);
    } finally {
      await composeGateway?.stop();
      dns?.close();
      for (const server of servers) {
        server.close();
        server.closeAllConnections();
      }
    }
  });
});
