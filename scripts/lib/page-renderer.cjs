// Starts the page renderer (node render/dist/main.js), which nginx asks for every visitor page.
// Started by startNginx (gateway.cjs), so `npm start`, the browser tests and the bench all get it.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { canConnect } = require('./can-connect.cjs');
const { freePort } = require('./embedded-db.cjs');
const { stopChild } = require('./stop-child.cjs');

const root = path.resolve(__dirname, '..', '..');
const rendererEntry = path.join(root, 'render', 'dist', 'main.js');

/**
 * @param {object} options
 * @param {number} [options.port] where it listens on 127.0.0.1 (default: a free port; npm start gives the same
 *   one to a renderer it starts again, the one nginx's config names)
 * @param {string} options.gatewayUrl where nginx serves the fronts' files (http://127.0.0.1:<port>)
 * @param {string} options.publicOrigin the site's public address (canonical URLs, sitemap)
 * @param {string} options.logFile
 * @returns {Promise<{ port: number, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
async function startPageRenderer({ port, gatewayUrl, publicOrigin, logFile }) {
  if (!fs.existsSync(rendererEntry)) throw new Error('render/dist/main.js is missing: run `npm run build` first');
  port ??= await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--max-old-space-size=128', rendererEntry], {
    env: { ...process.env, RENDER_HOST: '127.0.0.1', RENDER_PORT: String(port), GATEWAY_URL: gatewayUrl, PUBLIC_ORIGIN: publicOrigin },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const deadline = Date.now() + 10_000;
  while (!(await canConnect('127.0.0.1', port))) {
    if (child.exitCode !== null) throw new Error(`the page renderer exited at start (code ${child.exitCode}); see ${logFile}`);
    if (Date.now() > deadline) {
      await stopChild(child); // not left running beside the next try
      throw new Error(`the page renderer did not listen within 10 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, child, stop: () => stopChild(child) };
}

module.exports = { startPageRenderer };
