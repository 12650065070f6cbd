// Issue 19 in a real browser: the notice beside a public form and the version it sends, and the admin's
// Data protection tab with the retention schedule. Real API, database and nginx.
import type { Browser } from 'playwright-core';
import { CURRENT_PRIVACY_NOTICE } from '@society/contracts';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { scrollsSideways, takeAPersonsTime } from '../support/public-site';
import { uniqueSuffix } from '../support/staff-api';
import { E2E_ADMIN } from '../support/state';

describe('data protection', () => {
  const run = uniqueSuffix();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the itemised notice beside the contact form and sends the version the visitor accepted', async () => {
    const page = await (await newContext(browser, { width: 390, height: 844 })).newPage();
    await page.goto('/contact');
    const notice = page.locator('.pub-form__privacy');
    await notice.getByText('How long:').waitFor();
    expect(await notice.textContent()).toContain(CURRENT_PRIVACY_NOTICE.forms.contact.short.keep);
    expect(await notice.getByRole('link', { name: 'Full privacy policy' }).getAttribute('href')).toBe('/privacy');

    await page.getByLabel(/Your name/).fill('Asha Verma');
    await page.getByLabel(/Email address/).fill(`consent-${run}@example.org`);
    await page.getByLabel(/Message/).fill('When do the evening classes start?');
    await takeAPersonsTime(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/public/contact') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ noticeVersion: CURRENT_PRIVACY_NOTICE.version });
    expect(await scrollsSideways(page)).toBe(false);
  });

  it("shows the admin the retention schedule in force, on a phone too", async () => {
    const admin = await (await newContext(browser, { width: 390, height: 844 })).newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('tab', { name: /^Users \(\d+\)$/, selected: true }).waitFor();
    await admin.getByRole('tab', { name: 'Data protection' }).click();
    const schedule = admin.getByRole('table', { name: 'What is kept, and for how long' });
    await schedule.waitFor();
    expect(await schedule.getByRole('row').filter({ hasText: 'Contact form messages' }).textContent()).toContain('2 years');
    await admin.getByRole('heading', { name: 'Due for deletion in the next 30 days' }).waitFor();
    expect(await scrollsSideways(admin)).toBe(false);
  });
});
