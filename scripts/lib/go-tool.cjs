// Builds and runs the small Go programs of tools/ (the embedded database engine, the S3 test server):
// each is built once into .cache/<name> and rebuilt only when its go.mod, go.sum or *.go change; once
// started, it prints one line `ready <address>` when it listens.
'use strict';
const { spawn, execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { stopChild } = require('./stop-child.cjs');

const root = path.resolve(__dirname, '..', '..');

function sourceStamp(moduleDir) {
  const hash = crypto.createHash('sha256');
  const sources = fs.readdirSync(moduleDir).filter((file) => file.endsWith('.go')).sort();
  for (const file of ['go.mod', 'go.sum', ...sources]) hash.update(fs.readFileSync(path.join(moduleDir, file)));
  return hash.digest('hex');
}

/**
 * The path of the built binary of tools/<name>, building it first when missing or stale.
 * @param {{ name: string, tags?: string[], onBuild?: () => void }} options
 */
function ensureGoBinary({ name, tags = [], onBuild = () => {} }) {
  const moduleDir = path.join(root, 'tools', name);
  const binary = path.join(root, '.cache', name);
  const stampFile = `${binary}.stamp`;
  const stamp = sourceStamp(moduleDir);
  if (fs.existsSync(binary) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return binary;
  onBuild();
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  // Built beside and renamed over the old binary, which a running process may still be executing.
  const building = `${binary}.${process.pid}.tmp`;
  execFileSync('go', ['build', '-trimpath', ...(tags.length ? ['-tags', tags.join(',')] : []), '-o', building, '.'], {
    cwd: moduleDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' },
  });
  fs.renameSync(building, binary);
  fs.writeFileSync(stampFile, stamp);
  return binary;
}

/**
 * Runs `binary args` and resolves to { address, pid, child, stop } once it prints `ready <address>`.
 * Its stderr goes to logFile (or nowhere): an unread pipe would block it. stop() sends SIGTERM,
 * then SIGKILL after killAfterMs.
 * @param {{ binary: string, args: string[], logFile?: string, what: string, timeoutMs?: number, killAfterMs?: number }} options
 */
async function startGoTool({ binary, args, logFile, what, timeoutMs = 30_000, killAfterMs = 10_000 }) {
  const errOut = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', errOut] });
  if (typeof errOut === 'number') fs.closeSync(errOut);

  const address = await new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // not left running, holding its port and data folder
      reject(new Error(`${what} did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited early with code ${code}${logFile ? `; see ${logFile}` : ''}`));
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

  const stop = () => stopChild(child, { killAfterMs });
  return { address, pid: child.pid, child, stop };
}

module.exports = { ensureGoBinary, startGoTool };
