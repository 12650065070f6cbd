// `npm run bench`: speed and weight of the built site (issue 9), as a report, never a test: it exits 0
// whatever the verdicts. Builds what is stale, starts a fresh engine, the API and nginx on free ports,
// seeds a little content through the API, measures, stops everything, prints tables and writes
// bench-results.json. Each figure sits beside a reference measured in the same run (shared, noisy machines).
// Flags: --clone also times a fresh clone to a serving `npm start` (minutes); --only=pages,lighthouse,reads,writes,gallery,lists,statements,register,sessions;
// --routes=/hi,/support/donate: Lighthouse measures only those public routes (and not the dashboards).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, TARGETS } from './build.mjs';
import {
  CONNECTIONS,
  SECONDS,
  contactInvalidOptions,
  contactRefusedOptions,
  measureContactPost,
  measureRawInsert,
  measureUrl,
  measureUrlDuring,
  sampleRss,
  startBareServer,
} from './bench/load.mjs';
import { measureClone } from './bench/clone.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measurePages } from './bench/pages.mjs';
import { judge, machine, printReport } from './bench/report.mjs';
import { seed, seedVolunteers } from './bench/seed.mjs';
import { startServices, stopAll } from './bench/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'bench-results.json');
const args = process.argv.slice(2);
const onlyArg = args.find((arg) => arg.startsWith('--only='));
const sections = new Set(onlyArg ? onlyArg.slice('--only='.length).split(',') : ['pages', 'lighthouse', 'reads', 'writes', 'gallery', 'lists', 'statements', 'register', 'sessions']);
/** Sections that need the fronts built (the others measure the API alone). */
const needsFronts = ['pages', 'lighthouse', 'gallery', 'register', 'sessions'].some((section) => sections.has(section));
const routesArg = args.find((arg) => arg.startsWith('--routes='));
const routes = routesArg ? routesArg.slice('--routes='.length).split(',') : undefined;
const log = (line) => console.log(line);

const PUBLIC_READS = [
  { name: 'announcements', path: '/api/public/Announcement' },
  { name: 'publications', path: '/api/public/publications' },
  { name: 'gallery', path: '/api/admin/gallery' },
  { name: 'core team', path: '/api/admin/coreteam' },
];

const ratio = (value, reference) => (reference > 0 ? Math.round((value / reference) * 100) / 100 : 0);

async function measureReads(services, tempDir) {
  const rows = [];
  for (const read of PUBLIC_READS) {
    const url = `${services.api.url}${read.path}`;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    // Reference first, then the read, back to back: they share the same moment of the machine's noise.
    const ceiling = await measureUrl(`${services.api.url}/api/bench/constant?bytes=${body.length}`);
    const measured = await measureUrl(url);
    const bare = await startBareServer(body, tempDir);
    let bareResult;
    try {
      bareResult = await measureUrl(bare.url);
    } finally {
      await bare.stop();
    }
    rows.push({
      ...read,
      bytes: body.length,
      read: measured,
      ceiling,
      bare: bareResult,
      ratio: ratio(measured.requestsPerSecond, ceiling.requestsPerSecond),
      bareRatio: ratio(measured.requestsPerSecond, bareResult.requestsPerSecond),
    });
    log(`  ${read.path}: ${measured.requestsPerSecond} req/s vs ceiling ${ceiling.requestsPerSecond}`);
  }
  return { connections: CONNECTIONS, seconds: SECONDS, rows };
}

/** Refused submissions sent beside the reads of the flood measurement, per second. */
const FLOOD_PER_SECOND = 300;

async function measureWrites(services) {
  const raw = await measureRawInsert(services.mongoUri);
  // The same POST through the same framework with no rate limit and no insert: no write route can beat it.
  const ceiling = await measureContactPost(`${services.api.url}/api/bench/contact`);
  const contactUrl = `${services.api.url}/api/public/contact`;
  const contact = await measureContactPost(contactUrl);
  log(`  contact ${contact.requestsPerSecond} req/s (p99 ${contact.p99Ms} ms) vs the framework's POST ceiling ${ceiling.requestsPerSecond} (p99 ${ceiling.p99Ms} ms)`);

  // One person past their hourly limit, then flooding from a thousand addresses: every answer is a 429.
  const flooder = 'bench-flood@example.org';
  for (let i = 0; i < 4; i += 1) {
    await fetch(contactUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1' },
      body: JSON.stringify({ name: 'Flood', email: flooder, message: 'x', fillSeconds: 30 }),
    });
  }
  const readUrl = `${services.api.url}/api/public/Announcement`;
  const read = await measureUrl(readUrl);
  const refused = await measureUrl(contactUrl, contactRefusedOptions(flooder));
  const invalid = await measureUrl(contactUrl, contactInvalidOptions());
  const readDuringFlood = await measureUrlDuring(readUrl, { url: contactUrl, ...contactRefusedOptions(flooder) }, FLOOD_PER_SECOND);
  log(`  refused ${refused.requestsPerSecond} req/s, invalid ${invalid.requestsPerSecond} req/s, a public read ${read.requestsPerSecond} req/s (${readDuringFlood.requestsPerSecond} beside ${FLOOD_PER_SECOND} refused/s)`);
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    contact,
    ceiling,
    raw,
    refused,
    invalid,
    read,
    readDuringFlood,
    floodPerSecond: FLOOD_PER_SECOND,
    ratio: ratio(contact.requestsPerSecond, raw.requestsPerSecond),
    ceilingRatio: ratio(ceiling.requestsPerSecond, raw.requestsPerSecond),
    contactToCeiling: ratio(contact.requestsPerSecond, ceiling.requestsPerSecond),
    contactP99ToCeiling: ratio(contact.p99Ms, ceiling.p99Ms),
    refusedToRead: ratio(refused.requestsPerSecond, read.requestsPerSecond),
    invalidToRead: ratio(invalid.requestsPerSecond, read.requestsPerSecond),
    readDuringFloodRatio: ratio(readDuringFlood.requestsPerSecond, read.requestsPerSecond),
  };
}

