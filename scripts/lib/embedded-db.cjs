// Builds (once) and runs the embedded MongoDB-compatible engine: FerretDB v1 on SQLite,
// wrapped by our tiny Go module in tools/embedded-db. Used by `npm start`, the API's Jest
// global setup and the browser tests, whenever MONGODB_URI is not given.
'use strict';
const { spawn, execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const moduleDir = path.join(root, 'tools', 'embedded-db');
const binary = path.join(root, '.cache', 'embedded-db');
const stampFile = `${binary}.stamp`;

function sourceStamp() {
  const hash = crypto.createHash('sha256');
  for (const file of ['go.mod', 'go.sum', 'main.go']) hash.update(fs.readFileSync(path.join(moduleDir, file)));
  return hash.digest('hex');
}

/** Builds the binary unless one built from the same go.mod/go.sum/main.go is already cached. */
function ensureEmbeddedDbBinary({ log = console.log } = {}) {
  const stamp = sourceStamp();
  if (fs.existsSync(binary) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return binary;
  log('Building the embedded database engine (FerretDB v1, first time only; a few minutes)...');
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  execFileSync('go', ['build', '-trimpath', '-tags', 'ferretdb_no_postgresql', '-o', binary, '.'], {
    cwd: moduleDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' },
  });
  fs.writeFileSync(stampFile, stamp);
  return binary;
}

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the engine on 127.0.0.1 with its SQLite files in `dataDir`.
 * Resolves to { uri, port, stop } once it listens; stop() ends it with SIGTERM.
 */
async function startEmbeddedDb({ dataDir, port, logFile } = {}) {
  if (!dataDir) throw new Error('startEmbeddedDb needs dataDir');
  ensureEmbeddedDbBinary();
  fs.mkdirSync(dataDir, { recursive: true });
  const listenPort = port || (await freePort());
  // Its stderr always goes to a file: an unread pipe would block the engine.
  const errOut = fs.openSync(logFile || path.join(dataDir, '..', `embedded-db-${listenPort}.log`), 'a');
  const child = spawn(binary, ['-dir', dataDir, '-listen', `127.0.0.1:${listenPort}`], {
    stdio: ['ignore', 'pipe', errOut],
  });
  fs.closeSync(errOut);

  const uri = await new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('embedded database did not start within 30 s')), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded database exited early with code ${code} (port ${listenPort} busy?)`));
    });
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const match = /^ready (\S+)/m.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  child.stdout.resume();
  child.removeAllListeners('exit');

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { uri, port: listenPort, pid: child.pid, stop };
}

module.exports = { ensureEmbeddedDbBinary, startEmbeddedDb, freePort };
