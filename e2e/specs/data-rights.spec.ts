// Rights requests in a real browser: a visitor asks for their data on /your-data, confirms through the
// mailed link, the admin finds the request in the Data protection tab's register with its due date and
// emails the export link, and the visitor downloads the export. Real API, database, mail and nginx.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DATA_REQUEST_MESSAGES } from '@society/contracts';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { caughtMails } from '../support/mail-inbox';
import { scrollsSideways, seriousA11yViolations, takeAPersonsTime } from '../support/public-site';
import { uniqueSuffix } from '../support/staff-api';
import { E2E_ADMIN } from '../support/state';

/** Set SCREENSHOT_DIR to keep a picture of each screen (for review); nothing is written otherwise. */
const SHOTS = process.env.SCREENSHOT_DIR;
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`), fullPage });
}

/** The link of the newest mail to `to` whose subject starts with `subject` (the outbox sends in the background). */
async function linkMailed(to: string, subject: string, pathName: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await caughtMails()).filter((mail) => mail.to.some((address) => address.address === to) && mail.subject.startsWith(subject));
    const link = new RegExp(`https?://\\S+${pathName}#token=[\\w-]+`).exec(mails[mails.length - 1]?.text ?? '');
    if (link) return link[0];
    if (Date.now() > deadline) throw new Error(`no mail "${subject}…" with a ${pathName} link to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('rights requests ("Your data")', () => {
  const email = `rights-${uniqueSuffix()}@example.org`;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('takes an access request, confirms it by the mailed link, lets the admin send the export, and the visitor downloads it', async () => {
    for (const width of [1366, 390]) {
      const page = await (await newContext(browser, { width, height: 900 })).newPage();
      await page.goto('/your-data');
      await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'your-data');
      await page.close();
    }

    // The visitor, on a phone, asks for their data.
    const visitor = await (await newContext(browser, { width: 390, height: 844 })).newPage();
    await visitor.goto('/your-data');
    await visitor.getByRole('radio', { name: /See my data/ }).check();
    await visitor.getByLabel(/Your name/).fill('Meena Gupta');
    await visitor.getByLabel(/^Email address/).fill(email);
    await takeAPersonsTime(visitor);
    await visitor.getByRole('button', { name: 'Send Request' }).click();
    await visitor.getByText(DATA_REQUEST_MESSAGES.received).waitFor();

    // The link in the mail confirms it once; the page says by when we answer, and the token leaves the address bar.
    const confirmLink = await linkMailed(email, 'Please confirm your data request', '/your-data/confirm');
    await visitor.goto(confirmLink);
    await visitor.getByRole('heading', { name: 'Thank you, your request is confirmed' }).waitFor();
    expect(visitor.url()).not.toContain('token=');
    await shot(visitor, 'your-data-confirmed');
    // Opened again (from another page: the same address with only a new fragment would not load the page again).
    await visitor.goto('/');
    // A used link is gone: 410 through the gateway, the API's own JSON message on the page.
    const used = visitor.waitForResponse((response) => response.url().endsWith('/api/public/data-requests/confirm'));
    await visitor.goto(confirmLink);
    expect((await used).status()).toBe(410);
    await visitor.getByText(DATA_REQUEST_MESSAGES.linkInvalid).waitFor();

    // The admin finds it in the register with its due date, and emails the export link.
    for (const width of [1366, 390]) {
      const admin = await (await newContext(browser, { width, height: 900 })).newPage();
      await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
      await admin.getByRole('tab', { name: /^Users \(\d+\)$/, selected: true }).waitFor();
      await admin.getByRole('tab', { name: 'Data protection' }).click();
      const register = admin.getByRole('table', { name: 'Data-rights requests, soonest due first' });
      const row = register.getByRole('row').filter({ hasText: email });
      await row.waitFor();
      expect(await row.textContent()).toContain('See my data');
      expect(await scrollsSideways(admin)).toBe(false);
      await shot(admin, 'admin-data-requests');
      await row.getByRole('button', { name: /Answer/ }).click();
      const dialog = admin.getByRole('dialog', { name: 'See my data: Meena Gupta' });
      await dialog.getByText('Held under this email').waitFor();
      await shot(admin, 'admin-data-request-dialog', false);
      if (width === 390) {
        await dialog.getByRole('button', { name: 'Email the export link' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await admin.close();
    }

    // The visitor downloads the readable copy from the mailed link.
    const exportLink = await linkMailed(email, 'Your data is ready to download', '/your-data/export');
    await visitor.goto(exportLink);
    await visitor.getByRole('heading', { name: 'Choose a format' }).waitFor();
    await shot(visitor, 'your-data-export');
    if (SHOTS) {
      const wide = await (await newContext(browser, { width: 1366, height: 900 })).newPage();
      await wide.goto('/your-data/export');
      await wide.getByText('This page opens from the link in our email.').waitFor();
      await shot(wide, 'your-data-export-without-link');
      await wide.goto('/your-data/confirm');
      await wide.getByRole('heading', { name: 'We could not confirm the request' }).waitFor();
      await shot(wide, 'your-data-confirm-without-link');
      await wide.close();
    }
    const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('button', { name: 'Data file (JSON)' }).click()]);
    const saved = await download.path();
    const data = JSON.parse(fs.readFileSync(saved ?? '', 'utf8')) as { email: string; dataRequests: Array<{ kind: string; status: string }> };
    expect(data.email).toBe(email);
    expect(data.dataRequests.map((request) => [request.kind, request.status])).toEqual([['access', 'done']]);
  });
});
