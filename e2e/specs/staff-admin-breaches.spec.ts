// The breach register in a real browser: the admin records an incident about staff accounts, sees the
// 72-hour clock, the people it reaches read from the data, sends the notices by mail and records the Board
// informed. Real API, database, mail catcher and nginx.
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { waitForMail } from '../support/mail-inbox';
import { scrollsSideways } from '../support/public-site';
import { uniqueSuffix } from '../support/staff-api';
import { E2E_ADMIN } from '../support/state';

describe('breach register (admin)', () => {
  const run = uniqueSuffix();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('records an incident, lists whom it reaches, sends the notices, and records the Board informed, on a phone too', async () => {
    const admin = await (await newContext(browser, { width: 390, height: 844 })).newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('tab', { name: /^Users \(\d+\)$/, selected: true }).waitFor();
    await admin.getByRole('tab', { name: 'Data protection' }).click();
    await admin.getByRole('heading', { name: 'Breaches' }).waitFor();

    await admin.getByRole('button', { name: 'Record a Breach' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record a data breach' });
    const title = `Staff password list left on a shared computer ${run}`;
    await dialog.getByLabel('What happened, in short').fill(title);
    await dialog.getByLabel('Description').fill('A file with staff sign-in emails was left open on the office computer.');
    await dialog.getByRole('checkbox', { name: 'Staff accounts' }).check();
    await dialog.getByLabel('What people can do').fill('Change your password when you next sign in.');
    await dialog.getByRole('button', { name: 'Record Incident' }).click();

    // The incident opens: the clock has just started, the admin's own account is among the people reached.
    await admin.getByRole('heading', { name: title }).waitFor();
    await admin.getByText(/^Report due · 2 days 2\d hours left$/).waitFor();
    await admin.getByRole('cell', { name: E2E_ADMIN.email }).waitFor();
    await admin.getByText(/^1–\d+ of \d+ records$/).waitFor();
    expect(await admin.getByRole('region', { name: 'Notice to each person' }).textContent()).toContain('Change your password when you next sign in.');
    expect(await scrollsSideways(admin)).toBe(false);

    await admin.getByRole('button', { name: 'Send notices by email' }).click();
    await admin.getByRole('dialog', { name: 'Send the notice by email' }).getByRole('button', { name: 'Send Notices' }).click();
    await admin.getByText(/^\d+ notices? queued/).waitFor();
    const mail = await waitForMail(E2E_ADMIN.email, 'Important: a personal data breach at Welfare Society');
    expect(mail.text).toContain('Change your password when you next sign in.');

    await admin.getByRole('button', { name: 'Record: Board informed' }).click();
    await admin.getByRole('dialog', { name: 'The Board was informed' }).getByRole('button', { name: 'Record' }).click();
    await admin.getByRole('button', { name: 'Record: report sent' }).waitFor();

    await admin.getByRole('button', { name: '← All incidents' }).click();
    const row = admin.getByRole('table', { name: 'Recorded breaches' }).getByRole('row').filter({ hasText: title });
    expect(await row.textContent()).toContain('Board informed');
    expect(await scrollsSideways(admin)).toBe(false);
  });
});
