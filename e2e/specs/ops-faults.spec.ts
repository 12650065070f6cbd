// Faults (issue 10): the database stops while requests flow, the API restarts under load behind nginx,
// and a graceful shutdown finishes the request in progress. This spec runs its own database, API and
// nginx in a temporary folder, so that it can stop and restart them; the suite's shared ones are untouched.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import sharp from 'sharp';
import { GALLERY_CATEGORIES, MESSAGES } from '@society/contracts';
import { startApi, tail, throwawaySecrets } from '../../scripts/lib/api-process.cjs';
import { freePort, startEmbeddedDb } from '../../scripts/lib/embedded-db.cjs';
import { startNginx } from '../../scripts/lib/gateway.cjs';

/** A request without an answer by then has hung. */
const CLIENT_TIMEOUT_MS = 15_000;
/** Issue 10: the API serves again within 5 s of the database's return. */
const RECOVERY_DEADLINE_MS = 5_000;
const ADMIN = { email: 'faults-admin@society.test', password: 'Faults-admin-password-1' };
const DATABASE = 'faults';
const run = crypto.randomBytes(3).toString('hex');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the request comes from (the API throttles forms per client address). */
  from?: string;
}

/** One request on its own connection, failing instead of waiting past CLIENT_TIMEOUT_MS. */
function send(port: number, urlPath: string, { method = 'GET', headers = {}, body, from }: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, headers, localAddress: from, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.setTimeout(CLIENT_TIMEOUT_MS, () => request.destroy(new Error(`${method} ${urlPath}: no answer within ${CLIENT_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

let addressCount = 0;
/** A loopback address of its own (127.20.x.y), so no form post counts against another's limit. */
function freshClientAddress(): string {
  const n = addressCount++;
  return `127.20.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

const json = (answer: Answer): Record<string, unknown> => JSON.parse(answer.body) as Record<string, unknown>;

/** What an API client gets while part of the system is down: 503 with a JSON {statusCode, message}. */
function isUnavailableJson(answer: Answer): boolean {
  if (answer.status !== 503 || !String(answer.headers['content-type']).includes('application/json')) return false;
  const body = json(answer);
  return body.statusCode === 503 && typeof body.message === 'string' && body.message.length > 0;
}

/** Polls `check` every 100 ms until it is true or `timeoutMs` passed; the time it took, or null. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the load a test started, also when the test failed half-way (else Jest would never exit). */
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Runs `step` in `workers` parallel loops (a short breath between steps) until stop(), which waits for the steps under way. */
function startLoad(step: () => Promise<void>, workers = 4): { stop: () => Promise<void> } {
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      await step();
      await pause(20);
    }
  });
  const stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  cleanups.push(stop);
  return { stop };
}

/** A contact form post the test can look up in the database afterwards. */
interface ContactPost {
  message: string;
  answer?: Answer;
  error?: string;
}

describe('faults: the database and the API stop under load', () => {
  let tempDir: string;
  let dbPort: number;
  let apiPort: number;
  let gatewayPort: number;
  let apiEnv: Record<string, string>;
  let apiLog: string;
  let db: Awaited<ReturnType<typeof startEmbeddedDb>>;
  let api: Awaited<ReturnType<typeof startApi>>;
  let stopGateway: () => Promise<void>;
  let mongo: MongoClient;
  let contactPosts = 0;

  const startDb = () => startEmbeddedDb({ dataDir: path.join(tempDir, 'db'), port: dbPort, logFile: path.join(tempDir, 'embedded-db.log') });
  async function startOurApi(): Promise<void> {
    try {
      api = await startApi({ env: apiEnv, logFile: apiLog });
    } catch (error) {
      console.error(tail(apiLog));
      throw error;
    }
  }
  const viaGateway = (urlPath: string, options?: RequestOptions) => send(gatewayPort, urlPath, options);

  /** Posts the contact form through nginx, as a visitor would, from an address of its own. */
  async function postContact(): Promise<ContactPost> {
    const message = `Fault test ${run} message ${(contactPosts += 1)}`;
    const post: ContactPost = { message };
    try {
      post.answer = await viaGateway('/api/public/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name: 'Fault Test', email: `fault-${run}-${contactPosts}@example.org`, message }),
        from: freshClientAddress(),
      });
    } catch (error) {
      post.error = (error as Error).message;
    }
    return post;
  }

  /** Which of these acknowledged posts (201) are not in the database. */
  async function acknowledgedButMissing(posts: ContactPost[]): Promise<string[]> {
    const acknowledged = posts.filter((post) => post.answer?.status === 201).map((post) => post.message);
    const stored = await mongo
      .db(DATABASE)
      .collection('contact_messages')
      .find({ message: { $in: acknowledged } }, { projection: { message: 1 } })
      .toArray();
    const found = new Set(stored.map((document) => document.message as string));
    return acknowledged.filter((message) => !found.has(message));
  }

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'society-faults-'));
    fs.chmodSync(tempDir, 0o711); // nginx workers (user nobody when run as root) write request bodies under it
    [dbPort, apiPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
    db = await startDb();
    apiLog = path.join(tempDir, 'api.log');
    apiEnv = {
      MONGODB_URI: `${db.uri.replace(/\/$/, '')}/${DATABASE}`,
      ...throwawaySecrets(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      UPLOAD_DIR: path.join(tempDir, 'uploads'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: '',
    };
    await startOurApi();
    stopGateway = (await startNginx({ runDir: path.join(tempDir, 'nginx'), port: gatewayPort, apiPort })).stop;
    mongo = new MongoClient(db.uri, { serverSelectionTimeoutMS: 10_000 });
  }, 120_000);

  afterAll(async () => {
    await mongo?.close();
    await stopGateway?.();
    await api?.stop();
    await db?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps answering 2xx or a JSON 503 while the database is away, serves again within 5 s of its return, and loses no acknowledged write', async () => {
    const posts: ContactPost[] = [];
    const reads: Array<{ answer?: Answer; error?: string }> = [];
    const load = startLoad(async () => {
      posts.push(await postContact());
      try {
        reads.push({ answer: await viaGateway('/api/public/Announcement', { headers: { Accept: 'application/json' } }) });
      } catch (error) {
        reads.push({ error: (error as Error).message });
      }
    });
    await within(10_000, async () => posts.filter((post) => post.answer?.status === 201).length >= 5);

    // The database dies (SIGKILL: no goodbye to its clients) while requests are in flight.
    process.kill(db.pid!, 'SIGKILL');
    await within(10_000, async () => !(await canConnect(dbPort)));
    const health = await viaGateway('/api/health', { headers: { Accept: 'application/json' } });
    expect(health.status).toBe(503);
    expect(json(health)).toEqual(expect.objectContaining({ status: 'unavailable', database: 'down', message: expect.any(String) }));
    const postsWhileDown = posts.length;
    await within(15_000, async () => posts.length >= postsWhileDown + 4);

    db = await startDb(); // same port, same data folder
    const recoveredAfterMs = await within(RECOVERY_DEADLINE_MS, async () => (await viaGateway('/api/health')).status === 200);
    expect(recoveredAfterMs).not.toBeNull();
    const acknowledgedBefore = posts.filter((post) => post.answer?.status === 201).length;
    await within(10_000, async () => posts.filter((post) => post.answer?.status === 201).length >= acknowledgedBefore + 5);
    await load.stop();

    expect(posts.filter((post) => post.error).map((post) => post.error)).toEqual([]);
    expect(reads.filter((read) => read.error).map((read) => read.error)).toEqual([]);
    const contactAnswers = posts.map((post) => post.answer!);
    expect(contactAnswers.filter((answer) => answer.status !== 201 && !isUnavailableJson(answer))).toEqual([]);
    expect(contactAnswers.filter(isUnavailableJson).length).toBeGreaterThan(0);
    for (const answer of contactAnswers.filter((item) => item.status === 201)) expect(json(answer)).toEqual({ message: MESSAGES.contactSuccess });
    const readAnswers = reads.map((read) => read.answer!);
    expect(readAnswers.filter((answer) => answer.status !== 200 && !isUnavailableJson(answer))).toEqual([]);
    expect(api.child.exitCode).toBeNull();
    expect(api.child.signalCode).toBeNull();
    expect(await acknowledgedButMissing(posts)).toEqual([]);
  }, 90_000);

  it('answers every /api call with a JSON 503 while the API restarts (also one a browser opens), keeps serving pages, and loses nothing acknowledged', async () => {
    const posts: ContactPost[] = [];
    const pages: Answer[] = [];
    const browserApiCalls: Answer[] = [];
    const errors: string[] = [];
    const load = startLoad(async () => {
      posts.push(await postContact());
      try {
        // A page is nginx's own file; an /api/ address opened in the browser (the API's docs) is proxied.
        pages.push(await viaGateway('/about', { headers: { Accept: 'text/html' } }));
        browserApiCalls.push(await viaGateway('/api/docs', { headers: { Accept: 'text/html,application/xhtml+xml' } }));
      } catch (error) {
        errors.push((error as Error).message);
      }
    });
    await within(10_000, async () => posts.filter((post) => post.answer?.status === 201).length >= 5);

    const stopping = api.child;
    await api.stop(); // SIGTERM, then waits for the exit
    expect({ code: stopping.exitCode, signal: stopping.signalCode }).toEqual({ code: 0, signal: null });
    const seenWhileDown = browserApiCalls.length;
    await within(15_000, async () => browserApiCalls.length >= seenWhileDown + 2);
    await startOurApi(); // same port, same database
    const acknowledgedBefore = posts.filter((post) => post.answer?.status === 201).length;
    await within(10_000, async () => posts.filter((post) => post.answer?.status === 201).length >= acknowledgedBefore + 5);
    await load.stop();

    expect(errors).toEqual([]);
    expect(posts.filter((post) => post.error).map((post) => post.error)).toEqual([]);
    const contactAnswers = posts.map((post) => post.answer!);
    expect(contactAnswers.filter((answer) => answer.status !== 201 && !isUnavailableJson(answer))).toEqual([]);
    expect(contactAnswers.filter(isUnavailableJson).length).toBeGreaterThan(0);
    expect(pages.filter((answer) => answer.status !== 200 || !String(answer.headers['content-type']).includes('text/html'))).toEqual([]);

    // Under /api the gateway's own errors are JSON whatever the client accepts.
    expect(browserApiCalls.filter(isUnavailableJson).length).toBeGreaterThan(0);
    expect(browserApiCalls.filter((answer) => answer.status !== 200 && !isUnavailableJson(answer))).toEqual([]);
    expect(await acknowledgedButMissing(posts)).toEqual([]);
  }, 90_000);

  it('finishes the request in progress on SIGTERM, refuses new ones, and exits 0', async () => {
    const login = await send(apiPort, '/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = json(login) as { token: string };
    const title = `Shutdown upload ${run}`;
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 90, b: 30 } } }).png().toBuffer();
    const boundary = `----faults${run}`;
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field('title', title) + field('description', 'Sent across a shutdown') + field('category', GALLERY_CATEGORIES[0])),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);

    // Straight to the API: nginx would buffer the whole body before passing the request on. The API's
    // "100 Continue" shows it has taken the request before the signal is sent.
    const upload = http.request({
      host: '127.0.0.1',
      port: apiPort,
      path: '/api/admin/addImage',
      method: 'POST',
      agent: false,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(body.length),
        Expect: '100-continue',
      },
    });
    cleanups.push(() => upload.destroy());
    const answered = new Promise<Answer>((resolve, reject) => {
      upload.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      upload.on('error', reject);
    });
    await new Promise<void>((resolve) => upload.once('continue', () => resolve()));
    const half = Math.floor(body.length / 2);
    await new Promise<void>((resolve) => upload.write(body.subarray(0, half), () => resolve()));

    const stopping = api.child;
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => stopping.once('exit', (code, signal) => resolve({ code, signal })));
    stopping.kill('SIGTERM');
    // The API stops accepting at once; nginx answers a request begun now with a JSON 503, without waiting.
    expect(await within(5_000, async () => !(await canConnect(apiPort)))).not.toBeNull();
    expect(isUnavailableJson(await viaGateway('/api/public/Announcement', { headers: { Accept: 'application/json' } }))).toBe(true);
    expect(stopping.exitCode).toBeNull(); // still finishing the upload

    upload.end(body.subarray(half));
    const answer = await answered;
    expect(answer.status).toBe(201);
    expect(json(answer)).toEqual(expect.objectContaining({ title, imageUrl: expect.any(String) }));
    expect(answer.headers.connection).toBe('close');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await mongo.db(DATABASE).collection('gallery_items').countDocuments({ title })).toBe(1);
  }, 60_000);
});

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
