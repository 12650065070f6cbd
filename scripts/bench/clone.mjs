// `npm run bench -- --clone`: the time from `git clone` to a serving `npm start` (install, builds,
// engine, API, nginx), in a temporary folder that is removed afterwards. Off by default: minutes long.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { freePort } = require('../lib/embedded-db.cjs');

export async function measureClone(root, { log = console.log, timeoutMs = 30 * 60_000 } = {}) {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'society-clone-'));
  fs.chmodSync(tempDir, 0o755); // nginx workers (user nobody) must reach .data/run inside the clone
  const cloneDir = path.join(tempDir, 'site');
  const started = Date.now();
  let child;
  try {
    execFileSync('git', ['clone', '--quiet', root, cloneDir], { stdio: 'inherit' });
    const clonedMs = Date.now() - started;
    const env = { ...process.env, PORT: String(await freePort()), API_PORT: String(await freePort()) };
    delete env.MONGODB_URI;
    // Its own process group, so the whole tree (npm, node, engine, nginx) can be stopped together.
    child = spawn('npm', ['start'], { cwd: cloneDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const servingMs = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('npm start did not print the site URL in time')), timeoutMs);
      const onData = (chunk) => {
        output.push(String(chunk));
        if (/The site is running at http/.test(output.join(''))) {
          clearTimeout(timer);
          resolve(Date.now() - started);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (chunk) => output.push(String(chunk)));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${code}) before serving:\n${output.join('').slice(-2000)}`));
      });
    });
    log(`  clone ${Math.round(clonedMs / 1000)} s, serving after ${Math.round(servingMs / 1000)} s`);
    return { cloneMs: clonedMs, servingMs, note: 'git clone of the committed tree, then npm start (install, build, engine, API, nginx) until the URL line' };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGINT');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 20_000);
      await exited;
      clearTimeout(timer);
      // Anything of the group still running after npm ended (it should have stopped them) goes now.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the whole group is gone
      }
    }
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
