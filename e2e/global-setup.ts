// Starts a fresh embedded database (temporary folder), the built API and our nginx config on
// free ports, with MailDev catching the API's mail, once for the whole browser run. Specs read the addresses from process.env.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedDb } from '../scripts/lib/embedded-db.cjs';
import { startApi, tail, throwawaySecrets } from '../scripts/lib/api-process.cjs';
import { startNginx } from '../scripts/lib/gateway.cjs';
import { startMailCatcher } from '../scripts/lib/mail-catcher.cjs';
import globalTeardown from './global-teardown';
import { E2E_ADMIN, setE2eState, type RunningServices } from './support/state';

/** Jest skips the global teardown when the setup fails: stop whatever had started, then fail. */
export default async function globalSetup(): Promise<void> {
  try {
    await startServices();
  } catch (error) {
    await globalTeardown();
    throw error;
  }
}

async function startServices(): Promise<void> {
  // /dev/shm keeps the SQLite files in memory: faster, and nothing left on disk.
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const tempDir = fs.mkdtempSync(path.join(base, 'society-e2e-'));
  // nginx workers (user nobody when run as root) write request bodies under tempDir/nginx.
  fs.chmodSync(tempDir, 0o711);
  const services: RunningServices = { tempDir, stops: [] };
  (globalThis as { __e2eServices?: RunningServices }).__e2eServices = services;

  const db = await startEmbeddedDb({ dataDir: path.join(tempDir, 'db'), logFile: path.join(tempDir, 'embedded-db.log') });
  services.stops.push(db.stop);

  // Started before the API, so the outbox worker's first mail finds it listening.
  const mailWebPort = await freePort();
  const mailCatcher = await startMailCatcher({ smtpPort: await freePort(), webPort: mailWebPort, logFile: path.join(tempDir, 'mail-catcher.log'), mailDirectory: path.join(tempDir, 'mail') });
  services.stops.unshift(mailCatcher.stop);

  const apiPort = await freePort();
  // Known before the API starts: the links the API writes (invites, certificates' QR codes) point at the gateway.
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const apiLog = path.join(tempDir, 'api.log');
  try {
    const api = await startApi({
      env: {
        MONGODB_URI: `${db.uri.replace(/\/$/, '')}/e2e`,
        ...throwawaySecrets(),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        UPLOAD_DIR: path.join(tempDir, 'uploads'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: mailCatcher.smtpUrl,
        MAIL_FROM: 'Welfare Society <receipts@society.test>',
        // The default 2 s would slow every mail assertion.
        MAIL_POLL_MS: '200',
        // First-start defaults of the Site tab: the society's name and its payments, so pages carry a name and the
        // Donate page has details to show (test values).
        SOCIETY_NAME: 'Welfare Society',
        BANK_ACCOUNT_NAME: 'Browser Test Welfare Society',
        BANK_ACCOUNT_NUMBER: '000111222333',
        BANK_IFSC: 'TEST0000001',
        BANK_NAME: 'Test Bank',
        BANK_BRANCH: 'Test Branch',
        UPI_ID: 'browser-test@upi',
        UPI_PAYEE_NAME: 'Browser Test Welfare Society',
        CSR_EMAIL: 'csr@society.test',
        // First-start default of the Site tab's public address: invite links and certificates' QR codes
        // point at the gateway the specs open.
        PUBLIC_ORIGIN: siteUrl,
      },
      logFile: apiLog,
    });
    services.stops.unshift(api.stop);
  } catch (error) {
    console.error(tail(apiLog));
    throw error;
  }

  // The site's public address (canonical URLs, sitemap) is the one the specs open.
  const gateway = await startNginx({ runDir: path.join(tempDir, 'nginx'), port: sitePort, apiPort, publicOrigin: siteUrl });
  services.stops.unshift(gateway.stop);
  setE2eState({ baseUrl: siteUrl, tempDir, mailUrl: `http://127.0.0.1:${mailWebPort}` });
}
