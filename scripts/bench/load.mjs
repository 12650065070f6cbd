// HTTP load with autocannon (fixed connections and seconds), a bare Node server for scale, the raw
// driver's insert rate, and the API's memory sampled while it is under load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { MongoClient } = require('mongodb');
const { freePort } = require('../lib/embedded-db.cjs');
const { stopChild } = require('../lib/stop-child.cjs');

export const CONNECTIONS = 50;
export const SECONDS = 5;
const WARMUP_SECONDS = 1;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    status4xx: result['4xx'],
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Measures one URL: a short warm-up (JIT, connection pools), then the fixed run. */
export async function measureUrl(url, options = {}) {
  await run({ url, ...options, duration: WARMUP_SECONDS });
  return summary(await run({ url, ...options }));
}

/** Samples VmRSS (KB → MB) of a process every 200 ms until stop() is called; returns the peak. */
export function sampleRss(pid) {
  let peakKb = 0;
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // the process is gone: keep the last peak
    }
  };
  read();
  const timer = setInterval(read, 200);
  return {
    peakMb: () => Math.round(peakKb / 1024),
    stop() {
      clearInterval(timer);
      read();
      return Math.round(peakKb / 1024);
    },
  };
}

/** Starts bare-server.cjs answering `body` on a free port. */
export async function startBareServer(body, tempDir) {
  const bodyFile = path.join(tempDir, `bare-body-${body.length}.json`);
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(path.dirname(new URL(import.meta.url).pathname), 'bare-server.cjs'), String(port), bodyFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout.once('data', resolve);
  });
  child.removeAllListeners('exit');
  const stop = () => stopChild(child);
  return { url: `http://127.0.0.1:${port}/`, stop };
}

let addressCounter = 0;
/** A client address of its own for each request (the API trusts X-Forwarded-For from loopback). */
function nextAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Cycles through `count` addresses: many senders, each seen again within a second. */
function addressPool(count) {
  const addresses = Array.from({ length: count }, nextAddress);
  let next = 0;
  return () => addresses[(next += 1) % count];
}

const MESSAGE = 'I would like to teach on Saturdays. Please call me.';

/** POSTs `bodyFor()` as JSON to `url`, each request from `addressFor()`. */
function postOptions(bodyFor, addressFor) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyFor()), headers: { ...request.headers, 'x-forwarded-for': addressFor() } }) }],
  };
}

let personCounter = 0;
/** A contact message of a new person, who took half a minute over the form. */
const newPersonsMessage = () => ({ name: 'Asha Verma', email: `asha-${(personCounter += 1)}@example.org`, message: MESSAGE, fillSeconds: 30 });

/**
 * POSTs one contact message of a different person from a different address per request, to the contact
 * form or its ceiling route: the cost of storing a message, not the limits' refusals.
 */
export function measureContactPost(url) {
  return measureUrl(url, postOptions(newPersonsMessage, nextAddress));
}

/** Contact messages that the limits refuse (429): one person over their hourly limit, from 1,000 addresses. */
export function contactRefusedOptions(email) {
  return postOptions(() => ({ name: 'Asha Verma', email, message: MESSAGE, fillSeconds: 30 }), addressPool(1000));
}

/** Contact messages that fail validation (400): no email, from 1,000 addresses. */
export function contactInvalidOptions() {
  return postOptions(() => ({ name: 'Asha Verma', message: MESSAGE }), addressPool(1000));
}

/** Measures `url` while `flood` (autocannon options with a url) runs at `ratePerSecond` beside it. */
export async function measureUrlDuring(url, flood, ratePerSecond) {
  const background = run({ ...flood, connections: 10, overallRate: ratePerSecond, duration: SECONDS + WARMUP_SECONDS + 1 });
  try {
    return await measureUrl(url);
  } finally {
    await background;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The raw driver's insertOne into a scratch collection: CONNECTIONS loops for SECONDS. */
export async function measureRawInsert(mongoUri) {
  const client = new MongoClient(mongoUri, { maxPoolSize: CONNECTIONS });
  await client.connect();
  try {
    const collection = client.db().collection('bench_scratch_inserts');
    const document = () => ({ name: 'Asha Verma', email: 'asha@example.org', message: 'I would like to teach on Saturdays. Please call me.', createdAt: new Date() });
    const loop = async (seconds, latencies) => {
      const end = Date.now() + seconds * 1000;
      let count = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < end) {
            const started = performance.now();
            await collection.insertOne(document());
            latencies?.push(performance.now() - started);
            count += 1;
          }
        }),
      );
      return count;
    };
    await loop(WARMUP_SECONDS);
    const latencies = [];
    const started = performance.now();
    const total = await loop(SECONDS, latencies);
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    await collection.drop().catch(() => {});
    return {
      requestsPerSecond: Math.round(total / elapsed),
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      total,
      non2xx: 0,
      errors: 0,
    };
  } finally {
    await client.close();
  }
}
