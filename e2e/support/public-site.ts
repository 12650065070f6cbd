// What the public-site browser specs share: SPEC §2's visitor routes with each page's heading, a
// watch on the console, a wait for a page's data to arrive, in-app navigation, the axe-core check and a wait for a lazy image.
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './state';

/** Every visitor route of SPEC §2 (plus the legal pages and an unknown path) and its h1. */
export const PUBLIC_ROUTES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/', heading: 'Education is a Fundamental Right' },
  { path: '/about', heading: 'About Us' },
  { path: '/campaigns', heading: 'Our Campaigns' },
  { path: '/campaigns/susikshapathshala', heading: 'Su-Shiksha Pathshala' },
  { path: '/campaigns/nayiudaan', heading: 'Nayi Udaan' },
  { path: '/campaigns/basta', heading: 'Basta – The Daily Pathshala' },
  { path: '/campaigns/greenearth', heading: 'Dharti Ki Muskaan' },
  // SPEC §2: the green-earth path also works with a stray leading space.
  { path: '/campaigns/%20greenearth', heading: 'Dharti Ki Muskaan' },
  { path: '/campaigns/streetanimalcare', heading: 'Prem Seva' },
  { path: '/campaigns/jagruktaabhiyan', heading: 'Jagrukta Abhiyan' },
  { path: '/campaigns/aoobatenkarein', heading: 'Aao Baat Karein' },
  { path: '/campaigns/mehfilemuskaan', heading: 'Mehfil-e-Muskaan' },
  { path: '/campaigns/nayisambhawnayein', heading: 'Nayi Sambhawnayein' },
  { path: '/campaigns/khushhaali', heading: 'Khush-Haali' },
  { path: '/campaigns/narishakti', heading: 'Nari Shakti' },
  { path: '/gallery', heading: 'Our Gallery' },
  { path: '/publications', heading: 'Publications' },
  { path: '/support', heading: 'Support Us' },
  { path: '/support/donate', heading: 'Donate' },
  { path: '/support/volunteer', heading: 'Volunteer With Us' },
  { path: '/support/internship', heading: 'Internship Application' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/your-data', heading: 'Your data' },
  // The shell's own visitor page, served ready like the others.
  { path: '/login', heading: 'Login' },
  { path: '/no-such-page', heading: 'Oops! Page Not Found' },
];

export interface ConsoleWatch {
  /** Console errors and uncaught exceptions of the site itself, since the last clear(). */
  errors: string[];
  /** Content Security Policy violations (from any origin), since the last clear(). */
  policyViolations: string[];
  clear(): void;
}

/**
 * Records what a visitor's console shows. Errors located on another origin are left out: the
 * social and map embeds cannot load offline, and the site is built to carry on without them.
 */
export function watchConsole(page: Page): ConsoleWatch {
  const siteOrigin = new URL(baseUrl()).origin;
  const watch: ConsoleWatch = {
    errors: [],
    policyViolations: [],
    clear() {
      watch.errors.length = 0;
      watch.policyViolations.length = 0;
    },
  };
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) {
      watch.policyViolations.push(text);
      return;
    }
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // The not-found page is sent with status 404 on purpose (for search engines); Chromium logs that.
    if (where === page.url() && /status of 404/.test(text)) return;
    if (where && /^https?:/.test(where) && new URL(where).origin !== siteOrigin) return;
    watch.errors.push(where ? `${text} (${where})` : text);
  });
  page.on('pageerror', (error) => watch.errors.push(`uncaught: ${error.message}`));
  return watch;
}

/** Waits for the page's single h1 to read `heading`, then for its data (no loading spinner left). */
export async function expectPage(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.wk-page-spinner, [aria-busy="true"]'));
  expect(await page.locator('h1').allInnerTexts()).toEqual([heading]);
}

/** Moves to `path` inside the running app, as a link would (no page reload). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Whether the page is wider than the window (the visitor would have to scroll sideways). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each. axe is run
 * through the DevTools protocol (page.evaluate), which the page's CSP does not govern: an injected
 * <script> tag (page.addScriptTag) is inline code and the site's CSP rightly refuses it.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => `${impact} ${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The API drops a form sent within 3 seconds of being shown (a script's speed), and a test fills a form
 * faster than any person: before sending, move the page's clock on as if the visitor had taken a minute.
 */
export async function takeAPersonsTime(page: Page): Promise<void> {
  await page.evaluate(() => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + 60_000;
  });
}

/**
 * Scrolls a lazy image into view, waits for it to finish loading and returns its natural width
 * (0 when it failed). The locator is asked afresh each time, so an image the page redrew is found again.
 */
export async function loadedWidth(page: Page, image: Locator): Promise<number> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await image.scrollIntoViewIfNeeded();
    if (await image.evaluate((element: HTMLImageElement) => element.complete)) break;
    await page.waitForTimeout(250);
  }
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}
