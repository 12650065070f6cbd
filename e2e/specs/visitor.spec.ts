import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, recordRequests, remotesFetched } from '../support/browser';

describe('a visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sees the home page rendered through the public remote, fetching no staff remote and nothing blocked by the CSP', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests = recordRequests(page);
    const blockedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blockedByPolicy.push(message.text());
    });

    await page.goto('/');
    await page.getByRole('heading', { name: 'Education is a Fundamental Right' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText('Total Visitors').waitFor();
    await page.waitForLoadState('networkidle');

    expect(requests).toContain('/remotes/public/remoteEntry.js');
    expect(remotesFetched(requests)).toEqual(['public']);
    // The gateway's CSP must not block anything the site itself uses.
    expect(blockedByPolicy).toEqual([]);
    await context.close();
  });

  it('sees the not-found page on an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    await page.goto('/no-such-page/anywhere');
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
    await context.close();
  });
});
