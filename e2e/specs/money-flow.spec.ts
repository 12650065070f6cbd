// Issue 33 in a real browser: a donor on a phone picks ₹1,500 on the Donate page, gets the UPI link and
// QR code carrying that amount and a reference, and the receipt form filled in; the admin, at phone and
// desktop width, imports the bank statement whose credit carries that reference in its note, confirms
// the match, and the receipt is issued and mailed. Real API, database, mail catcher and nginx.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DONATION_REFERENCE_PATTERN } from '@society/contracts';
import { statementCsv } from '../../api/test/fixtures/statement-fixtures';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { waitForMail } from '../support/mail-inbox';
import { asAdmin } from '../support/public-api';
import { expectPage, takeAPersonsTime } from '../support/public-site';
import { uniqueSuffix } from '../support/staff-api';
import { baseUrl, E2E_ADMIN, tempDir } from '../support/state';

/** Today in India, as the bank prints a day (YYYY-MM-DD). */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

interface AdminDonation {
  name: string;
  email: string;
  amount: number;
  reference?: string;
  receiptGenerated: boolean;
  receipt?: { number: string } | null;
}

describe('money in, receipts out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A donor on a phone pays ₹1,500 by UPI with the page's reference and asks for the receipt: the reference. */
  async function donateOnAPhone(name: string, email: string, utr: string): Promise<string> {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    try {
      await page.goto('/support/donate');
      await expectPage(page, 'Donate');
      await page.getByRole('button', { name: '₹1,500', exact: true }).click();
      const link = page.getByRole('link', { name: 'Pay ₹1,500 with a UPI app' });
      await link.waitFor();
      const uri = new URL((await link.getAttribute('href')) ?? '');
      const reference = new URL(page.url()).searchParams.get('ref') ?? '';
      expect(reference).toMatch(DONATION_REFERENCE_PATTERN);
      expect(uri.protocol).toBe('upi:');
      expect(uri.searchParams.get('am')).toBe('1500.00');
      expect(uri.searchParams.get('cu')).toBe('INR');
      expect(uri.searchParams.get('tn')).toBe(`${reference} Donation`);
      expect(await page.getByText(`Your reference: ${reference}.`, { exact: false }).isVisible()).toBe(true);
      // The QR code is drawn by the API for this amount and reference.
      const qr = page.getByRole('img', { name: /UPI QR code to pay ₹1,500/ });
      const qrSource = (await qr.getAttribute('src')) ?? '';
      expect(qrSource).toBe(`/api/public/upi-qr?amount=1500&ref=${reference}`);
      const image = await fetch(`${baseUrl()}${qrSource}`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);

      // The receipt form opens with the amount, UPI and the reference.
      expect(await page.getByLabel('Amount (INR)').inputValue()).toBe('1500');
      expect(await page.getByLabel('Payment mode').inputValue()).toBe('UPI');
      expect(await page.getByLabel('Payment reference').inputValue()).toBe(reference);
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('UTR number, or the name of the person if paid in cash').fill(utr);
      await takeAPersonsTime(page);
      await page.getByRole('button', { name: 'Request Receipt' }).click();
      await page.getByRole('status').filter({ hasText: `Receipt request submitted for INR 1500. Receipt will be sent to ${email}.` }).waitFor();
      return reference;
    } finally {
      await context.close();
    }
  }

  /** The admin imports `file` on the Donations tab at `width` px and confirms every automatic match. */
  async function importAndConfirm(page: Page, file: string, donorName: string): Promise<void> {
    await page.goto('/admin-dashboard?tab=donations');
    await page.getByRole('tab', { name: /^Donations \(\d+\)$/, selected: true }).waitFor();
    await page.getByRole('button', { name: 'Import bank statement' }).click();
    await page.getByLabel('Statement file (CSV or XLSX)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import and match' }).click();
    await page.getByText(/credits read, \d+ new/).waitFor();
    const matched = page.getByRole('region', { name: /^Matched \(\d+\)$/ });
    await matched.getByText(donorName, { exact: false }).waitFor();
    // Nothing sideways on a phone: the lists fit the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Confirm all matched' }).click();
    await matched.getByText(donorName, { exact: false }).waitFor({ state: 'detached' });
  }

  it.each([390, 1366])('matches a UPI payment by the reference in its note and sends the receipt, the admin at %i px', async (width) => {
    const run = uniqueSuffix();
    const donor = { name: `Meena Joshi ${run}`, email: `meena-${run}@example.test` };
    // The donor typed a UTR the bank never printed: the reference alone finds the payment.
    const reference = await donateOnAPhone(donor.name, donor.email, `TYPO${run}`.slice(0, 20));
    const rrn = `4${String(Date.now()).slice(-11)}`;
    const file = path.join(tempDir(), `sbi-${run}.csv`);
    fs.writeFileSync(
      file,
      statementCsv('sbi', [
        { day: todayInIndia(), amount: 1500, channel: 'UPI', reference: rrn, payer: 'Meena Joshi', note: `${reference} Donation` },
        { day: todayInIndia(), amount: 999, channel: 'UPI', reference: `5${rrn.slice(1)}`, payer: 'Unknown Giver' },
      ]),
    );

    const context = await newContext(browser, { width, height: width > 500 ? 900 : 844 });
    const admin = await context.newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await importAndConfirm(admin, file, donor.name);
    await context.close();

    const donations = await asAdmin<AdminDonation[]>('/api/public/donations');
    const donation = donations.find((entry) => entry.email === donor.email);
    expect(donation).toEqual(expect.objectContaining({ amount: 1500, reference, receiptGenerated: true }));
    await waitForMail(donor.email, `Your donation receipt ${donation?.receipt?.number}`);
  });
});
