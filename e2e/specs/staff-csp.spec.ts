// Issue 10: the staff dashboards under the site's Content Security Policy. Each role signs in and opens
// every tab of its dashboard: the browser refuses nothing (no securitypolicyviolation event, no CSP
// message in the console, no console error), and every response of the site carries the security headers it needs.
// Issue 31: on a configured site (the Site tab filled, a full ticker) the layout before the login page's
// Suspense boundary passed the 12,800 bytes at which React moved the boundary out of line, behind inline
// scripts the CSP refuses: the ready /login came half-finished and was drawn again (React error #419).
import type { Browser, BrowserContext, Response } from 'playwright-core';
import { adminLoginToken, call, loginToken, staffAccounts, type StaffRole } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { expectPage, watchConsole } from '../support/public-site';
import { createAnnouncement, deleteAnnouncement } from '../support/staff-api';
import { baseUrl } from '../support/state';
import { volunteerAccount } from '../support/volunteer';

/** What a society fills in on the Site tab before going live (put back as it was after this spec). */
const CONFIGURED = {
  identity: { name: 'Society Welfare Trust', shortName: 'Welfare Trust', registrationNumber: 'HR/AMB/2022/0042', pan: 'AAATS1234Q' },
  contacts: {
    email: 'info@society.test',
    phoneDisplay: '+91 98765 43210',
    phoneDial: '+919876543210',
    chatNumber: '919876543210',
    addressLines: ['7 Topkhana Bazaar', 'Ambala Cantt, Haryana 133001'],
    mapUrl: 'https://maps.example.org/?q=Ambala+Cantt',
    grievanceName: 'Kavita Rao',
    grievanceEmail: 'privacy@society.test',
  },
  social: { links: { instagram: 'https://www.instagram.com/society.test', youtube: 'https://www.youtube.com/@society.test' } },
  site: { footerCredit: 'Built by volunteers of Ambala' },
} as const;
type Section = keyof typeof CONFIGURED;

async function settingsCall(token: string, method: 'GET' | 'PUT', section?: Section, body?: unknown): Promise<Record<string, Record<string, unknown>>> {
  const response = await call(`/api/admin/settings${section ? `/${section}` : ''}`, { method, token, body });
  if (!response.ok) throw new Error(`${method} settings ${section ?? ''}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, Record<string, unknown>>;
}

const DASHBOARDS: Record<StaffRole, { heading: string; tabs: string | null }> = {
  admin: { heading: 'Admin Dashboard', tabs: 'Admin sections' },
  hr: { heading: 'HR Dashboard', tabs: 'HR sections' },
  team: { heading: 'Team Dashboard', tabs: 'Team dashboard' },
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

describe('the staff dashboards under the Content Security Policy, on a configured site', () => {
  let browser: Browser;
  let credentials: Record<StaffRole, { email: string; password: string }>;
  let adminToken: string;
  let before: Record<string, Record<string, unknown>>;
  const announcementIds: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    credentials = await staffAccounts();
    adminToken = await adminLoginToken();
    before = await settingsCall(adminToken, 'GET');
    for (const [section, values] of Object.entries(CONFIGURED)) await settingsCall(adminToken, 'PUT', section as Section, values);
    for (let order = 1; order <= 12; order += 1) {
      const announcement = await createAnnouncement(adminToken, {
        Title: `Evening classes, centre ${order}`,
        Announcement:
          'Admissions are open for children of every age in the evening classes; come to the centre with a parent or guardian and a photo. ' +
          'Books, notebooks and a glass of milk are given free to every child, and the classes follow the school timetable of the state board.',
        order,
      });
      announcementIds.push(announcement._id);
    }
  });
  afterAll(async () => {
    for (const id of announcementIds) await deleteAnnouncement(adminToken, id);
    // The Site tab as it was (other specs fill it through the page and read its checklist).
    for (const section of Object.keys(CONFIGURED) as Section[]) {
      const previous = Object.fromEntries(Object.keys(CONFIGURED[section]).map((field) => [field, before[section][field]]));
      await settingsCall(adminToken, 'PUT', section, previous);
    }
    await browser.close();
  });

  it('serves /login ready and whole (no boundary left for a script to finish), and signs in with a clean console', async () => {
    // The renderer re-reads the settings within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    expect(html).toContain('Evening classes, centre 12');
    expect(html).toContain('Welfare Trust');
    // The case that failed: React's own output before the boundary (from the root to <main>) past 12,800 bytes.
    const root = /<div id="root"[^>]*>/.exec(html);
    expect(root).not.toBeNull();
    expect(html.indexOf('<main') - (root!.index + root![0].length)).toBeGreaterThan(12_800);
    expect(html).toContain('id="login-title"');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<template id="B:/);

    // A volunteer too: every dashboard reached through the login page.
    const volunteer = await volunteerAccount(await loginToken(credentials.hr.email, credentials.hr.password), `csp-${Date.now()}`);
    for (const [account, heading] of [
      [credentials.admin, 'Admin Dashboard'],
      [volunteer, 'My Volunteer Dashboard'],
    ] as const) {
      const context = await newContext(browser);
      const policyViolationEvents = await recordPolicyViolations(context);
      const page = await context.newPage();
      const watch = watchConsole(page);
      await signIn(page, account.email, account.password);
      await expectPage(page, heading);
      expect(policyViolationEvents).toEqual([]);
      expect(watch.policyViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
      await context.close();
    }
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
