// Issue 44's budgets for the class register, each beside a reference of the same run:
// - a centre's past year (10 batches, 300 children, 220 class days: 66,000 marks) on the embedded engine: a
//   batch's month and the outcomes report through the API (median of RUNS), beside the framework's ceiling
//   for an answer of the same size;
// - a teacher's phone in Debian's Chromium at 390 px with Chromium's 4× CPU slowdown, through our nginx: each
//   tap's Interaction to Next Paint while thirty children are marked and saved (Event Timing entries), the
//   batch screen's LCP on a repeat visit with the network cut (served by the service worker), the phone's
//   store (IndexedDB) for a teacher of the whole centre, and a week of the centre offline (500 records)
//   sent and acknowledged after the network returns.
// The batch screen's first visit (Lighthouse mobile) is measured by the Lighthouse section (bench.mjs).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { academicYearOf, todayInIndia } = require('@society/contracts');

const RUNS = 7;
const CPU_SLOWDOWN = 4;
const DB_NAME = 'society-team-register';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** POSTs to a bench route (or any API route): its JSON answer; throws on an error status. */
export async function post(url, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/**
 * GET `url` (or send `init`: a method and body) RUNS times: the median time and the answer's size. Beside a read,
 * the same for `/api/bench/constant?bytes=<its size>` is the framework's ceiling for an answer of that size.
 */
export async function timed(url, headers = {}, init = {}) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { ...init, headers });
    const body = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
    bytes = body.length;
  }
  return { ms: Math.round(median(times)), bytes };
}

/** Seeds a class register taught by `teacherId` through the bench API (api/bench/register-year.ts). */
export const seedRegister = (apiUrl, teacherId, query = {}) => post(`${apiUrl}/api/bench/register-year?${new URLSearchParams({ teacher: teacherId, ...query })}`);

