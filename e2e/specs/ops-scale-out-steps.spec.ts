// Scale-out (issue 31): a staff step on one record is safe across two API processes on one database. This spec
// starts its own embedded database, a mail catcher and TWO API processes (the same database, secrets and
// upload folder), and sends the two halves of a race to different processes: an erasure to one and a decline
// of the same request to the other, and one donation's receipt to both. Exactly one wins, the other is
// answered 409 with a sentence, and the record ends as the winner left it (see docs/deploying.md, Scale-out).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { DATA_REQUEST_MESSAGES, type DataRequestItem, type DonationRecord } from '@society/contracts';
import { startApi, tail, throwawaySecrets } from '../../scripts/lib/api-process.cjs';
import { freePort, startEmbeddedDb } from '../../scripts/lib/embedded-db.cjs';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.cjs';

const ADMIN = { email: 'steps-admin@society.test', password: `steps-${crypto.randomBytes(9).toString('base64url')}` };
const DATABASE = 'steps';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Donations held under the address of an erasure: each is reduced to its tax record by its own write, so the erasure takes a moment. */
const HELD_DONATIONS = 200;

interface Stoppable {
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  body: { statusCode?: number; message?: string } & Partial<DataRequestItem> & Partial<DonationRecord>;
}

let tempDir: string;
let mongo: MongoClient;
let db: Db;
const services: Stoppable[] = [];
const apis: Array<{ name: 'A' | 'B'; url: string }> = [];
let token: string;

beforeAll(async () => {
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  tempDir = fs.mkdtempSync(path.join(base, 'society-steps-'));
  const database = await startEmbeddedDb({ dataDir: path.join(tempDir, 'db'), logFile: path.join(tempDir, 'embedded-db.log') });
  services.push(database);
  // Data-rights steps mail the person: mail must be on (the catcher keeps it on this machine).
  const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort(), logFile: path.join(tempDir, 'mail-catcher.log'), mailDirectory: path.join(tempDir, 'mail') });
  services.push(mail);

  const shared = {
    MONGODB_URI: `${database.uri.replace(/\/$/, '')}/${DATABASE}`,
    ...throwawaySecrets(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    UPLOAD_DIR: path.join(tempDir, 'uploads'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Welfare Society <office@society.test>',
  };
  const names = ['A', 'B'] as const;
  const ports = [await freePort(), await freePort()];
  const started = await Promise.allSettled(names.map((name, index) => startApi({ env: { ...shared, PORT: String(ports[index]) }, logFile: path.join(tempDir, `api-${name}.log`) })));
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      services.push(result.value);
      apis.push({ name: names[index], url: `http://127.0.0.1:${ports[index]}` });
    }
  });
  if (started.some((result) => result.status === 'rejected')) {
    for (const name of names) console.error(`API ${name}:\n${tail(path.join(tempDir, `api-${name}.log`))}`);
    throw (started.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason;
  }
  mongo = await MongoClient.connect(shared.MONGODB_URI);
  db = mongo.db();
  token = ((await (await post(apis[0].url, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).json()) as { token: string }).token;
}, 180_000);