async function main() {
  const results = { date: new Date().toISOString(), machine: machine() };
  // The API measured is api-bench's (the API's code with the reference routes), not the image's api/dist.
  const builtByDefault = TARGETS.filter((target) => !target.onlyWhenNamed).map((target) => target.name);
  if (!(await buildAll({ log, only: needsFronts ? [...builtByDefault, 'api-bench'] : ['api-bench'] }))) {
    console.error('bench: the build failed; nothing measured');
    return 1;
  }
  // These read the shared contracts' build and the bench's API build, made just above (a fresh clone has neither before).
  const [{ GALLERY_AT_SCALE, measureGalleryAtScale }, { measureLists }, { measureStatements }, { measureRegister }, { measureSessions }] = await Promise.all([
    import('./bench/gallery.mjs'),
    import('./bench/lists.mjs'),
    import('./bench/statements.mjs'),
    import('./bench/register.mjs'),
    import('./bench/sessions.mjs'),
  ]);
  log('Starting a fresh engine, the API and nginx...');
  const services = await startServices();
  const stopOnSignal = () => stopAll(services).finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    log('Seeding content through the API...');
    const accounts = await seed(services.api.url);
    // The volunteer's dashboard and an invite's link: pages both sections measure (and the volunteer of the sessions).
    if (sections.has('pages') || sections.has('lighthouse') || sections.has('sessions')) Object.assign(accounts, await seedVolunteers(services, accounts));
    if (sections.has('pages')) {
      log('Pages:');
      results.pages = await measurePages(services.siteUrl, accounts, { log });
    }
    if (sections.has('lighthouse')) {
      log('Lighthouse (a few minutes):');
      results.lighthouse = await measureLighthouse(services.siteUrl, accounts, routes ? { log, routes, dashboards: false } : { log });
    }
    if (sections.has('reads') || sections.has('writes')) {
      const idleRssMb = sampleRss(services.api.pid).stop();
      const rss = sampleRss(services.api.pid);
      if (sections.has('reads')) {
        log('API reads:');
        results.reads = await measureReads(services, services.tempDir);
      }
      if (sections.has('writes')) {
        log('Public writes:');
        results.writes = await measureWrites(services);
      }
      results.memory = { idleRssMb, peakRssMb: rss.stop() };
    }
    // Last, these two: they add thousands of rows, which would change what the other sections measure.
    if (sections.has('gallery')) {
      log(`The public gallery at ${GALLERY_AT_SCALE} photos (Lighthouse):`);
      results.galleryAtScale = await measureGalleryAtScale(services, accounts, { log });
    }
    if (sections.has('lists')) {
      log('Staff lists and exports at ×1, ×10, ×100 of a year:');
      results.lists = await measureLists(services, accounts, { log });
    }
    if (sections.has('statements')) {
      log('A year\'s bank statement (10,000 lines) against 5,000 receipt requests:');
      results.statements = await measureStatements(services, { log });
    }
    if (sections.has('register')) {
      log("The class register: a centre's year, and a teacher's phone (Chromium, 4× CPU):");
      results.register = await measureRegister(services, accounts, { log });
      log('  the batch screen signed in, first visit (Lighthouse):');
      const lighthouse = await measureLighthouse(services.siteUrl, accounts, { log, routes: [], dashboards: false, signedInRoutes: [{ role: 'team', route: results.register.batchScreen, firstVisit: true }] });
      results.register.firstVisit = lighthouse.signedIn[0];
    }
    if (sections.has('sessions')) {
      log("Volunteer sessions: a term's reads and a week's approval, and the check-in page on a phone (slow 4G, 4× CPU):");
      results.sessions = await measureSessions(services, accounts, { log });
    }
  } finally {
    await stopAll(services);
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
  }
  if (args.includes('--clone')) {
    log('Fresh clone to a serving npm start:');
    results.clone = await measureClone(root, { log });
  }
  judge(results);
  printReport(results, log);
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nWrote ${path.relative(process.cwd(), resultsFile) || resultsFile}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench failed: ${error.stack || error.message}`);
    process.exit(1);
  },
);