/** India's today (or Saturday on a Sunday) and the class days before it, `count` in all: the seeded batches meet Monday to Saturday. */
function recentClassDays(count) {
  const days = [];
  for (let at = new Date(`${todayInIndia()}T12:00:00Z`).getTime(); days.length < count; at -= 86_400_000) {
    const date = new Date(at);
    if (date.getUTCDay() !== 0) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** A week of a centre offline: each batch's last six class days, a baseline for every child, home visits. */
function weekOfRecords(year, total) {
  const recordedAt = new Date().toISOString();
  const records = [];
  const days = recentClassDays(6);
  for (const batchId of year.batchIds) {
    for (const day of days) {
      const marks = Object.fromEntries(year.children[batchId].map((studentId, i) => [studentId, i % 9 === 0 ? 'absent' : 'present']));
      records.push({ kind: 'attendance', id: crypto.randomUUID(), recordedAt, batchId, day, dayKind: 'held', marks });
    }
  }
  const children = year.batchIds.flatMap((batchId) => year.children[batchId]);
  for (const studentId of children) {
    records.push({ kind: 'assessment', id: crypto.randomUUID(), recordedAt, studentId, academicYear: year.academicYear, round: 'baseline', assessedOn: days[0], readingHindi: 'word', arithmetic: 'number-10-99' });
  }
  for (let i = 0; records.length < total; i += 1) {
    records.push({ kind: 'home-visit', id: crypto.randomUUID(), recordedAt, studentId: children[i % children.length], day: days[0], outcome: 'met-guardian', note: 'Met the mother; the child will come back on Monday.' });
  }
  return records.slice(0, total);
}

/** A phone's context (390 px, `contextOptions` added) with `session` ({ user, token }) in localStorage, on the login page. */
export async function signedInPage(browser, siteUrl, session, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, ...contextOptions });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/login`);
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', token);
  }, session);
  return { context, page };
}

/** Opens the dashboard until its service worker controls the page and the teacher's snapshot is on the phone. */
async function openControlled(page, siteUrl) {
  await page.goto(`${siteUrl}/member-dashboard`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** Thirty taps and a save on a 4× slower CPU: the slowest interaction's duration (Event Timing, ≥ 16 ms reported). */
async function measureMarking(page, cdp, dayUrl) {
  await page.goto(dayUrl);
  await page.locator('.team-mark--present').first().waitFor();
  await page.evaluate(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const buttons = page.locator('.team-mark--present');
  const children = await buttons.count();
  for (let i = 0; i < children; i += 1) await buttons.nth(i).tap();
  await page.getByRole('button', { name: /^(save|सहेजें)/i }).tap();
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const durations = await page.evaluate(() => [...window.__interactions.values()]);
  // An interaction under 16 ms leaves no entry: it counts as 16 at most.
  return { taps: children + 1, reported: durations.length, slowestMs: Math.round(Math.max(16, ...durations)) };
}

/** The batch screen again with the network cut and a 4× slower CPU: its Largest Contentful Paint. */
async function measureOfflineLcp(page, context, cdp, dayUrl) {
  await context.setOffline(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const lcps = [];
  try {
    for (let i = 0; i < 3; i += 1) {
      await page.goto(dayUrl);
      await page.locator('.team-mark--present, .team-mark').first().waitFor();
      await page.waitForTimeout(800);
      lcps.push(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true });
              setTimeout(() => resolve(null), 2000);
            }),
        ),
      );
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.setOffline(false);
  }
  const measured = lcps.filter((value) => value !== null);
  return { lcpMs: measured.length ? Math.round(median(measured)) : null, runs: lcps.map((value) => (value === null ? null : Math.round(value))) };
}

/** Puts `records` on the phone as waiting (the queue's own store), offline; then the network back: time until none waits. */
async function measureQueueDrain(page, context, siteUrl, userId, records) {
  await context.setOffline(true);
  await page.goto(`${siteUrl}/member-dashboard`);
  await page.evaluate(
    ({ name, userId: owner, records: waiting }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite');
          const now = Date.now();
          waiting.forEach((record, index) => tx.objectStore('records').put({ id: record.id, userId: owner, keptAt: now + index / 1000, record, state: 'waiting' }));
          tx.oncomplete = () => resolve(undefined);
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: DB_NAME, userId, records },
  );
  // The dashboard reads its queue when it opens: reopened offline, it holds the 500.
  await page.reload();
  const waiting = () =>
    page.evaluate(
      (name) =>
        new Promise((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const request = open.result.transaction('records').objectStore('records').getAll();
            request.onsuccess = () => resolve(request.result.filter((kept) => kept.state === 'waiting').length);
          };
        }),
      DB_NAME,
    );
  const before = await waiting();
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usageDetails?.indexedDB ?? null);
  const started = performance.now();
  await context.setOffline(false);
  let left = before;
  while (left > 0 && performance.now() - started < 60_000) {
    await page.waitForTimeout(100);
    left = await waiting();
  }
  const refused = await page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const request = open.result.transaction('records').objectStore('records').getAll();
          request.onsuccess = () => resolve(request.result.filter((kept) => kept.state === 'refused').map((kept) => kept.message));
        };
      }),
    DB_NAME,
  );
  return { records: before, drainedMs: left === 0 ? Math.round(performance.now() - started) : null, left, refused: refused.length, firstRefusal: refused[0] ?? null, indexedDbBytes: usage };
}

/**
 * @param {{ api: { url: string }, siteUrl: string }} services
 * @param {{ team: { session: { _id: string, email: string, role: string, token: string } } }} accounts
 */
export async function measureRegister(services, accounts, { log = console.log } = {}) {
  const session = accounts.team.session;
  const auth = { Authorization: `Bearer ${session.token}` };
  const results = {};

  // A centre's past year: the reads on the embedded engine, beside the framework's ceiling for the same bytes.
  const year = await seedRegister(services.api.url, session._id);
  const month = year.days[100].slice(0, 7);
  const monthRead = await timed(`${services.api.url}/api/team/register/batches/${year.batchIds[3]}/months/${month}`, auth);
  const monthCeiling = await timed(`${services.api.url}/api/bench/constant?bytes=${monthRead.bytes}`);
  const outcomes = await timed(`${services.api.url}/api/team/register/outcomes?academicYear=${year.academicYear}`, auth);
  const outcomesCeiling = await timed(`${services.api.url}/api/bench/constant?bytes=${outcomes.bytes}`);
  results.year = { batches: year.batchIds.length, children: Object.values(year.children).flat().length, classDays: year.days.length, month: { ...monthRead, ceilingMs: monthCeiling.ms }, outcomes: { ...outcomes, ceilingMs: outcomesCeiling.ms } };
  log(`  a centre's year: a batch's month ${monthRead.ms} ms (${monthRead.bytes} B; ceiling ${monthCeiling.ms} ms), the outcomes ${outcomes.ms} ms (${outcomes.bytes} B; ceiling ${outcomesCeiling.ms} ms)`);

  // This year's centre, meeting today: the phone's measures.
  const current = await seedRegister(services.api.url, session._id, { year: academicYearOf(todayInIndia()), days: '1' });
  const today = recentClassDays(1)[0];
  results.batchScreen = `/member-dashboard/register/${current.batchIds[0]}/${today}`;
  const dayUrl = `${services.siteUrl}${results.batchScreen}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { context, page } = await signedInPage(browser, services.siteUrl, { user: { _id: session._id, email: session.email, role: session.role }, token: session.token });
    const cdp = await context.newCDPSession(page);
    await openControlled(page, services.siteUrl);
    results.marking = await measureMarking(page, cdp, dayUrl);
    log(`  marking ${results.marking.taps - 1} children and saving at ${CPU_SLOWDOWN}× CPU: slowest interaction ${results.marking.slowestMs} ms (${results.marking.reported} of ${results.marking.taps} over 16 ms)`);
    results.offlineRepeat = await measureOfflineLcp(page, context, cdp, dayUrl);
    log(`  the batch screen again, offline, at ${CPU_SLOWDOWN}× CPU: LCP ${results.offlineRepeat.lcpMs} ms (runs ${results.offlineRepeat.runs.join(', ')})`);
    results.queue = await measureQueueDrain(page, context, services.siteUrl, session._id, weekOfRecords(current, 500));
    log(`  a week of a centre offline: ${results.queue.records} records sent and acknowledged in ${results.queue.drainedMs} ms after the network returned (${results.queue.refused} refused${results.queue.firstRefusal ? `: ${results.queue.firstRefusal}` : ''}); the phone's IndexedDB ${results.queue.indexedDbBytes} B`);
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
}

