// Page weight and largest contentful paint in headless Chromium with a phone profile and a cold cache
// (a new browser context per page), through our nginx.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

/** Every public route of SPEC §2, and the privacy, terms and data-request pages, each in both languages (the staff dashboards are measured after login, below). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/campaigns',
  ...[
    'susikshapathshala',
    'nayiudaan',
    'basta',
    'greenearth',
    'streetanimalcare',
    'jagruktaabhiyan',
    'aoobatenkarein',
    'mehfilemuskaan',
    'nayisambhawnayein',
    'khushhaali',
    'narishakti',
  ].map((name) => `/campaigns/${name}`),
  '/gallery',
  '/publications',
  '/support',
  '/support/donate',
  '/support/volunteer',
  '/support/internship',
  '/contact',
  '/privacy',
  '/terms',
  '/your-data',
  '/login',
  '/no-such-page',
].flatMap((route) => [route, route === '/' ? '/hi' : `/hi${route}`]); // each in English and in Hindi

export const STAFF_DASHBOARDS = { admin: '/admin-dashboard', hr: '/hr-dashboard', team: '/member-dashboard' };

/** The volunteer's portal, signed in, in both languages: a page of issue 32's, with the visitors' budgets. */
export const VOLUNTEER_PAGES = ['/volunteer-dashboard', '/hi/volunteer-dashboard'];

/** The set-password page as an invite mail's link opens it (its token in the fragment), in both languages. */
export const inviteLinks = (token) => ['/set-password', '/hi/set-password'].map((route) => `${route}#token=${token}`);

/** A route as the report shows it: an invite's token is not printed. */
export const shownRoute = (route) => route.replace(/#token=.*$/, '#token=…');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

const KIND = { Script: 'script', Stylesheet: 'css', Image: 'image', Font: 'font', Document: 'document' };

/** A society photograph (the budget leaves these out): an uploaded or bundled raster photo. */
function isPhoto(url, kind) {
  return kind === 'image' && /\.(?:jpe?g|webp|avif)(?:\?|$)/i.test(url);
}

// Runs in the page before its scripts: keeps the latest LCP candidate.
function observeLcp() {
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    const element = last.element;
    window.__benchLcp = {
      ms: last.startTime,
      element: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : null,
      url: last.url || null,
      size: last.size,
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(browser, baseUrl, route, session) {
  const context = await browser.newContext(PHONE);
  try {
    if (session) {
      await context.addInitScript(({ user, token }) => {
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('token', token);
      }, session);
    }
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      requests.set(requestId, { url: request.url, kind: KIND[type] || 'other', bytes: 0, status: null });
    });
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { status: response.status, kind: KIND[type] || entry.kind, encoding: response.headers['content-encoding'] || response.headers['Content-Encoding'] || null });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
    });
    await cdp.send('Network.enable');
    const started = Date.now();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const loadMs = Date.now() - started;
    const lcp = await page.evaluate(() => window.__benchLcp);
    const list = [...requests.values()].filter((entry) => entry.url.startsWith(baseUrl));
    const byKind = { script: 0, css: 0, image: 0, font: 0, document: 0, other: 0 };
    let photoBytes = 0;
    for (const entry of list) {
      byKind[entry.kind] += entry.bytes;
      if (isPhoto(entry.url, entry.kind)) photoBytes += entry.bytes;
    }
    const total = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);
    const remoteFiles = {};
    for (const entry of list) {
      const match = /\/remotes\/([a-z]+)\/(.*)$/.exec(new URL(entry.url).pathname);
      if (match) (remoteFiles[match[1]] ||= []).push(match[2]);
    }
    return {
      route: shownRoute(route),
      requests: list.length,
      bytes: { ...byKind, total, photos: photoBytes, nonPhoto: total - photoBytes },
      remotes: Object.keys(remoteFiles).sort(),
      remoteFiles,
      lcpMs: lcp ? Math.round(lcp.ms) : null,
      lcpElement: lcp?.element ?? null,
      lcpUrl: lcp?.url ? new URL(lcp.url).pathname : null,
      loadMs,
      failed: list.filter((entry) => entry.status === null || entry.status >= 400).map((entry) => `${entry.status ?? 'failed'} ${new URL(entry.url).pathname}`),
      scripts: list
        .filter((entry) => entry.kind === 'script')
        .map((entry) => ({ path: new URL(entry.url).pathname, bytes: entry.bytes, encoding: entry.encoding ?? null }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await context.close();
  }
}

/** What the site keeps in localStorage for a signed-in account of the seed. */
export const sessionOf = ({ session }) => ({ user: { _id: session._id, email: session.email, role: session.role }, token: session.token });

/**
 * Measures every public route and the invite's set-password link, then each staff dashboard and the
 * volunteer's, with that person's session in localStorage.
 */
export async function measurePages(baseUrl, accounts, { log = console.log } = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // One throw-away visit: Chromium's own first-start work is not the site's.
    await measure(browser, baseUrl, '/', null);
    const pages = [];
    for (const route of [...PUBLIC_ROUTES, ...inviteLinks(accounts.inviteToken)]) {
      pages.push(await measure(browser, baseUrl, route, null));
      log(`  ${shownRoute(route)}`);
    }
    const dashboards = [];
    const signedIn = [...Object.entries(STAFF_DASHBOARDS), ...VOLUNTEER_PAGES.map((route) => ['volunteer', route])];
    for (const [role, route] of signedIn) {
      dashboards.push({ role, ...(await measure(browser, baseUrl, route, sessionOf(accounts[role]))) });
      log(`  ${route} (${role})`);
    }
    return { pages, dashboards };
  } finally {
    await browser.close();
  }
}
