import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';

const MENU_CLOSED = 'button[aria-label="Menu"][aria-expanded="false"]';
const MENU_OPEN = 'button[aria-label="Menu"][aria-expanded="true"]';

/**
 * Opens the menu. The page arrives as ready HTML and its scripts start a frame after it is painted; a
 * tap before they have taken the header over does nothing, so a visitor (and this test) taps again.
 */
async function openMenu(page: Page): Promise<void> {
  for (let tries = 0; tries < 50 && !(await page.locator(MENU_OPEN).count()); tries += 1) {
    await page.locator(MENU_CLOSED).click();
    await page.waitForTimeout(200);
  }
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
});
