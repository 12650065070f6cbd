// The API against its own published contract: Schemathesis (tools/contract) reads /api/docs-json through
// our nginx gateway from the built API on a fresh embedded engine and sends what the document allows and what it forbids,
// once without a token and once per role, in every phase (examples, coverage, fuzzing, stateful), with
// a fixed seed so a run repeats. Any answer the document does not promise is a failure.
// `node scripts/contract.mjs` runs it alone (after `npm run build`); `npm test` runs it as its `contract` step.
// CONTRACT_SEED=<n> explores other inputs; CONTRACT_EXAMPLES=<n> changes how many per operation and phase.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { freePort, startEmbeddedDb } = require('./lib/embedded-db.cjs');
const { startApi, tail, throwawaySecrets } = require('./lib/api-process.cjs');
const { startMailCatcher } = require('./lib/mail-catcher.cjs');
const { startNginx } = require('./lib/gateway.cjs');
const { ensureSchemathesis } = require('../tools/contract/schemathesis.cjs');

const SEED = Number(process.env.CONTRACT_SEED ?? 20261125);
/** Per operation in the fuzzing and stateful phases: 12 keeps `npm test` within 20 minutes on two cores. */
const EXAMPLES = Number(process.env.CONTRACT_EXAMPLES ?? 12);
/** The test run's own limits: Schemathesis logs in and posts forms far faster than people do. */
const RATE_LIMIT_FACTOR = '100000';
const ADMIN = { email: 'contract-admin@society.test', password: 'contract-admin-password-1' };
/**
 * Who the document is checked as. A caller skips the route groups where it meets only 401s or 403s: the
 * authorisation matrix (api/test/hardening-authorisation.e2e-spec.ts) already holds those route by route for
 * every role and every kind of bad token. Without a token that leaves the public routes (EXPECTED_PUBLIC_ROUTES
 * there: two under /api/admin, the applications under /api/hr).
 */
const CALLERS = [
  { name: 'without a token', skipPaths: '^/api/(admin/(?!(coreteam|gallery)$)|hr/(?!applicants/(volunteer|intern)$)|team/|volunteer/)' },
  { name: 'team', role: 'team', email: 'contract-team@society.test', password: 'contract-team-password-1', skipPaths: '^/api/(admin|hr|volunteer)/' },
  { name: 'hr', role: 'hr', email: 'contract-hr@society.test', password: 'contract-hr-password-1', skipPaths: '^/api/(admin|team|volunteer)/' },
  { name: 'admin', ...ADMIN },
];
/** The longest run (it checks the most routes): started first, so the others share the second worker meanwhile. */
const ADMIN_CALLER = CALLERS[CALLERS.length - 1];

/** The routes that take a multipart form with a file (a core-team member's edit: JSON, or multipart with a new photo). */
const UPLOAD_PATHS = '^/api/(admin/(addImage|publications|coreteam(/\\{id\\})?)|public/donations)$';
/** A guardian's consent: JSON, or a multipart form with the signed form (a student is added with one). */
const CONSENT_UPLOADS = '^/api/(team/students|(team/students|hr/applicants)/\\{id\\}/guardian-consent)$';
/** The Site tab's pictures: a multipart upload, or JSON naming a gallery picture. */
const SETTINGS_UPLOADS = '^/api/admin/settings/(logo|hero|carousel|campaign-covers/\\{slug\\})$';
/** The Site tab's sections: blank lines and null clear a field, so they take more than the schema's shapes say. */
const SETTINGS_SECTIONS = '^/api/admin/settings/(identity|contacts|social|payments|home|site)$';

/**
 * Rules a JSON schema cannot state: they depend on what is stored, on today's date, on another system, on
 * a file's bytes, or compare two fields' values (JSON Schema compares no values). So a request the document
 * allows may still be refused with a clear 4xx: for these operations only, that answer is not counted
 * against the document (each rule is in its description there). Every other rule is in the document.
 */
