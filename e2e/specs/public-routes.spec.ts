// A visitor on every public route of SPEC §2: the page's own heading, a clean console, nothing
// refused by the CSP, no serious accessibility fault (axe-core) and, on a phone, no sideways scroll.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import {
  expectPage,
  goInApp,
  PUBLIC_ROUTES,
  scrollsSideways,
  seriousA11yViolations,
  watchConsole,
  type ConsoleWatch,
} from '../support/public-site';

describe('a visitor on every public route', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe('on a desktop, opening each address directly', () => {
    let page: Page;
    let watch: ConsoleWatch;
    beforeAll(async () => {
      page = await (await newContext(browser)).newPage();
      watch = watchConsole(page);
    });

    it.each(PUBLIC_ROUTES)('$path shows "$heading", with no console error, CSP violation or serious axe violation', async ({ path, heading }) => {
      watch.clear();
      await page.goto(path);
      await expectPage(page, heading);

      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(watch.policyViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  });

  describe('on a 390 px wide phone, moving between pages inside the app', () => {
    let page: Page;
    let watch: ConsoleWatch;
    beforeAll(async () => {
      page = await (await newContext(browser, { width: 390, height: 844 })).newPage();
      watch = watchConsole(page);
      await page.goto('/');
    });

    it.each(PUBLIC_ROUTES)('$path shows "$heading", does not scroll sideways and has no serious axe violation', async ({ path, heading }) => {
      watch.clear();
      await goInApp(page, path);
      await expectPage(page, heading);

      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(watch.policyViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });

    it('has no serious axe violation with the menu open, and the open menu does not scroll sideways', async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('button[aria-label="Menu"][aria-expanded="true"]').waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
