// The public pages that show what staff publish: a gallery photo, an annual report and a core team
// member, each created through the admin API with a real upload, as a visitor sees them.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { GALLERY_PAGE_SIZE } from '@society/contracts';
import { launchBrowser, newContext } from '../support/browser';
import { baseUrl } from '../support/state';
import { asAdmin, multipart, solidPng } from '../support/public-api';
import { expectPage, loadedWidth, seriousA11yViolations, watchConsole, type ConsoleWatch } from '../support/public-site';

const tag = crypto.randomBytes(3).toString('hex');
const photo = { title: `Diwali with the children ${tag}`, description: `Lamps, rangoli and sweets at the Topkhana Basti class. ${tag}` };
const report = {
  title: `Annual Report 2024-25 ${tag}`,
  fileUrl: `https://reports.society.test/annual-2024-25-${tag}.pdf`,
  // A flipbook host the society might use; offline here, so the frame itself stays empty.
  flipbookUrl: `https://flipbook.society.test/annual-2024-25-${tag}`,
};
const member = { name: `Kavita Rani ${tag}`, position: 'Programme Coordinator' };

describe('a visitor seeing what staff published', () => {
  let browser: Browser;
  let page: Page;
  let watch: ConsoleWatch;
  beforeAll(async () => {
    browser = await launchBrowser();
    await asAdmin(
      '/api/admin/addImage',
      { method: 'POST', body: multipart({ ...photo, category: 'Events' }, { field: 'photo', name: 'diwali.png', png: solidPng(160, 120, [234, 88, 12]) }) },
      201,
    );
    await asAdmin(
      '/api/admin/publications',
      {
        method: 'POST',
        body: multipart(
          { ...report, type: 'annual_report', description: 'Classes, campaigns and accounts for the year.', publishDate: '2025-04-30' },
          { field: 'coverImage', name: 'cover.png', png: solidPng(90, 120, [194, 65, 12]) },
        ),
      },
      201,
    );
    await asAdmin(
      '/api/admin/coreteam',
      { method: 'POST', body: multipart({ ...member, order: '1' }, { field: 'profilePhoto', name: 'kavita.png', png: solidPng(96, 96, [120, 53, 15]) }) },
      201,
    );
  });
  beforeEach(async () => {
    page = await (await newContext(browser)).newPage();
    watch = watchConsole(page);
  });
  afterEach(async () => {
    expect(watch.policyViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.context().close();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds the photo under Events, and Read More opens it in a dialog', async () => {
    await page.goto('/gallery');
    await expectPage(page, 'Our Gallery');
    expect(await page.getByRole('button', { name: 'Events', exact: true }).getAttribute('aria-pressed')).toBe('true');

    const card = page.locator('.pub-gallery__card').filter({ has: page.getByRole('heading', { name: photo.title }) });
    expect(await card.locator('.pub-gallery__badge').innerText()).toBe('Events');
    expect(await card.getByText(photo.description).isVisible()).toBe(true);
    expect(await loadedWidth(page, card.getByRole('img', { name: photo.title }))).toBeGreaterThan(0);

    await card.getByRole('button', { name: `Read More about ${photo.title}` }).click();
    const dialog = page.getByRole('dialog', { name: photo.title });
    await dialog.waitFor();
    expect(await dialog.getByText(photo.description).isVisible()).toBe(true);
    expect(await dialog.getByText('Events', { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lists the annual report, and Read opens its flipbook in a dialog', async () => {
    await page.goto('/publications');
    await expectPage(page, 'Publications');
    expect(await page.getByRole('tab', { name: 'Annual Reports' }).getAttribute('aria-selected')).toBe('true');

    const card = page.locator('.pub-pubs__card').filter({ has: page.getByRole('heading', { name: report.title }) });
    expect(await loadedWidth(page, card.getByRole('img', { name: `Cover of ${report.title}` }))).toBeGreaterThan(0);
    const download = card.getByRole('link', { name: /Download/ });
    expect(await download.getAttribute('href')).toBe(report.fileUrl);
    expect(await download.getAttribute('target')).toBe('_blank');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Read ${report.title}` }).click();
    const dialog = page.getByRole('dialog', { name: report.title });
    await dialog.waitFor();
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(report.flipbookUrl);
    expect(await dialog.locator('iframe').getAttribute('title')).toBe(`Flipbook: ${report.title}`);
    expect(await dialog.getByRole('link', { name: 'Open in new tab' }).getAttribute('href')).toBe(report.flipbookUrl);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('serves the photo, the report and the member inside the pages themselves, readable with JavaScript turned off', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const still = await context.newPage();
    for (const [path, name] of [['/gallery', photo.title], ['/publications', report.title], ['/about', member.name]]) {
      // The renderer re-reads the API at most a second after its last look: a few tries at most.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await still.goto(path);
        if ((await still.getByRole('heading', { name }).count()) > 0) break;
        await still.waitForTimeout(500);
      }
      expect(await still.getByRole('heading', { name }).count()).toBe(1);
      // Drawn with the data: no spinner waiting for a script that will not run, no ticker placeholder to collapse.
      expect(await still.getByRole('status').count()).toBe(0);
      expect(await still.locator('.sh-ticker--pending').count()).toBe(0);
    }
    await context.close();
  });

  it('shows the core team member on About Us, with the uploaded photo', async () => {
    await page.goto('/about');
    await expectPage(page, 'About Us');

    const card = page.locator('.about-member').filter({ has: page.getByRole('heading', { name: member.name }) });
    expect(await card.getByText(member.position, { exact: true }).isVisible()).toBe(true);
    expect(await loadedWidth(page, card.getByRole('img', { name: `Photo of ${member.name}` }))).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  describe('a gallery of more photos than one page holds', () => {
    // Photos of a category no other spec uses, added oldest first: the newest is first on page 1.
    const titles = Array.from({ length: GALLERY_PAGE_SIZE + 2 }, (_, index) => `Sewing class day ${index + 1} ${tag}`);
    const ids: string[] = [];
    beforeAll(async () => {
      for (const title of titles) {
        const added = await asAdmin<{ _id: string }>(
          '/api/admin/addImage',
          { method: 'POST', body: multipart({ title, description: 'Tailoring for the mothers of the basti.', category: 'Community' }, { field: 'photo', name: 'class.png', png: solidPng(64, 48, [154, 52, 18]) }) },
          201,
        );
        ids.push(added._id);
      }
    });
    afterAll(async () => {
      for (const id of ids) await asAdmin(`/api/admin/image/${id}`, { method: 'DELETE' });
    });
    const cards = (onPage: Page) => onPage.locator('.pub-gallery__card h3').allInnerTexts();

    it('pages by plain links and filters by a plain form, with scripts turned off', async () => {
      const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
      const noScripts = await context.newPage();
      await noScripts.goto('/gallery?category=Community');
      expect((await cards(noScripts)).slice(0, 2)).toEqual([titles[titles.length - 1], titles[titles.length - 2]]);
      expect(await cards(noScripts)).toHaveLength(GALLERY_PAGE_SIZE);
      const pager = noScripts.getByRole('navigation', { name: 'Pages of photos' });
      expect(await pager.innerText()).toContain('Page 1 of 2');
      await pager.getByRole('link', { name: 'Older photos →' }).click();
      await noScripts.waitForURL('**/gallery?category=Community&page=2');
      expect(await cards(noScripts)).toEqual([titles[1], titles[0]]);
      // The filter's buttons send a plain form: the server draws the chosen category.
      await noScripts.getByRole('group', { name: 'Filter photos by category' }).getByRole('button', { name: 'Events' }).click();
      await noScripts.waitForURL('**/gallery?category=Events');
      expect(await cards(noScripts)).toContain(photo.title);
      await context.close();
    });

    it('pages in place with scripts, the address following, and draws a page opened by its link ready', async () => {
      await page.goto('/gallery?category=Community&page=2');
      await expectPage(page, 'Our Gallery');
      // The ready page is drawn before its scripts: wait until they have arrived and taken it over, or a click
      // lands on the plain links and form (a full page load, as without scripts).
      await page.waitForLoadState('networkidle');
      expect(await cards(page)).toEqual([titles[1], titles[0]]);
      await page.getByRole('link', { name: '← Newer photos' }).click();
      await page.waitForURL('**/gallery?category=Community');
      await page.getByRole('heading', { name: titles[titles.length - 1] }).waitFor();
      expect(await cards(page)).toHaveLength(GALLERY_PAGE_SIZE);
      await page.getByRole('group', { name: 'Filter photos by category' }).getByRole('button', { name: 'Events' }).click();
      await page.waitForURL((url) => url.pathname === '/gallery' && url.search === '');
      await page.getByRole('heading', { name: photo.title }).waitFor();
    });
  });
});