const RULES_BEYOND_THE_SCHEMA = [
  // Schemathesis takes the first block that matches an operation: adding a student is the consent rule's.
  {
    paths: CONSENT_UPLOADS,
    statuses: [400, 415],
    why: "a signed form's bytes must be a PDF or an image; consent by signed form needs the file unless one is on record; the consent day not after today (the document's pattern ends with last year); a student's Aadhaar check digit and endDate not before admissionDate",
  },
  { paths: '^/api/team/students', statuses: [400], why: "an Aadhaar number's Verhoeff check digit; endDate not before admissionDate" },
  { paths: '^/api/hr/applicants/(volunteer|intern)$', statuses: [400], why: "a date of birth under 18 today needs the guardian's name, relation and phone" },
  { paths: '^/api/admin/(donations/export\\.csv|activity(/export\\.csv)?)$', statuses: [400], why: 'from not after to' },
  { paths: '^/api/auth/set-password$', statuses: [410], why: 'whether an invite link still works (unused, unexpired, not replaced, its account enabled)' },
  { paths: '^/api/hr/certificates$', statuses: [400], why: 'the holder must be a volunteer or intern on record; the period in order; hours other than the approved total need a reason' },
  { paths: SETTINGS_SECTIONS, statuses: [400], why: 'a picture kept in a section must be one the section already has, the carousel naming each once' },
  { paths: '^/api/admin/settings/carousel$', statuses: [400, 415], why: 'a full carousel takes no more pictures; the bytes must be a JPEG, PNG or WebP image' },
  {
    paths: SETTINGS_UPLOADS,
    statuses: [400, 415],
    why: "the bytes must be a JPEG, PNG or WebP image; a picture or a galleryId, not both: the document's oneOf says so, but Schemathesis's coverage phase sends a multipart form with both as valid",
  },
  {
    paths: '^/api/admin/addImage$',
    statuses: [400, 415],
    why: "the bytes must be a JPEG, PNG or WebP image; a photo showing children names them, each on record and, when published, with the guardian's photo consent",
  },
  { paths: UPLOAD_PATHS, statuses: [415], why: "an upload's bytes must be a JPEG, PNG or WebP image" },
  { paths: '^/api/hr/send-birthday-wish$', statuses: [400], why: 'whether the mail server takes the address' },
  {
    paths: '^/api/admin/breaches(/\\{id\\}(/progress)?)?$',
    statuses: [400],
    why: "a breach's range needs a day (with the stored facts, on a change) and its days in order; occurredAt not after discoveredAt; an extension beyond the 72 hours; a step not before the one before it",
  },
  { paths: '^/api/hr/applicants/\\{id\\}$', statuses: [400], why: "availability is hours for a volunteer, a choice for an intern: it depends on the stored applicant" },
  { paths: '^/api/public/data-requests/(confirm|export)$', statuses: [410], why: 'whether a mailed link still works (unused, unexpired)' },
  {
    paths: '^/api/(team|admin)/register/(centres|batches|rounds)(/\\{id\\}(/days/\\{day\\})?)?$',
    statuses: [400],
    why: "a batch's centre must be on record, its teachers team members and its end after its start; a round's last day not before its first, inside its academic year; a corrected day not in the future, a holiday without marks",
  },
  {
    paths: '^/api/(team|admin)/register/(outcomes(\\.csv)?|children/\\{studentId\\}/(progress-card|remarks)|batches/\\{id\\}/progress-cards)$',
    statuses: [400],
    why: "an academic year's second year follows its first (2026-27, not 2026-29)",
  },
  {
    paths: '^/api/(hr|team)/sessions(/\\{id\\}(/(assign|cancel|attendance))?)?$',
    statuses: [400],
    why: "a session's day not passed, its end after its start, a batch's session with its batch, a weekly repeat not ending before its first day nor past 26 weeks",
  },
  {
    paths: '^/api/hr/hours/(approve|approved-total)$',
    statuses: [400],
    why: 'a bulk approval names a week or the entries; a period does not end before it starts',
  },
  {
    paths: '^/api/hr/verifications/\\{userId\\}$',
    statuses: [400],
    why: 'a verified person has the date, the certificate number and an expiry after the date, none in the future where it cannot be',
  },
  {
    paths: '^/api/safeguarding/concerns(/\\{id\\}/steps)?$',
    statuses: [400],
    why: "a concern's day not in the future and its child on record; a police report with whom, the day (not before the concern, not in the future) and the reference",
  },
  {
    paths: '^/api/admin/(gallery/\\{id\\}|safeguarding/lead)$',
    statuses: [400],
    why: "a photo showing children names them, each on record and, when published, with the guardian's photo consent; the safeguarding lead is an active staff account",
  },
  {
    paths: '^/api/admin/(bank-statements|form-10be)$',
    statuses: [400],
    why: "the file's bytes: a bank statement (CSV or XLSX) with a credit column and well-formed rows; Form 10BE certificates as PDFs or a zip of them",
  },
];
/** What positive_data_acceptance takes anyway (Schemathesis's own default list). */
const ACCEPTED_ANYWAY = ['"2XX"', '"3XX"', 401, 403, 404, 409, 429];

