// Lighthouse (npm, pinned) as a visitor on a cheap phone meets the site: its mobile profile with the
// default simulated throttling (slow 4G, 4x CPU slowdown), through our nginx, on Debian's Chromium.
// Every public route, then each staff dashboard with that role's session in localStorage. Lighthouse's
// own CPU benchmark of this machine is reported beside the figures as the run's reference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { PUBLIC_ROUTES, STAFF_DASHBOARDS, VOLUNTEER_PAGES, inviteLinks, sessionOf, shownRoute } from './pages.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { freePort } = require('../lib/embedded-db.cjs');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs per page; the median one (closest to the median FCP and time to interactive) is reported. */
const RUNS_PER_PAGE = 3;

function summarise(route, lhr) {
  const score = (name) => (lhr.categories[name]?.score == null ? null : Math.round(lhr.categories[name].score * 100));
  const audit = (name) => lhr.audits[name]?.numericValue ?? null;
  return {
    route: shownRoute(route),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    cls: Math.round((audit('cumulative-layout-shift') ?? 0) * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // What moved, when anything did: the element and its share of the score.
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({ score: Math.round(item.score * 1000) / 1000, element: item.node?.snippet ?? null })),
    error: lhr.runtimeError?.message ?? null,
  };
}

const shiftNote = ({ shifts }) => (shifts.length ? `, moved: ${shifts.map(({ score, element }) => `${element} ${score}`).join('; ')}` : '');

/**
 * @param {string} baseUrl the site through nginx
 * @param {Record<string, { session: { _id: string, email: string, role: string, token: string } }> & { inviteToken: string }} accounts
 * @param {{ log?: (line: string) => void, routes?: string[], dashboards?: boolean, signedInRoutes?: Array<{ role: string, route: string, firstVisit?: boolean }> }} options
 *   which public routes, whether the invite's link and the signed-in pages too (the staff dashboards, and the
 *   volunteer's, judged as visitor pages), and other pages to measure signed in (the class register's batch screen)
 */
export async function measureLighthouse(
  baseUrl,
  accounts,
  { log = console.log, routes = PUBLIC_ROUTES.filter((route) => !route.endsWith('/no-such-page')), dashboards: withDashboards = true, signedInRoutes = [] } = {},
) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'society-lighthouse-'));
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its localStorage.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  const measure = async (route, flags) => (await lighthouse(`${baseUrl}${route}`, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...flags })).lhr;
  const once = async (route, flags) => {
    const lhr = await measure(route, flags);
    // Lighthouse sometimes loses its own trace (NO_NAVSTART, "run Lighthouse again"): one more try.
    return lhr.runtimeError ? measure(route, flags) : lhr;
  };
  // Lighthouse's own advice for a shared machine: several runs, reported by its median run.
  const run = async (route, flags = {}, beforeEachRun = async () => {}) => {
    const lhrs = [];
    for (let i = 0; i < RUNS_PER_PAGE; i += 1) {
      await beforeEachRun();
      lhrs.push(await once(route, flags));
    }
    const valid = filterToValidRuns(lhrs);
    return summarise(route, valid.length ? computeMedianRun(valid) : lhrs[0]);
  };
  try {
    await once('/', {}); // a throw-away first run: Chromium's own first-start work is not the site's
    const pages = [];
    // private: kept out of search engines on purpose (noindex, robots.txt), so SEO is not judged.
    const visits = [...routes.map((route) => ({ route, private: false })), ...(withDashboards ? inviteLinks(accounts.inviteToken).map((route) => ({ route, private: true })) : [])];
    for (const visit of visits) {
      pages.push({ ...(await run(visit.route)), private: visit.private });
      log(`  lighthouse ${shownRoute(visit.route)}: ${pages.at(-1).performance}${shiftNote(pages.at(-1))}`);
    }
    const page = browser.pages()[0] ?? (await browser.newPage());
    /** The session in localStorage; on a first visit without the service worker, its caches or the phone's store. */
    const signIn = async (role, firstVisit) => {
      await page.goto(baseUrl);
      await page.evaluate(
        async ({ session: { user, token }, firstVisit: clear }) => {
          localStorage.setItem('user', JSON.stringify(user));
          localStorage.setItem('token', token);
          if (!clear) return;
          for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
          for (const name of await caches.keys()) await caches.delete(name);
          for (const database of await indexedDB.databases()) indexedDB.deleteDatabase(database.name);
        },
        { session: sessionOf(accounts[role]), firstVisit },
      );
      // Leave the home page: its carousel would go on animating in this tab while Lighthouse measures in its own,
      // taking the machine's CPU from the measured page (a visitor's phone runs the one page).
      await page.goto('about:blank');
    };
    const signedIn = async (role, route, { firstVisit = false } = {}) => {
      // Keep the session Lighthouse would otherwise clear before loading the page.
      const result = { role, ...(await run(route, { disableStorageReset: true }, () => signIn(role, firstVisit))) };
      log(`  lighthouse ${route} (${role}): ${result.performance}${shiftNote(result)}`);
      return result;
    };
    const dashboards = [];
    for (const [role, route] of withDashboards ? Object.entries(STAFF_DASHBOARDS) : []) dashboards.push(await signedIn(role, route));
    for (const route of withDashboards ? VOLUNTEER_PAGES : []) {
      const result = await signedIn('volunteer', route);
      pages.push({ ...result, route: `${route} (volunteer)`, private: true });
    }
    const signedInPages = [];
    for (const { role, route, firstVisit } of signedInRoutes) signedInPages.push({ ...(await signedIn(role, route, { firstVisit })), firstVisit: Boolean(firstVisit) });
    return { pages, dashboards, signedIn: signedInPages };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
