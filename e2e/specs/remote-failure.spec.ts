import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { E2E_ADMIN } from '../support/state';

/**
 * Sends the page's requests for one remote's entry to a path where nothing is deployed, so nginx
 * answers a real 404, until `restore()` is called.
 */
async function breakRemote(page: Page, remote: string): Promise<{ restore: () => void; statuses: number[] }> {
  let broken = true;
  const statuses: number[] = [];
  const entry = `/remotes/${remote}/remoteEntry.js`;
  page.on('response', (response) => {
    if (response.url().includes(`/remotes/${remote}/`)) statuses.push(response.status());
  });
  await page.route(`**${entry}*`, (route) =>
    broken ? route.continue({ url: route.request().url().replace(entry, `/remotes/${remote}/not-deployed/remoteEntry.js`) }) : route.continue(),
  );
  return { restore: () => (broken = false), statuses };
}

describe('a remote whose files are missing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('leaves the layout in place with a friendly message and a retry (public remote)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { statuses } = await breakRemote(page, 'public');

    await page.goto('/');
    await page.getByRole('heading', { name: 'This part of the site could not be loaded' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByText('Total Visitors').isVisible()).toBe(true);
    expect(statuses).toContain(404);
    await context.close();
  });

  it('loads the dashboard once the remote is back and Try again is pressed (admin remote)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { restore } = await breakRemote(page, 'admin');

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('heading', { name: 'This part of the site could not be loaded' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await context.close();
  });
});