afterAll(async () => {
  await mongo?.close();
  // APIs first, then the mail catcher and the database they use.
  for (const service of services.reverse()) await service.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const [A, B] = [() => apis[0].url, () => apis[1].url];

function post(base: string, urlPath: string, body?: unknown, method = 'POST'): Promise<Response> {
  return fetch(`${base}${urlPath}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function answer(response: Promise<Response>): Promise<Answer> {
  const settled = await response;
  return { status: settled.status, body: (await settled.json()) as Answer['body'] };
}

/** `count` pending donations made today under a new address; their ids. */
async function seedDonations(label: string, count: number): Promise<{ email: string; ids: string[] }> {
  const email = `${label}-${crypto.randomBytes(4).toString('hex')}@society.test`;
  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  const { insertedIds } = await db.collection('donations').insertMany(
    Array.from({ length: count }, (_, index) => ({
      name: 'Meena Gupta',
      email,
      amount: 500 + index,
      mode: 'UPI',
      utr: `UTR${index}${crypto.randomBytes(3).toString('hex')}`,
      date: now,
      month,
      receiptGenerated: false,
      address: '',
      pan: '',
      receipt: null,
      voidedReceipts: [],
      receiptClaimId: null,
      receiptClaimedAt: null,
      receiptClaimNumber: null,
      mail: { acknowledgement: { status: 'disabled', attempts: 0 }, receipt: null },
      createdAt: now,
      updatedAt: now,
    })),
  );
  return { email, ids: Object.values(insertedIds).map(String) };
}

/** A confirmed, open erasure request, and `donations` donations (in the tax period) held under its address. */
async function erasureRequest(label: string, donations: number): Promise<{ id: string; email: string }> {
  const { email } = await seedDonations(label, donations);
  const now = new Date();
  const { insertedId } = await db.collection('data_requests').insertOne({
    kind: 'erasure',
    status: 'open',
    name: 'Meena Gupta',
    email,
    details: '',
    nomineeName: '',
    nomineeEmail: '',
    reply: '',
    confirmExpiresAt: now,
    confirmedAt: now,
    dueAt: new Date(now.getTime() + 30 * DAY_MS),
    createdAt: now,
    updatedAt: now,
  });
  return { id: String(insertedId), email };
}

const erase = (base: string, id: string) => answer(post(base, `/api/admin/data-requests/${id}/erase`));
const decline = (base: string, id: string) => answer(post(base, `/api/admin/data-requests/${id}/close`, { outcome: 'declined', reply: 'We hold nothing under this address.' }));
const requestOf = (id: string) => db.collection('data_requests').findOne({ _id: new ObjectId(id) });
/** Donations still carrying the address: all of them before an erasure, none after (the tax record keeps no email). */
const donationsHeldUnder = (email: string) => db.collection('donations').countDocuments({ email });

describe('staff steps on one record, sent to two API processes on one database', () => {
  it('refuses a decline sent to B while an erasure runs on A with 409 and a sentence, and the request ends erased', async () => {
    const { id, email } = await erasureRequest('running', HELD_DONATIONS);
    const started = Date.now();
    const erasing = erase(A(), id);
    // Wait until A holds the request's claim (the erasure is under way), then press decline on B.
    for (;;) {
      const claim = await db.collection('step_claims').findOne({ key: `data-request:${id}`, releasedAt: null });
      if (claim) break;
      if (Date.now() - started > 10_000) throw new Error('the erasure never claimed the request');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const declined = await decline(B(), id);
    const erased = await erasing;

    expect(declined).toEqual({ status: 409, body: { statusCode: 409, message: DATA_REQUEST_MESSAGES.inProgress } });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ status: 'done', erasure: { removed: { 'donations reduced to the tax record': HELD_DONATIONS } } });
    expect(await requestOf(id)).toMatchObject({ status: 'done', closedBy: ADMIN.email, reply: erased.body.reply });
    expect(await donationsHeldUnder(email)).toBe(0);
    // The claim was released: a later step is told the request is closed, not that someone is at work.
    expect(await decline(B(), id)).toEqual({ status: 409, body: { statusCode: 409, message: DATA_REQUEST_MESSAGES.notOpen } });
  });

  it('ends as exactly one of them recorded it when an erasure and a decline are sent to the two processes together, round after round', async () => {
    const rounds: Array<[string, string]> = [
      [A(), B()],
      [B(), A()],
      [A(), B()],
      [B(), A()],
    ];
    for (const [eraser, decliner] of rounds) {
      const { id, email } = await erasureRequest('together', 40);
      const [erased, declined] = await Promise.all([erase(eraser, id), decline(decliner, id)]);
      expect([erased.status, declined.status].sort()).toEqual([200, 409]);
      const [winner, loser] = erased.status === 200 ? [erased, declined] : [declined, erased];
      expect(loser.body.statusCode).toBe(409);
      expect([DATA_REQUEST_MESSAGES.inProgress, DATA_REQUEST_MESSAGES.notOpen]).toContain(loser.body.message);
      const stored = await requestOf(id);
      expect(stored).toMatchObject({ status: winner.body.status, reply: winner.body.reply });
      if (winner === erased) {
        expect(stored?.erasure).toMatchObject({ removed: { 'donations reduced to the tax record': 40 } });
        expect(await donationsHeldUnder(email)).toBe(0);
      } else {
        // Declined: nothing was erased.
        expect(stored?.erasure).toBeUndefined();
        expect(await donationsHeldUnder(email)).toBe(40);
      }
    }
  });

  it('numbers receipts issued through both processes at once consecutively, and gives a donation issued on both one number', async () => {
    const issue = (base: string, id: string) => answer(post(base, `/api/public/donations/${id}/status`, { receiptGenerated: true }, 'PUT'));
    const sequence = (body: Answer['body']) => Number(String(body.receipt?.number).split('/')[1]);
    const { ids: many } = await seedDonations('receipts', 12);
    const issued = await Promise.all(many.map((id, index) => issue(index % 2 ? B() : A(), id)));
    expect(issued.map((response) => response.status)).toEqual(Array(12).fill(200));
    const numbers = issued.map((response) => sequence(response.body)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[11] - numbers[0]).toBe(11);

    let last = numbers[11];
    for (const [first, second] of [
      [A(), B()],
      [B(), A()],
      [A(), B()],
    ]) {
      const {
        ids: [raced],
      } = await seedDonations('raced-receipt', 1);
      const both = await Promise.all([issue(first, raced), issue(second, raced)]);
      expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(typeof both.find((response) => response.status === 409)?.body.message).toBe('string');
      // The loser took no number: the winner's follows the last one.
      const won = sequence(both.find((response) => response.status === 200)?.body ?? {});
      expect(won).toBe(last + 1);
      last = won;
    }
    expect(await db.collection('receipt_number_voids').countDocuments({})).toBe(0);
  });
});