/** Schemathesis's settings for one caller; a staff caller logs in through the API (again after a 401). */
function configFor(caller) {
  const lines = [
    `seed = ${SEED}`,
    'color = false',
    `generation.max-examples = ${EXAMPLES}`,
    // No memory of earlier runs' failures: a run depends on the seed alone.
    'generation.database = "none"',
    'phases.examples.enabled = true',
    'phases.coverage.enabled = true',
    'phases.fuzzing.enabled = true',
    'phases.stateful.enabled = true',
    'checks.enabled = true',
  ];
  // First: Schemathesis takes the first block that matches an operation.
  if (caller.skipPaths) lines.push('', '[[operations]]', `include-path-regex = '${caller.skipPaths}'`, 'enabled = false');
  for (const { paths, statuses, why } of RULES_BEYOND_THE_SCHEMA) {
    lines.push('', `# ${why}`, '[[operations]]', `include-path-regex = '${paths}'`);
    lines.push(`checks.positive_data_acceptance.expected-statuses = [${[...ACCEPTED_ANYWAY, ...statuses].join(', ')}]`);
  }
  // A student may have no Aadhaar number stored: revealing it then answers 404 although the student exists.
  lines.push('', '[[operations]]', `include-path-regex = '/aadhaar$'`, 'checks.ensure_resource_availability.enabled = false');
  // In a multipart form every value is text: a value of a type the document forbids (an object for the
  // address) arrives as text the field may well take. Their JSON bodies are still checked both ways.
  lines.push('', '[[operations]]', `include-path-regex = '${UPLOAD_PATHS}'`, 'checks.negative_data_rejection.enabled = false');
  // A Site tab section reads '' or null as "clear this field" and drops blank address lines, by design; its
  // uploads are multipart forms like the others above.
  for (const paths of [SETTINGS_SECTIONS, SETTINGS_UPLOADS, CONSENT_UPLOADS]) lines.push('', '[[operations]]', `include-path-regex = '${paths}'`, 'checks.negative_data_rejection.enabled = false');
  // The users list holds the admin's own account and the other callers' (which run at the same time): a
  // changed password or role, or a deleted account, locks a run out of the API. Those routes' rules are the
  // admin-users e2e suite's (api/test/admin-users.e2e-spec.ts).
  if (caller === ADMIN_CALLER) {
    // By name: a path and a method in one block select either (that disabled every PUT of the admin's run).
    for (const name of ['PUT /api/admin/users/{id}', 'DELETE /api/admin/users/{id}']) lines.push('', '[[operations]]', `include-name = '${name}'`, 'enabled = false');
  }
  if (caller.email) {
    lines.push(
      '[auth.dynamic.openapi.bearer]',
      'path = "/api/auth/login"',
      `payload = { email = "${caller.email}", password = "${caller.password}" }`,
      'extract_selector = "/token"',
    );
  }
  return `${lines.join('\n')}\n`;
}

function runSchemathesis(executable, { configFile, url, logFile }) {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile);
    // In the run's temporary folder: Schemathesis keeps its .schemathesis/ cache where it runs.
    const child = spawn(executable, ['--config-file', configFile, 'run', url], { cwd: path.dirname(configFile), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('exit', (code) => log.end(() => resolve(code ?? 1)));
    child.once('error', () => log.end(() => resolve(1)));
  });
}

