import type { Browser } from 'playwright-core';
import { loginToken, meStatus, staffAccounts, type StaffRole } from '../support/api';
import { launchBrowser, newContext, readSession, recordRequests, remotesFetched, signIn } from '../support/browser';
import { uniqueSuffix } from '../support/staff-api';
import { volunteerAccount } from '../support/volunteer';
import { E2E_ADMIN } from '../support/state';

const DASHBOARDS: Record<StaffRole, { path: string; heading: string }> = {
  admin: { path: '/admin-dashboard', heading: 'Admin Dashboard' },
  hr: { path: '/hr-dashboard', heading: 'HR Dashboard' },
  team: { path: '/member-dashboard', heading: 'Team Dashboard' },
};

describe('staff login', () => {
  let browser: Browser;
  let credentials: Record<StaffRole, { email: string; password: string }>;
  beforeAll(async () => {
    browser = await launchBrowser();
    credentials = await staffAccounts();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows 'Invalid credentials' for a wrong password", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, E2E_ADMIN.email, 'not-the-password');
    await page.getByText('Invalid credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await readSession(page)).token).toBeNull();
    await context.close();
  });

  it.each(['admin', 'hr', 'team'] as const)('lands %s on its dashboard and downloads only its own remote', async (role) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests = recordRequests(page);

    await signIn(page, credentials[role].email, credentials[role].password);
    await page.getByRole('heading', { name: DASHBOARDS[role].heading }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(new URL(page.url()).pathname).toBe(DASHBOARDS[role].path);
    expect(remotesFetched(requests)).toEqual([role]);
    await context.close();
  });

  it('lands a volunteer on their own dashboard, downloading the volunteer remote and no staff remote', async () => {
    const volunteer = await volunteerAccount(await loginToken(credentials.hr.email, credentials.hr.password), uniqueSuffix());
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests = recordRequests(page);
    await signIn(page, volunteer.email, volunteer.password);
    await page.getByRole('heading', { name: 'My Volunteer Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/volunteer-dashboard');
    expect(remotesFetched(requests)).toEqual(['volunteer']);
    // A staff dashboard is refused before its remote is requested.
    await page.goto('/hr-dashboard');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(remotesFetched(requests)).toEqual(['volunteer']);
    await context.close();
  });

  it('logout ends the session: back to /login, storage cleared, the old token refused', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const { token } = await readSession(page);
    expect(token).toBeTruthy();
    expect(await meStatus(token as string)).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    expect(await readSession(page)).toEqual({ user: null, token: null });
    // The revocation is sent as the page moves to /login, not awaited by it: wait for its answer.
    let status = await meStatus(token as string);
    for (let tries = 0; status === 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await meStatus(token as string);
    }
    expect(status).toBe(401);
    await context.close();
  });
});
