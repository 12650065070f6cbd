// Builds (once) and runs the embedded MongoDB-compatible engine: FerretDB v1 on SQLite,
// wrapped by our tiny Go module in tools/embedded-db. Used by `npm start`, the API's Jest
// global setup and the browser tests, whenever MONGODB_URI is not given.
'use strict';
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { ensureGoBinary, startGoTool } = require('./go-tool.cjs');

/** Builds the engine unless one built from the same sources is already cached. */
function ensureEmbeddedDbBinary({ log = console.log } = {}) {
  return ensureGoBinary({
    name: 'embedded-db',
    tags: ['ferretdb_no_postgresql'],
    onBuild: () => log('Building the embedded database engine (FerretDB v1, first time only; a few minutes)...'),
  });
}

/** A TCP port free on loopback at this moment. */
function probePort() {
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

const handedOut = new Set();

/**
 * A port free on 127.0.0.1 now, and never one this process handed out before: once the probe closes, the
 * system may offer the same port again, and two services given one port would fight over it.
 */
async function freePort() {
  for (;;) {
    const port = await probePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/**
 * Starts the engine on 127.0.0.1 with its SQLite files in `dataDir`.
 * Resolves to { uri, port, pid, child, stop } once it listens; stop() ends it with SIGTERM.
 */
async function startEmbeddedDb({ dataDir, port, logFile } = {}) {
  if (!dataDir) throw new Error('startEmbeddedDb needs dataDir');
  const binary = ensureEmbeddedDbBinary();
  fs.mkdirSync(dataDir, { recursive: true });
  const listenPort = port || (await freePort());
  const { address, pid, child, stop } = await startGoTool({
    binary,
    args: ['-dir', dataDir, '-listen', `127.0.0.1:${listenPort}`],
    logFile: logFile || path.join(dataDir, '..', `embedded-db-${listenPort}.log`),
    what: `the embedded database (port ${listenPort})`,
  });
  return { uri: address, port: listenPort, pid, child, stop };
}

module.exports = { ensureEmbeddedDbBinary, startEmbeddedDb, freePort };
