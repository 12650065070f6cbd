// Runs MailDev (npm package) as the local mail catcher for `npm start`: SMTP on 127.0.0.1:1025, the web inbox
// on 127.0.0.1:1080 (its REST API: GET /api/email). Mail sent there never leaves the machine.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { canConnect } = require('./gateway.cjs');
const { stopChild } = require('./stop-child.cjs');

const root = path.resolve(__dirname, '..', '..');
const maildevBin = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/**
 * Starts MailDev and waits until its web API answers.
 * @param {{ smtpPort?: number, webPort?: number, logFile: string, mailDirectory: string, timeoutMs?: number }} options
 * @returns {Promise<{ smtpUrl: string, inboxUrl: string, pid: number, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
async function startMailCatcher({ smtpPort = 1025, webPort = 1080, logFile, mailDirectory, timeoutMs = 20_000 }) {
  if (!fs.existsSync(maildevBin)) throw new Error('maildev is not installed (npm install)');
  for (const port of [smtpPort, webPort]) {
    if (await canConnect('127.0.0.1', port)) {
      throw new Error(`port ${port} is in use, so the local mail catcher cannot start (another npm start?). Stop it, or set SMTP_URL and MAIL_FROM to use your own mail server`);
    }
  }
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [maildevBin, '--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--web-ip', '127.0.0.1', '--mail-directory', mailDirectory], {
    cwd: root,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exited = null;
  child.once('exit', (code) => (exited = code));

  const health = `http://127.0.0.1:${webPort}/api/email`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`the mail catcher exited at start (code ${exited}); see ${logFile}`);
    try {
      const response = await fetch(health, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the mail catcher did not answer ${health} within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const stop = () => stopChild(child);
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inboxUrl: `http://localhost:${webPort}/`, pid: child.pid, child, stop };
}

module.exports = { startMailCatcher };
