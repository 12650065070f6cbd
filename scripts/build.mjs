// `npm run build`: the shared contracts, the API and the five fronts. A part whose inputs
// (file names, sizes and times) have not changed since its last good build is skipped.
// Flags: --force rebuilds everything; names (api, shell, mfe-admin, ...) build only those.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, '.cache', 'build');
const logDir = path.join(root, '.cache', 'build-logs');

const FRONTS = ['shell', 'mfe-public', 'mfe-admin', 'mfe-hr', 'mfe-team', 'mfe-volunteer'];
// Inputs every front bundles besides its own folder.
const FRONT_SHARED = ['packages/web-kit', 'packages/contracts/src', 'tools/webpack', 'tsconfig.json', 'package-lock.json'];

export const TARGETS = [
  {
    name: 'contracts',
    command: ['npx', 'tsc', '-p', 'packages/contracts'],
    inputs: ['packages/contracts', 'tsconfig.json'],
    output: 'packages/contracts/dist/index.js',
  },
  {
    name: 'api',
    command: ['npm', 'run', 'build', '-w', 'api'],
    inputs: ['api', 'packages/contracts/src', 'nest-cli.json', 'tsconfig.json', 'package-lock.json'],
    output: 'api/dist/main.js',
  },
  {
    // `npm run bench`'s API: the same code with its reference routes (api/bench); built only when named.
    name: 'api-bench',
    command: ['npx', 'tsc', '-p', 'api/tsconfig.bench.json'],
    inputs: ['api/src', 'api/bench', 'api/test/fixtures', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/tsconfig.bench.json', 'packages/contracts/src', 'tsconfig.json', 'package-lock.json'],
    output: 'api/bench/dist/bench/main.js',
    onlyWhenNamed: true,
  },
  {
    name: 'render',
    command: ['npm', 'run', 'build', '-w', 'render'],
    inputs: ['render', 'tsconfig.json'],
    output: 'render/dist/main.js',
  },
  ...FRONTS.map((app) => ({
    name: app,
    command: ['npm', 'run', 'build', '-w', app],
    inputs: [app, ...FRONT_SHARED],
    output: app === 'shell' ? 'shell/dist/index.html' : `${app}/dist/remoteEntry.js`,
  })),
];

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test', '__tests__', '.cache']);
const SKIP_FILE = /\.(spec|test)\.[cm]?[jt]sx?$|^jest\.config\.|\.md$/;

function listFiles(entry, out) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`);
    return;
  }
  for (const child of fs.readdirSync(full, { withFileTypes: true })) {
    if (child.isDirectory() ? SKIP_DIRS.has(child.name) : SKIP_FILE.test(child.name)) continue;
    listFiles(path.join(entry, child.name), out);
  }
}

function inputsStamp(target) {
  const files = [];
  for (const input of target.inputs) listFiles(input, files);
  return crypto.createHash('sha256').update(target.command.join(' ')).update(files.sort().join('\n')).digest('hex');
}

function isUpToDate(target, stamp) {
  const stampFile = path.join(stampDir, `${target.name}.stamp`);
  return fs.existsSync(path.join(root, target.output)) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
}

function runLogged(command, logFile) {
  return new Promise((resolve) => {
    const out = fs.openSync(logFile, 'w');
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    child.once('exit', (code) => resolve(code === 0));
    child.once('error', () => resolve(false));
  });
}

async function buildOne(target, { force, log }) {
  const stamp = inputsStamp(target);
  if (!force && isUpToDate(target, stamp)) {
    log(`  ${target.name}: up to date`);
    return true;
  }
  const logFile = path.join(logDir, `${target.name}.log`);
  const started = Date.now();
  const ok = await runLogged(target.command, logFile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!ok || !fs.existsSync(path.join(root, target.output))) {
    log(`  ${target.name}: BUILD FAILED after ${seconds}s (${target.command.join(' ')}):`);
    log(fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n'));
    return false;
  }
  // Stamp what was read before the build started: an edit during the build triggers the next one.
  fs.writeFileSync(path.join(stampDir, `${target.name}.stamp`), stamp);
  log(`  ${target.name}: built in ${seconds}s`);
  return true;
}

/** Builds the named targets (by default all but those built only when named). Resolves to true when every build succeeded. */
export async function buildAll({ only = [], force = false, log = console.log } = {}) {
  fs.mkdirSync(stampDir, { recursive: true });
  fs.mkdirSync(logDir, { recursive: true });
  const wanted = (target) => (only.length === 0 ? !target.onlyWhenNamed : only.includes(target.name));
  log('Building:');
  // Contracts first: the API and the fronts read them.
  if (!(await buildOne(TARGETS[0], { force, log }))) return false;
  const rest = TARGETS.slice(1).filter(wanted);
  // Two at a time: the machines these run on have two cores.
  let ok = true;
  const queue = [...rest];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      if (!(await buildOne(target, { force, log }))) ok = false;
    }
  };
  await Promise.all([worker(), worker()]);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith('--'));
  const unknown = only.filter((name) => !TARGETS.some((target) => target.name === name));
  if (unknown.length) {
    console.error(`unknown build target(s): ${unknown.join(', ')}; known: ${TARGETS.map((t) => t.name).join(', ')}`);
    process.exit(2);
  }
  const ok = await buildAll({ only, force: args.includes('--force') });
  process.exit(ok ? 0 : 1);
}
