// Schemathesis (PyPI), pinned with every dependency in requirements.txt, installed once into a virtual
// environment under .cache; later runs reuse it offline. Used by scripts/contract.mjs.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const setup = require('../../scripts/lib/setup.cjs');

const requirements = path.join(__dirname, 'requirements.txt');
const venv = path.join(setup.root, '.cache', 'schemathesis-venv');
const executable = path.join(venv, 'bin', 'schemathesis');
const stampFile = path.join(venv, 'requirements.sha256');

/** Debian splits venv support out of python3; without it `python3 -m venv` fails. */
const PYTHON_VENV = {
  apt: 'python3-venv',
  present: () => spawnSync('python3', ['-c', 'import ensurepip, venv'], { stdio: 'ignore' }).status === 0,
};

function requirementsStamp() {
  return crypto.createHash('sha256').update(fs.readFileSync(requirements)).digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The path of the schemathesis command, installing it first when the pinned set changed or is missing. */
function ensureSchemathesis({ log = console.log } = {}) {
  const stamp = requirementsStamp();
  if (fs.existsSync(executable) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return executable;
  if (!setup.commandPath('python3')) throw new Error('python3 (3.10 or later) is needed for the API contract test (Schemathesis).');
  setup.ensureAptPackages([PYTHON_VENV], { log });
  log('Installing Schemathesis into .cache/schemathesis-venv (first time only)...');
  fs.rmSync(venv, { recursive: true, force: true });
  run('python3', ['-m', 'venv', venv]);
  run(path.join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', '--no-deps', '--requirement', requirements]);
  fs.writeFileSync(stampFile, stamp);
  return executable;
}

module.exports = { ensureSchemathesis };
