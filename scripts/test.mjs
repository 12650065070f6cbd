// `npm test`: installs what is missing, then lint (when configured), type checks, the API suite,
// every front suite, the builds and the browser suite. Ends with one line `N passed, N failed`:
// Jest tests summed over the suites, plus one failure per failed non-Jest step (lint, a type
// check, a build). Exit code 1 when anything failed.
// Run part of it: `node scripts/test.mjs typecheck api fronts build e2e contract lint` (any subset).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildAll } from './build.mjs';
import { runContract } from './contract.mjs';

const require = createRequire(import.meta.url);
const setup = require('./lib/setup.cjs');
const { ensureEmbeddedDbBinary } = require('./lib/embedded-db.cjs');
const { ensureS3ServerBinary } = require('../tools/s3-server/s3-server.cjs');

const root = setup.root;
const resultsDir = path.join(root, '.cache', 'test-results');
const STEPS = ['lint', 'typecheck', 'api', 'fronts', 'build', 'e2e', 'contract'];
const FRONT_SUITES = ['packages/web-kit', 'shell', 'mfe-public', 'mfe-admin', 'mfe-hr', 'mfe-team', 'mfe-volunteer'];
const TYPECHECKED = ['packages/contracts', 'packages/web-kit', 'api', 'render', 'shell', 'mfe-public', 'mfe-admin', 'mfe-hr', 'mfe-team', 'mfe-volunteer', 'e2e'];

const results = [];
let passed = 0;
let failed = 0;

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)}s`;
}

function record(name, ok, detail) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
}

function run(command, args, { capture = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, CI: 'true', ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.once('exit', (code) => resolve({ code, output }));
    child.once('error', (error) => resolve({ code: 1, output: error.message }));
  });
}

/** A non-Jest step counts as one failure when it fails. */
function stepResult(name, ok, since, output = '') {
  if (!ok) {
    failed += 1;
    if (output) console.log(output.trimEnd().split('\n').slice(-60).join('\n'));
  }
  record(name, ok, `${ok ? 'ok' : 'failed'} (${seconds(since)})`);
  return ok;
}

/**
 * Runs one Jest config and adds its test counts (read from Jest's --json output). `quiet`: its output is
 * held and printed when it ends (for a suite running beside another, so the two do not interleave).
 */
async function jestSuite(name, config, extraArgs = [], { quiet = false } = {}) {
  const since = Date.now();
  const outputFile = path.join(resultsDir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.json`);
  fs.rmSync(outputFile, { force: true });
  const { code, output } = await run('npx', ['jest', '--config', config, '--ci', '--json', `--outputFile=${outputFile}`, ...extraArgs], { capture: quiet });
  if (quiet) process.stdout.write(output);
  let suitePassed = 0;
  let suiteFailed = 0;
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    suitePassed = report.numPassedTests;
    suiteFailed = report.numFailedTests;
    // A spec file that cannot even run (syntax error, failing hook) has no failed test: count it.
    suiteFailed += report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
  }
  // Jest failed without reporting a failure (no report, no tests found, global setup error).
  if (code !== 0 && suiteFailed === 0) suiteFailed = 1;
  passed += suitePassed;
  failed += suiteFailed;
  record(`jest ${name}`, code === 0 && suiteFailed === 0, `${suitePassed} passed, ${suiteFailed} failed (${seconds(since)})`);
}

async function lint() {
  const configured = ['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs'].some((file) => fs.existsSync(path.join(root, file)));
  if (!configured) return;
  const since = Date.now();
  const { code, output } = await run('npx', ['eslint', '--max-warnings=0', '.'], { capture: true });
  stepResult('lint', code === 0, since, output);
}