async function startServices(tempDir) {
  const stops = [];
  const db = await startEmbeddedDb({ dataDir: path.join(tempDir, 'db'), logFile: path.join(tempDir, 'embedded-db.log') });
  stops.unshift(db.stop);
  // Mail on, as in production: without it a birthday wish answers 501.
  const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort(), logFile: path.join(tempDir, 'mail.log'), mailDirectory: path.join(tempDir, 'mail') });
  stops.unshift(mail.stop);
  const port = await freePort();
  const apiLog = path.join(tempDir, 'api.log');
  try {
    const api = await startApi({
      env: {
        MONGODB_URI: `${db.uri.replace(/\/$/, '')}/contract`,
        ...throwawaySecrets(),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        HOST: '127.0.0.1',
        PORT: String(port),
        UPLOAD_DIR: path.join(tempDir, 'uploads'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        RATE_LIMIT_FACTOR,
        SMTP_URL: mail.smtpUrl,
        MAIL_FROM: 'Welfare Society <receipts@society.test>',
      },
      logFile: apiLog,
    });
    stops.unshift(api.stop);
  } catch (error) {
    for (const stop of stops) await stop();
    throw new Error(`${error.message}\n${tail(apiLog)}`);
  }
  // Through our own gateway, as clients meet the API: what nginx answers itself (a method it refuses, a body
  // too large) is held to the document too.
  try {
    const gateway = await startNginx({ runDir: path.join(tempDir, 'nginx'), port: await freePort(), apiPort: port, pageRenderer: false });
    stops.unshift(gateway.stop);
    return { url: `http://127.0.0.1:${gateway.port}`, apiLog, stop: async () => { for (const stop of stops) await stop(); } };
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
}

async function createStaffAccounts(url) {
  const call = async (route, body, token) => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const { token } = await call('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  for (const { role, email, password } of CALLERS.filter((caller) => caller.role)) await call('/api/admin/users', { email, password, role }, token);
}

/**
 * Runs every caller's check; resolves to one result per caller: { name, ok, logFile }.
 * @param {{ outDir: string, log?: (line: string) => void }} options
 */
export async function runContract({ outDir, log = console.log }) {
  const executable = ensureSchemathesis({ log });
  fs.mkdirSync(outDir, { recursive: true });
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const tempDir = fs.mkdtempSync(path.join(base, 'society-contract-'));
  fs.chmodSync(tempDir, 0o711); // nginx's workers (user nobody when run as root) write request bodies under it
  const services = await startServices(tempDir);
  const results = [];
  try {
    await createStaffAccounts(services.url);
    const check = async (caller) => {
      const slug = caller.name.replace(/\W+/g, '-');
      const configFile = path.join(tempDir, `${slug}.toml`);
      fs.writeFileSync(configFile, configFor(caller));
      const logFile = path.join(outDir, `contract-${slug}.log`);
      const started = Date.now();
      const code = await runSchemathesis(executable, { configFile, url: `${services.url}/api/docs-json`, logFile });
      const summary = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').pop();
      log(`${code === 0 ? 'PASS' : 'FAIL'} contract ${caller.name}: ${summary} (${((Date.now() - started) / 1000).toFixed(0)} s; ${path.relative(process.cwd(), logFile)})`);
      return { name: caller.name, ok: code === 0, logFile };
    };
    // Two callers at a time (Schemathesis waits on the API about half its time), the longest first.
    const queue = [ADMIN_CALLER, ...CALLERS.filter((caller) => caller !== ADMIN_CALLER)];
    const worker = async () => {
      for (let caller = queue.shift(); caller; caller = queue.shift()) results.push(await check(caller));
    };
    await Promise.all([worker(), worker()]);
    results.sort((a, b) => CALLERS.findIndex((caller) => caller.name === a.name) - CALLERS.findIndex((caller) => caller.name === b.name));
  } finally {
    await services.stop();
    fs.copyFileSync(services.apiLog, path.join(outDir, 'contract-api.log'));
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.cache', 'test-results');
  const results = await runContract({ outDir });
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}
