// Issue 45's budgets for volunteer sessions, each beside a reference of the same run:
// - a term (500 sessions, 5,000 sign-ups over 100 volunteers) on the embedded engine: the volunteer's open
//   sessions and HR's hours to approve, each a first page through the API (median of register.mjs's runs),
//   beside the framework's ceiling for an answer of the same size (register.mjs's `timed`);
// - a week's 200 hour entries approved in one step, beside the framework's POST ceiling (no data access);
// - the check-in page the QR code opens, signed in as the volunteer, on Lighthouse's mobile profile applied
//   to Debian's Chromium through CDP (slow 4G, 4× CPU), cold cache, no service worker: the time from the
//   navigation's start to "Checked in" on screen, beside the same load of the portal's home (its LCP).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { throttling } from 'lighthouse/core/config/constants.js';
import { sessionOf } from './pages.mjs';
import { median, post, signedInPage, timed } from './register.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

/** Page loads of each measured page; the median is reported. */
const PAGE_RUNS = 5;
/** Lighthouse's mobile profile: slow 4G as its DevTools throttling applies it, and a 4× slower CPU. */
const SLOW_4G = throttling.mobileSlow4G;
const DONE = '.vol-checkin__big--done';
const PROBLEM = '.vol-checkin__big--problem';

/**
 * In the page before its scripts: when "Checked in" (or the problem) enters the DOM, the time of the next frame
 * (from the navigation's start), and the latest Largest Contentful Paint.
 */
