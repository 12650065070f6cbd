// Starts what the benchmark measures, exactly as the browser tests do (e2e/global-setup.ts): a fresh
// embedded engine in a temporary folder, the built API and our nginx on free ports. stopAll() ends them
// in reverse order and removes the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { freePort, startEmbeddedDb } = require('../lib/embedded-db.cjs');
const { startApi, tail, throwawaySecrets } = require('../lib/api-process.cjs');
const { startNginx } = require('../lib/gateway.cjs');

export const BENCH_ADMIN = { email: 'bench-admin@society.local', password: 'bench-admin-password-1' };

export async function startServices() {
  // /dev/shm keeps the SQLite files in memory (as the browser tests do): the disk of a shared machine
  // is the noisiest part of it.
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const tempDir = fs.mkdtempSync(path.join(base, 'society-bench-'));
  fs.chmodSync(tempDir, 0o711); // nginx workers (user nobody) write request bodies under it
  const stops = [];
  const services = { tempDir, stops };
  try {
    const db = await startEmbeddedDb({ dataDir: path.join(tempDir, 'db'), logFile: path.join(tempDir, 'embedded-db.log') });
    stops.push(db.stop);
    services.db = db;
    services.mongoUri = `${db.uri.replace(/\/$/, '')}/bench`;

    const apiPort = await freePort();
    const apiLog = path.join(tempDir, 'api.log');
    try {
      const api = await startApi({
        env: {
          MONGODB_URI: services.mongoUri,
          ...throwawaySecrets(),
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          HOST: '127.0.0.1',
          PORT: String(apiPort),
          UPLOAD_DIR: path.join(tempDir, 'uploads'),
          // Request logs off: we measure the API, not the writing of 100 000 log lines to a file.
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'loopback',
          BENCH_ROUTES: '1',
        },
        logFile: apiLog,
      });
      stops.unshift(api.stop);
      services.api = { port: apiPort, pid: api.pid, url: `http://127.0.0.1:${apiPort}`, log: apiLog };
    } catch (error) {
      console.error(tail(apiLog));
      throw error;
    }

    const gateway = await startNginx({ runDir: path.join(tempDir, 'nginx'), port: await freePort(), apiPort: services.api.port });
    stops.unshift(gateway.stop);
    services.siteUrl = `http://127.0.0.1:${gateway.port}`;
    return services;
  } catch (error) {
    await stopAll(services);
    throw error;
  }
}

export async function stopAll(services) {
  for (const stop of services.stops.splice(0)) {
    try {
      await stop();
    } catch (error) {
      console.error(`bench: could not stop a service: ${error.message}`);
    }
  }
  fs.rmSync(services.tempDir, { recursive: true, force: true });
}
