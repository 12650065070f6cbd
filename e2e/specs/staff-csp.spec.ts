// Issue 10: the staff dashboards under the site's Content Security Policy. Each role signs in and opens
// every tab of its dashboard: the browser refuses nothing (no securitypolicyviolation event, no CSP
// message in the console, no console error), and every response of the site carries the security headers it needs.
import type { Browser, BrowserContext, Response } from 'playwright-core';
import { staffAccounts, type StaffRole } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { expectPage, watchConsole } from '../support/public-site';
import { baseUrl } from '../support/state';

const DASHBOARDS: Record<StaffRole, { heading: string; tabs: string | null }> = {
  admin: { heading: 'Admin Dashboard', tabs: 'Admin sections' },
  hr: { heading: 'HR Dashboard', tabs: 'HR sections' },
  team: { heading: 'Team Dashboard', tabs: null }, // one view, no tabs
};

/** Scripts, styles, fonts and raster pictures: never shown as a page ($gateway_page_only_headers). */
const NOT_A_PAGE = /\.(?:js|css|map|woff2?|png|jpe?g|gif|webp|avif|ico)$/i;
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

/**
 * What is wrong with a response's security headers (nginx/gateway.conf.template): a page or an API
 * answer carries them all; a script, style or picture carries nosniff and none of the page-only ones,
 * which a phone would download with each file for nothing.
 */
function securityHeaderProblems(response: Response): string[] {
  const headers = response.headers();
  const path = new URL(response.url()).pathname;
  if (!path.startsWith('/api/') && NOT_A_PAGE.test(path)) {
    return [
      ...(headers['x-content-type-options'] === 'nosniff' ? [] : [`${path}: nosniff`]),
      ...PAGE_ONLY_HEADERS.filter((name) => name in headers).map((name) => `${path}: ${name} on a file that is no page`),
    ];
  }
  const csp = headers['content-security-policy'] ?? '';
  const expected: Array<[string, boolean]> = [
    // Our own scripts, and by its hash the one inline loader of a ready page (render/src/page-html.ts).
    ["CSP script-src 'self' and one hash", /(^|;)\s*script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='\s*(;|$)/.test(csp)],
    ["CSP frame-ancestors 'none'", csp.includes("frame-ancestors 'none'")],
    ["CSP object-src 'none'", csp.includes("object-src 'none'")],
    ['CSP without unsafe-eval', csp !== '' && !csp.includes('unsafe-eval')],
    ['nosniff', headers['x-content-type-options'] === 'nosniff'],
    ['X-Frame-Options DENY', headers['x-frame-options'] === 'DENY'],
    ['Referrer-Policy', headers['referrer-policy'] === 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', (headers['permissions-policy'] ?? '').includes('camera=()')],
    ['Cross-Origin-Opener-Policy', headers['cross-origin-opener-policy'] === 'same-origin'],
    ['Strict-Transport-Security (once, from the gateway)', headers['strict-transport-security'] === 'max-age=31536000'],
  ];
  return expected.filter(([, present]) => !present).map(([name]) => `${path}: ${name}`);
}

/**
 * Every securitypolicyviolation event of the context's pages, across reloads. The listener is added
 * through the DevTools protocol, which the page's CSP does not govern.
 */
async function recordPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

describe('the staff dashboards under the Content Security Policy', () => {
  let browser: Browser;
  let credentials: Record<StaffRole, { email: string; password: string }>;
  beforeAll(async () => {
    browser = await launchBrowser();
    credentials = await staffAccounts();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['admin', 'hr', 'team'] as const)('%s: every tab opens with nothing refused by the CSP, and every response carries the security headers it needs', async (role) => {
    const context = await newContext(browser);
    const policyViolationEvents = await recordPolicyViolations(context);
    const page = await context.newPage();
    const watch = watchConsole(page);
    const siteOrigin = new URL(baseUrl()).origin;
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === siteOrigin) responses.push(response);
    });

    await signIn(page, credentials[role].email, credentials[role].password);
    const { heading, tabs } = DASHBOARDS[role];
    await expectPage(page, heading);
    const opened: string[] = [];
    if (tabs) {
      const tabList = page.getByRole('tablist', { name: tabs });
      const count = await tabList.getByRole('tab').count();
      for (let index = 0; index < count; index += 1) {
        const tab = tabList.getByRole('tab').nth(index);
        await tab.click();
        await page.waitForFunction((element) => element?.getAttribute('aria-selected') === 'true', await tab.elementHandle());
        await expectPage(page, heading); // and the tab's data has arrived
        opened.push(await tab.innerText());
      }
      expect(opened.length).toBeGreaterThan(1);
    }
    // A reload straight onto the dashboard: its document comes from the gateway like any page.
    const documentResponse = await page.reload();
    await expectPage(page, heading);

    expect(documentResponse).not.toBeNull();
    expect(securityHeaderProblems(documentResponse!)).toEqual([]);
    expect(responses.some((response) => new URL(response.url()).pathname.startsWith('/api/'))).toBe(true);
    // Both kinds were checked: the remote's scripts and the API's answers.
    expect(responses.some((response) => NOT_A_PAGE.test(new URL(response.url()).pathname))).toBe(true);
    expect(responses.flatMap(securityHeaderProblems)).toEqual([]);
    expect(policyViolationEvents).toEqual([]);
    expect(watch.policyViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