function watchPage({ done, problem }) {
  window.__bench = { lcp: null, done: null, problem: null };
  const seen = () => {
    for (const [key, selector] of [['done', done], ['problem', problem]]) {
      if (window.__bench[key] === null && document.querySelector(selector)) {
        window.__bench[key] = -1;
        requestAnimationFrame(() => (window.__bench[key] = performance.now()));
      }
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => (window.__bench.lcp = list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One cold load of `route` signed in, throttled: the time `selector` showed (if any) and the LCP. */
async function throttledLoad(browser, siteUrl, session, route, selector) {
  const { context, page } = await signedInPage(browser, siteUrl, session, { serviceWorkers: 'block' });
  try {
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
    await page.addInitScript(watchPage, { done: DONE, problem: PROBLEM });
    await page.goto(`${siteUrl}${route}`, { waitUntil: 'commit', timeout: 60_000 });
    if (selector) {
      await page.waitForFunction(() => window.__bench.done > 0 || window.__bench.problem > 0, undefined, { timeout: 30_000, polling: 100 });
      const problem = await page.evaluate(() => (window.__bench.problem > 0 ? document.querySelector('[role="alert"]')?.textContent ?? 'a problem' : null));
      if (problem) throw new Error(`the check-in page said: ${problem}`);
    }
    // The page settled: its last LCP candidate is in.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(500);
    const marks = await page.evaluate(() => ({
      ...window.__bench,
      documentMs: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
      resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
    }));
    const shownMs = selector ? Math.round(marks.done) : null;
    // Where the time went: the page's own document, the files fetched before the text showed, the check-in's POST.
    const before = marks.resources.filter((entry) => shownMs === null || entry.responseEnd <= shownMs);
    const post = marks.resources.find((entry) => /\/api\/volunteer\/sessions\/[^/]+\/check-in/.test(entry.name));
    return {
      shownMs,
      lcpMs: marks.lcp === null ? null : Math.round(marks.lcp),
      documentMs: marks.documentMs === null ? null : Math.round(marks.documentMs),
      requestsBefore: before.length + 1,
      /** Each file fetched before the text: its path and when its answer ended (ms). */
      fetchedBefore: before.map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.responseEnd)}`),
      checkInPost: post ? { startMs: Math.round(post.startTime), endMs: Math.round(post.responseEnd) } : null,
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ api: { url: string }, siteUrl: string }} services
 * @param {{ hr: { session: { _id: string, token: string } }, volunteer: { session: { _id: string, email: string, role: string, token: string } } }} accounts
 */
export async function measureSessions(services, accounts, { log = console.log } = {}) {
  const api = services.api.url;
  const volunteer = accounts.volunteer.session;
  const asVolunteer = { Authorization: `Bearer ${volunteer.token}` };
  const asHr = { Authorization: `Bearer ${accounts.hr.session.token}` };
  const results = {};

  const term = await post(`${api}/api/bench/sessions-term?${new URLSearchParams({ volunteer: volunteer._id, creator: accounts.hr.session._id })}`);
  results.term = { sessions: term.sessions, signUps: term.signUps, volunteers: term.volunteers, from: term.term.from, to: term.term.to, hoursWeek: term.hoursWeek, waitingHours: term.waitingHours };
  log(`  a term: ${term.sessions} sessions (${term.term.from} to ${term.term.to}), ${term.signUps} sign-ups over ${term.volunteers} volunteers, ${term.waitingHours} hours waiting in the week of ${term.hoursWeek}`);

  // The first pages on the term, each beside the framework's ceiling for the same bytes.
  const open = await timed(`${api}/api/volunteer/sessions`, asVolunteer);
  const openCeiling = await timed(`${api}/api/bench/constant?bytes=${open.bytes}`);
  const waiting = await timed(`${api}/api/hr/hours?status=waiting`, asHr);
  const waitingCeiling = await timed(`${api}/api/bench/constant?bytes=${waiting.bytes}`);
  results.open = { ...open, ceilingMs: openCeiling.ms };
  results.waiting = { ...waiting, ceilingMs: waitingCeiling.ms };
  log(`  the volunteer's open sessions, first page: ${open.ms} ms (${open.bytes} B; ceiling ${openCeiling.ms} ms); HR's hours to approve, first page: ${waiting.ms} ms (${waiting.bytes} B; ceiling ${waitingCeiling.ms} ms)`);

  // A week's hours approved in one step (once: it leaves none waiting), beside the framework's own POST.
  const ceilingBody = JSON.stringify({ name: 'Asha Verma', email: 'asha@example.org', message: 'A message of the bench.', fillSeconds: 30 });
  const approveCeiling = await timed(`${api}/api/bench/contact`, { 'content-type': 'application/json' }, { method: 'POST', body: ceilingBody });
  const started = performance.now();
  const response = await fetch(`${api}/api/hr/hours/approve`, { method: 'POST', headers: { ...asHr, 'content-type': 'application/json' }, body: JSON.stringify({ week: term.hoursWeek }) });
  const approveMs = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`POST /api/hr/hours/approve answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const { approved } = await response.json();
  results.approve = { ms: approveMs, approved, ceilingMs: approveCeiling.ms };
  log(`  a week's hours approved in one step: ${approved} in ${approveMs} ms (the framework's POST ceiling ${approveCeiling.ms} ms)`);

  // The check-in page the QR code opens, and the portal's home, on a throttled phone. The first load checks in;
  // the next ones are answered as the first (the same screen).
  const route = (code) => `/volunteer-dashboard/check-in/${term.checkIn.sessionId}?${new URLSearchParams({ code })}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const session = sessionOf({ session: volunteer });
    await throttledLoad(browser, services.siteUrl, session, '/volunteer-dashboard', null); // a throw-away first run: Chromium's own first-start work
    const checkIns = [];
    const homes = [];
    for (let i = 0; i < PAGE_RUNS; i += 1) {
      const { code } = await post(`${api}/api/bench/sessions-term/check-in-code?${new URLSearchParams({ session: term.checkIn.sessionId })}`);
      checkIns.push(await throttledLoad(browser, services.siteUrl, session, route(code), DONE));
      homes.push(await throttledLoad(browser, services.siteUrl, session, '/volunteer-dashboard', null));
    }
    const lcps = homes.map((run) => run.lcpMs).filter((value) => value !== null);
    results.checkIn = {
      route: '/volunteer-dashboard/check-in/:sessionId?code=…',
      shownMs: median(checkIns.map((run) => run.shownMs)),
      firstMs: checkIns[0].shownMs,
      runs: checkIns.map((run) => run.shownMs),
      lcpMs: median(checkIns.map((run) => run.lcpMs ?? Infinity)),
      /** The median run's document, requests before the text, and the check-in POST (from its start to its answer). */
      medianRun: checkIns.find((run) => run.shownMs === median(checkIns.map((other) => other.shownMs))),
      homeLcpMs: lcps.length ? median(lcps) : null,
      homeRuns: homes.map((run) => run.lcpMs),
      throttling: { latencyMs: SLOW_4G.requestLatencyMs, downloadKbps: SLOW_4G.downloadThroughputKbps, uploadKbps: SLOW_4G.uploadThroughputKbps, cpu: SLOW_4G.cpuSlowdownMultiplier },
    };
    log(`  check-in page, slow 4G and ${SLOW_4G.cpuSlowdownMultiplier}× CPU, cold: "Checked in" at ${results.checkIn.shownMs} ms (runs ${results.checkIn.runs.join(', ')}; the first, which checks in, ${results.checkIn.firstMs} ms); the portal's home LCP ${results.checkIn.homeLcpMs} ms (runs ${results.checkIn.homeRuns.join(', ')})`);
    const { medianRun } = results.checkIn;
    log(`    the median run: document at ${medianRun.documentMs} ms, ${medianRun.requestsBefore} requests before the text, the check-in POST ${medianRun.checkInPost ? `${medianRun.checkInPost.startMs} to ${medianRun.checkInPost.endMs} ms` : 'not seen'}`);
  } finally {
    await browser.close();
  }
  return results;
}
