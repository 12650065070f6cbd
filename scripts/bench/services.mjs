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
const { startMailCatcher } = require('../lib/mail-catcher.cjs');

export const BENCH_ADMIN = { email: 'bench-admin@society.local', password: 'bench-admin-password-1' };
/**
 * The API the bench starts: the API's code with the framework-ceiling reference routes (api/bench/main.ts,
 * built by scripts/build.mjs's api-bench target). The image's api/dist has no such routes.
 */
const BENCH_API_ENTRY = path.resolve(import.meta.dirname, '..', '..', 'api', 'bench', 'dist', 'bench', 'main.js');

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
    services.apiEnv = {
      MONGODB_URI: services.mongoUri,
      ...throwawaySecrets(),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      HOST: '127.0.0.1',
      UPLOAD_DIR: path.join(tempDir, 'uploads'),
      // Request logs off: we measure the API, not the writing of 100 000 log lines to a file.
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
    };
    try {
      const api = await startApi({ entry: BENCH_API_ENTRY, env: { ...services.apiEnv, PORT: String(apiPort) }, logFile: apiLog });
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

/**
 * Runs `work` beside a second API process on the same database that sends mail, to a mail catcher: an
 * invite reaches a volunteer only by mail. The measured API itself sends none (mail would load it, and
 * the memory budgets are its own); both stop when `work` is done. `work` is given that API's URL and a
 * reader of the mail caught so far (MailDev's REST API).
 */
export async function withMailingApi(services, work) {
  const dir = path.join(services.tempDir, 'mailing');
  const mailWebPort = await freePort();
  const catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: mailWebPort, logFile: path.join(dir, 'mail-catcher.log'), mailDirectory: path.join(dir, 'mail') });
  let api = null;
  try {
    const port = await freePort();
    const logFile = path.join(dir, 'api.log');
    api = await startApi({
      entry: BENCH_API_ENTRY,
      env: { ...services.apiEnv, PORT: String(port), SMTP_URL: catcher.smtpUrl, MAIL_FROM: 'Welfare Society <bench@society.test>', MAIL_POLL_MS: '200' },
      logFile,
    }).catch((error) => {
      console.error(tail(logFile));
      throw error;
    });
    const caughtMails = async () => (await fetch(`http://127.0.0.1:${mailWebPort}/api/email`)).json();
    return await work({ apiUrl: `http://127.0.0.1:${port}`, caughtMails });
  } finally {
    await api?.stop();
    await catcher.stop();
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
