// Starts the built API (node api/dist/main.js) as a child process and waits for /api/health.
// Used by `npm start`, the browser tests and the bench (which names its own entry).
'use strict';
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const readline = require('node:readline');
const { stopChild } = require('./stop-child.cjs');

const root = path.resolve(__dirname, '..', '..');
const apiEntry = path.join(root, 'api', 'dist', 'main.js');

/**
 * Memory settings of the API process (api/Dockerfile sets the same: keep them alike). Its live heap is
 * about 50 MB, but without a ceiling V8 lets garbage pile up to 250-350 MB under load before
 * collecting: 128 MB of old space keeps it near 140 MB at the cost of more frequent collections (raise
 * it if a much larger data set ever needs it; the process would stop with "heap out of memory"). Its
 * requests' garbage is small and short-lived: 2 MB semi-spaces (4 MB of young generation, was 8) keep
 * the peak under load about 8 MB lower, for about 5% fewer requests a second (more frequent scavenges).
 * glibc: at most two malloc arenas, and a fixed mmap threshold, so the 64 MB each argon2 password check
 * borrows goes back to the system when it is freed instead of staying in the process.
 */
const API_NODE_FLAGS = ['--max-old-space-size=128', '--max-semi-space-size=2'];
const API_MEMORY_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** Pulls the first-admin line out of a raw or JSON log line (the API prints it on stdout). */
function firstAdminLine(line) {
  const match = /First admin (?:login|created): [^"\n]+/.exec(line);
  return match ? match[0].trim() : null;
}

/** A pino JSON line at error level or above, as a short readable text; null otherwise. */
function errorText(line) {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line);
    if (typeof entry.level === 'number' && entry.level >= 50) {
      return entry.err?.message ? `${entry.msg || 'error'}: ${entry.err.message}` : entry.msg || line;
    }
  } catch {
    // not JSON after all: not an error line
  }
  return null;
}

/**
 * Runs the API with exactly `env` added to this process's environment.
 * Every output line goes to logFile; onFirstAdmin(line) gets the first-admin line; onError(text)
 * gets error-level lines and stderr. Resolves once GET /api/health answers 200.
 * @param {object} options
 * @param {Record<string, string>} options.env PORT is required; HOST defaults to 127.0.0.1
 * @param {string} options.logFile
 * @param {string} [options.entry] the script to run: api/dist/main.js unless told (the bench's own)
 * @param {(line: string) => void} [options.onFirstAdmin]
 * @param {(text: string) => void} [options.onError]
 * @param {number} [options.timeoutMs]
 */
async function startApi({ env, logFile, entry = apiEntry, onFirstAdmin = () => {}, onError = () => {}, timeoutMs = 60_000 }) {
  if (!fs.existsSync(entry)) throw new Error(`${path.relative(root, entry)} is missing: run \`npm run build\` first`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...API_NODE_FLAGS, entry], {
    cwd: root,
    env: { ...process.env, ...API_MEMORY_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    log.write(`${line}\n`);
    const admin = firstAdminLine(line);
    if (admin) onFirstAdmin(admin);
    const error = errorText(line);
    if (error) onError(error);
  });
  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    log.write(`${line}\n`);
    onError(line);
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
    log.end();
  });

  const url = `http://${env.HOST || '127.0.0.1'}:${env.PORT}/api/health`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`the API exited at start (code ${exited.code}); see ${logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the API did not answer ${url} with 200 within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const stop = () => stopChild(child, { killAfterMs: 10_000 });
  return { child, pid: child.pid, stop };
}

/** Tail of a log file, for error messages. */
function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** A new JWT secret and Aadhaar key, for an API whose data lives only as long as a test or benchmark run. */
function throwawaySecrets() {
  return {
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    AADHAAR_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
  };
}

module.exports = { startApi, firstAdminLine, tail, throwawaySecrets };
