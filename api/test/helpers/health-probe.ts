import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { TestApp } from './app';

/**
 * The API runs in this process: a probe on its event loop would stall with it and time nothing. The probe
 * runs in a worker thread of its own, asking /api/health every few milliseconds until told to stop, and
 * answers with the slowest answer's time (or -1 when one was not 200).
 */
const PROBE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
let slowest = 0;
parentPort.once('message', () => (stopped = true));
const ask = () => new Promise((resolve) => {
  const since = performance.now();
  http.get({ host: '127.0.0.1', port: workerData.port, path: '/api/health', agent: false }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - since : Infinity));
  }).on('error', () => resolve(Infinity));
});
(async () => {
  while (!stopped) {
    slowest = Math.max(slowest, await ask());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage(slowest);
})();
`;

/** The slowest answer of /api/health while `done` is under way, asked from a thread of its own. */
export async function slowestHealth(port: number, done: Promise<unknown>): Promise<number> {
  const probe = new Worker(PROBE, { eval: true, workerData: { port } });
  const result = new Promise<number>((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('error', reject);
  });
  await done.catch(() => undefined);
  probe.postMessage('stop');
  const slowest = await result;
  await probe.terminate();
  return slowest;
}

/** Puts a test app's server on a port of its own (the probe asks it over TCP), and answers the port. */
export async function listenOnPort(t: TestApp): Promise<number> {
  const server = t.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * How long /api/health may take beside a request under test: `floorMs`, or five times what it took beside
 * `reference()` (a cheap request of the same size) just before, whichever is more. A stalled event loop (the
 * faults these tests catch cost seconds) fails either way, while a machine whose cores are busy elsewhere
 * slows the reference as much as the request under test, and fails nothing.
 */
export async function healthDeadline(port: number, floorMs: number, reference: () => Promise<unknown>): Promise<number> {
  return Math.max(floorMs, 5 * (await slowestHealth(port, reference())));
}
