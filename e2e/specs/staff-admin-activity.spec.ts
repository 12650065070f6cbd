// Issue 17 in a real browser: what staff change shows on the admin's Activity tab (who, from where,
// which record, which fields), with a failed login among it. Real API, database and nginx.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { uniqueSuffix } from '../support/staff-api';
import { E2E_ADMIN } from '../support/state';

describe("the admin's Activity tab", () => {
  const run = uniqueSuffix();
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await newContext(browser, { width: 1366, height: 900 })).newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists a user the admin just added and a failed login, newest first, and filters by kind of record', async () => {
    const tried = `nobody-${run}@society.test`;
    await signIn(admin, tried, 'not-the-password');
    await admin.getByText('Invalid credentials').waitFor();

    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('tab', { name: /^Users \(\d+\)$/, selected: true }).waitFor();
    const email = `activity-${run}@society.test`;
    await admin.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(`Activity-password-${run}`);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'HR' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.waitFor({ state: 'detached' });

    await admin.getByRole('tab', { name: 'Activity' }).click();
    await admin.getByRole('heading', { name: 'Activity' }).waitFor();
    const rows = admin.getByRole('table').getByRole('row');
    // The Users table is gone and the log has loaded.
    await rows.filter({ hasText: `User${email}` }).first().waitFor();
    const newest = await rows.nth(1).getByRole('cell').allTextContents();
    expect(newest[1]).toBe(`${E2E_ADMIN.email}admin · 127.0.0.1`);
    expect(newest[2]).toBe(`User${email}`);
    expect(newest[3]).toBe('Created');
    expect(newest[4]).toContain(`email: none → ${email}`);
    expect(newest[4]).toContain('role: none → hr');
    // Her own login, then the failed one under the email that was tried (never the password).
    expect((await rows.nth(2).getByRole('cell').allTextContents())[3]).toBe('Logged in');
    const failed = await rows.nth(3).getByRole('cell').allTextContents();
    expect(failed.slice(1, 4)).toEqual([`${tried}not signed in · 127.0.0.1`, `Login${tried}`, 'Failed login']);
    expect(await admin.getByRole('table').textContent()).not.toContain('not-the-password');

    await admin.getByLabel('Record').selectOption({ label: 'User' });
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await admin.waitForURL(/[?&]kind=user/);
    await admin.getByRole('cell', { name: 'Failed login' }).first().waitFor({ state: 'detached' });
    await admin.getByRole('cell', { name: 'Created' }).first().waitFor();
    const kinds = await admin.getByRole('table').locator('tbody tr td:nth-child(3) .wk-table__strong').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['User']));
  });
});
