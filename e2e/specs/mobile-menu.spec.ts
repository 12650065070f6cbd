import type { Browser, Page } from 'playwright-core';
import { baseUrl } from '../support/state';
import { launchBrowser, newContext } from '../support/browser';

const MENU_CLOSED = 'button[aria-label="Menu"][aria-expanded="false"]';
const MENU_OPEN = 'button[aria-label="Menu"][aria-expanded="true"]';

/** Opens the menu with one tap: it opens whether or not the scripts have taken the page over yet. */
async function openMenu(page: Page): Promise<void> {
  await page.locator(MENU_CLOSED).click();
  await page.locator(MENU_OPEN).waitFor();
}

/** The list the menu button controls (aria-controls). */
async function menuList(page: Page) {
  const id = await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

describe('the mobile menu at 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens and closes with the Menu button', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator(MENU_CLOSED).waitFor();
    const list = await menuList(page);
    expect(await list.isVisible()).toBe(false);

    await openMenu(page);
    await list.waitFor({ state: 'visible' });

    await page.locator(MENU_OPEN).click();
    await page.locator(MENU_CLOSED).waitFor();
    await list.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('closes when a link in it is chosen', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/');
    await openMenu(page);
    const list = await menuList(page);
    await list.waitFor({ state: 'visible' });

    await list.getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL('**/gallery');
    await page.locator(MENU_CLOSED).waitFor();
    await list.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens on a tap before the scripts have taken the page over, and stays open once they have', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    // The shell's entry is held back until the tap is done.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/main\.[\w]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    expect(await page.locator('#root[data-taken-over]').count()).toBe(0);
    await openMenu(page);
    const list = await menuList(page);
    await list.waitFor({ state: 'visible' });

    release();
    await page.locator('#root[data-taken-over]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // React has taken the open menu over: one tap closes it.
    expect(await page.locator(MENU_OPEN).count()).toBe(1);
    await list.waitFor({ state: 'visible' });
    await page.locator(MENU_OPEN).click();
    await page.locator(MENU_CLOSED).waitFor();
    await list.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('lays the links out unfolded with JavaScript turned off, and they work', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    for (const label of ['Home', 'Our Campaigns', 'Gallery', 'Support Us', 'About Us', 'Publications', 'Contact']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    // Nothing sideways: the bar fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await nav.getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.waitForURL('**/gallery');
    await context.close();
  });
});
