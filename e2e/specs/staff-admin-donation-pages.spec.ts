// Issue 20 in a real browser: the Donations tab pages, searches and filters on the server, and its
// figures stay right after a receipt is issued. Real API, database and nginx.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { uniqueSuffix } from '../support/staff-api';
import { baseUrl, E2E_ADMIN } from '../support/state';

const DONATIONS = 23;

/** A visitor's receipt request, as the Donate page sends it (no screenshot). */
async function requestReceipt(fields: Record<string, string>): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${baseUrl()}/api/public/donations`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`POST /api/public/donations: ${response.status} ${await response.text()}`);
}

describe('the Donations tab a page at a time', () => {
  const run = uniqueSuffix();
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    for (let index = 1; index <= DONATIONS; index += 1) {
      const number = String(index).padStart(2, '0');
      await requestReceipt({
        name: `Pager ${run} Donor ${number}`,
        email: `pager-${run}-${number}@example.org`,
        amount: String(100 * index),
        mode: 'UPI',
        utr: `PG${run}${number}`,
      });
    }
    browser = await launchBrowser();
    admin = await (await newContext(browser)).newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await browser.close();
  });

  const pager = () => admin.getByRole('navigation', { name: 'Pages of donations' });
  const donorRows = () => admin.getByRole('row', { name: new RegExp(`Pager ${run} Donor`) });
  const pendingFigure = async () => Number(await admin.locator('.adm-stat', { hasText: 'Pending receipts' }).locator('dd').innerText());

  it('moves between pages of ten, with the search and the page in the address', async () => {
    await admin.goto(`/admin-dashboard?tab=donations&pageSize=10&sort=amount&search=${encodeURIComponent(`Pager ${run}`)}`);
    await pager().getByText('1–10 of 23 donations').waitFor();
    expect(await donorRows().count()).toBe(10);
    // Smallest amount first: donor 01 (INR 100) opens the list.
    expect(await donorRows().first().innerText()).toContain(`Pager ${run} Donor 01`);

    await pager().getByRole('button', { name: 'Next' }).click();
    await pager().getByText('11–20 of 23 donations').waitFor();
    await pager().getByRole('button', { name: 'Next' }).click();
    await pager().getByText('21–23 of 23 donations').waitFor();
    expect(await donorRows().count()).toBe(3);
    expect(new URL(admin.url()).searchParams.get('page')).toBe('3');

    // A reload shows the same page.
    await admin.reload();
    await pager().getByText('21–23 of 23 donations').waitFor();
    await pager().getByRole('button', { name: 'Previous' }).click();
    await pager().getByText('11–20 of 23 donations').waitFor();
  });

  it('filters to pending, and keeps the figures right after a receipt is issued', async () => {
    await admin.goto(`/admin-dashboard?tab=donations&pageSize=10&sort=amount&search=${encodeURIComponent(`Pager ${run}`)}`);
    await admin.getByLabel('Show').selectOption('pending');
    await pager().getByText('1–10 of 23 donations').waitFor();
    expect(new URL(admin.url()).searchParams.get('receipt')).toBe('pending');
    const pendingBefore = await pendingFigure();
    expect(pendingBefore).toBeGreaterThanOrEqual(DONATIONS);

    const donor = `Pager ${run} Donor 01`;
    const row = admin.getByRole('row', { name: new RegExp(donor) });
    await row.getByRole('combobox', { name: `Receipt status for ${donor}` }).selectOption('done');
    await admin.getByText(new RegExp(`Receipt \\S+ issued for ${donor}`)).waitFor();

    // The pending list and the figure both lose it; the whole list still has all 23.
    await pager().getByText('1–10 of 22 donations').waitFor();
    await admin.waitForFunction((expected) => {
      const value = Array.from(document.querySelectorAll('.adm-stat')).find((stat) => stat.textContent?.includes('Pending receipts'))?.querySelector('dd')?.textContent;
      return Number(value) === expected;
    }, pendingBefore - 1);
    expect(await admin.getByRole('row', { name: new RegExp(donor) }).count()).toBe(0);
    await admin.getByLabel('Show').selectOption('all');
    await pager().getByText('1–10 of 23 donations').waitFor();
  });
});