async function typecheck() {
  const queue = TYPECHECKED.filter((dir) => fs.existsSync(path.join(root, dir, 'tsconfig.json')));
  const missing = TYPECHECKED.filter((dir) => !queue.includes(dir) && fs.existsSync(path.join(root, dir)));
  if (missing.length) console.log(`No tsconfig.json (not type checked): ${missing.join(', ')}`);
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const since = Date.now();
      const { code, output } = await run('npx', ['tsc', '--noEmit', '-p', dir], { capture: true });
      stepResult(`typecheck ${dir}`, code === 0, since, output);
    }
  };
  await Promise.all([worker(), worker()]);
}

async function build() {
  const since = Date.now();
  return stepResult('build', await buildAll(), since);
}

/** The API against its OpenAPI document (scripts/contract.mjs): one test per caller. */
async function contract(built) {
  const since = Date.now();
  if (!built) {
    failed += 1;
    record('contract (Schemathesis)', false, 'not run: the build failed');
    return;
  }
  try {
    const callers = await runContract({ outDir: resultsDir });
    const failedCallers = callers.filter((caller) => !caller.ok);
    passed += callers.length - failedCallers.length;
    failed += failedCallers.length;
    const detail = failedCallers.length ? `failed for ${failedCallers.map((caller) => caller.name).join(', ')}; see ${failedCallers.map((caller) => path.relative(root, caller.logFile)).join(', ')}` : `${callers.length} callers passed`;
    record('contract (Schemathesis)', failedCallers.length === 0, `${detail} (${seconds(since)})`);
  } catch (error) {
    failed += 1;
    record('contract (Schemathesis)', false, `could not run: ${error.message}`);
  }
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((step) => !STEPS.includes(step));
  if (unknown.length) {
    console.error(`unknown step(s): ${unknown.join(', ')}; steps: ${STEPS.join(', ')}`);
    process.exit(2);
  }
  const wanted = (step) => only.length === 0 || only.includes(step);
  const started = Date.now();
  fs.mkdirSync(resultsDir, { recursive: true });

  setup.ensureNodeModules();
  setup.ensureAptPackages([...(wanted('e2e') ? [setup.NGINX, setup.CHROMIUM, setup.FONTS, setup.DEVANAGARI_FONTS] : []), ...(wanted('api') ? [setup.POPPLER] : [])]);
  if (!process.env.MONGODB_URI) {
    setup.ensureGo();
    ensureEmbeddedDbBinary();
  }
  // The S3 storage driver's tests run against this server; built here, not inside a test's time limit.
  if (wanted('api')) {
    setup.ensureGo();
    ensureS3ServerBinary();
  }
  // The contracts' built types and code are read by every type check and suite.
  if (!(await buildAll({ only: ['contracts'] }))) {
    failed += 1;
    record('build contracts', false, 'failed');
  }

  if (wanted('lint')) await lint();
  if (wanted('typecheck')) await typecheck();
  // The API suite runs in one Jest worker, mostly waiting on its database: the front suites, the builds and
  // then the contract check use the other core meanwhile (each prints its output as a whole when it ends).
  // The browser suite runs last and alone: its pages are timed by a real Chromium.
  const apiSuite = wanted('api') ? jestSuite('api', 'api/jest.config.js', [], { quiet: true }) : Promise.resolve();
  const frontsBuildAndContract = (async () => {
    if (wanted('fronts')) {
      for (const dir of FRONT_SUITES) {
        if (fs.existsSync(path.join(root, dir, 'jest.config.js'))) await jestSuite(dir, `${dir}/jest.config.js`, [], { quiet: true });
      }
    }
    const built = wanted('build') || wanted('e2e') || wanted('contract') ? await build() : true;
    if (wanted('contract')) await contract(built);
    return built;
  })();
  const [, built] = await Promise.all([apiSuite, frontsBuildAndContract]);
  if (wanted('e2e')) {
    if (built) await jestSuite('e2e (browser)', 'e2e/jest.config.js', ['--runInBand']);
    else {
      failed += 1;
      record('jest e2e (browser)', false, 'not run: the build failed');
    }
  }

  console.log('\nResults:');
  for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(30)} ${result.detail}`);
  console.log(`Total time ${seconds(started)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`npm test could not run: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
