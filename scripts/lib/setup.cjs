// Installs what `npm start` and `npm test` need and is missing: node_modules, and (as root on
// Debian) nginx, Chromium and poppler-utils through apt. Go is only checked: it builds the embedded engine.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function commandPath(name, extraDirs = []) {
  for (const dir of [...(process.env.PATH || '').split(':'), '/usr/sbin', '/usr/local/sbin', ...extraDirs]) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/** `npm ci` when node_modules is missing or package-lock.json changed since the last install. */
function ensureNodeModules({ log = console.log } = {}) {
  const lock = path.join(root, 'package-lock.json');
  // npm rewrites node_modules/.package-lock.json on every install: older than the lock = stale.
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return false;
  log(fs.existsSync(installed) ? 'package-lock.json changed: npm ci...' : 'Installing dependencies (npm ci)...');
  npmCi({ log });
  return true;
}

/**
 * `npm ci`. Registry mirrors that lack other platforms' optional binaries (darwin, win32 builds
 * of @swc/core, @rspack/binding) make npm ci reject a correct lockfile with only
 * "Missing: <pkg>@ from lock file" lines (no version). Then, and only then, install from the
 * same lockfile with `npm install --no-save`, which leaves package-lock.json untouched.
 */
function npmCi({ log = console.log } = {}) {
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.status === 0) return;
  if (!onlyUnresolvablePlatformBinaries(result.stderr)) {
    process.stderr.write(result.stderr);
    throw new Error(`npm ci failed (exit ${result.status})`);
  }
  const count = result.stderr.split('\n').filter((line) => line.includes('Missing: ')).length;
  log(`npm ci: the registry lacks ${count} optional binaries for other platforms (darwin, win32...); installing the same lockfile with npm install --no-save.`);
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund']);
}

function onlyUnresolvablePlatformBinaries(stderr) {
  const missing = stderr.split('\n').filter((line) => line.includes('Missing: '));
  return missing.length > 0 && !stderr.includes('Invalid: ') && missing.every((line) => /@ from lock file\s*$/.test(line));
}

function isDebianRoot() {
  return process.getuid?.() === 0 && fs.existsSync('/etc/debian_version');
}

/** Installs the missing Debian packages as root, or explains what to install. */
function ensureAptPackages(packages, { log = console.log } = {}) {
  const missing = packages.filter((pkg) => !pkg.present());
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.apt);
  if (!isDebianRoot()) {
    throw new Error(`missing: ${names.join(', ')}. Install them (Debian/Ubuntu: sudo apt-get install ${names.join(' ')}) and run again.`);
  }
  log(`Installing ${names.join(', ')} with apt-get...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const NGINX = { apt: 'nginx-light', present: () => Boolean(commandPath('nginx')) };
const CHROMIUM = { apt: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') };
const FONTS = { apt: 'fonts-dejavu-core', present: () => fs.existsSync('/usr/share/fonts/truetype/dejavu') };
/** Devanagari for the browser tests and screenshots of Hindi pages (a phone has its own; Debian's Chromium needs this). */
const DEVANAGARI_FONTS = { apt: 'fonts-noto-core', present: () => fs.existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf') };
/** pdftotext and pdftoppm: the API tests read receipts' and certificates' text layers and render them to PNG. */
const POPPLER = { apt: 'poppler-utils', present: () => Boolean(commandPath('pdftotext') && commandPath('pdftoppm')) };

/**
 * The embedded engine is built from Go sources; Go is needed unless a built engine is cached.
 * Puts Go's usual folder on PATH when it is installed but not on PATH.
 */
function ensureGo() {
  const go = commandPath('go', ['/usr/local/go/bin']);
  if (go) {
    const dir = path.dirname(go);
    if (!(process.env.PATH || '').split(':').includes(dir)) process.env.PATH = `${dir}:${process.env.PATH}`;
    return;
  }
  if (fs.existsSync(path.join(root, '.cache', 'embedded-db'))) return;
  throw new Error(
    'Go 1.24 or later is needed once, to build the embedded database engine (https://go.dev/dl/), ' +
      'or set MONGODB_URI to use your own MongoDB.',
  );
}

/** Chromium for the browser tests (playwright-core drives the system browser). */
const CHROMIUM_PATH = '/usr/bin/chromium';

module.exports = {
  root,
  run,
  commandPath,
  ensureNodeModules,
  npmCi,
  ensureAptPackages,
  ensureGo,
  NGINX,
  CHROMIUM,
  FONTS,
  DEVANAGARI_FONTS,
  POPPLER,
  CHROMIUM_PATH,
};
