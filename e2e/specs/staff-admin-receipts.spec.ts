// Issue 8 in a real browser: a visitor asks for an 80G receipt with address and PAN; the admin marks
// the donation Done (the server issues a numbered receipt), downloads its PDF, voids it with a reason
// and issues the next number. The donor's acknowledgement and receipt mails are read from the mail
// catcher's inbox. Real API, database, nginx and SMTP; one browser for the file.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { donationSuccessMessage } from '@society/contracts';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { waitForMail } from '../support/mail-inbox';
import { downloadFrom, pdfText } from '../support/receipt-pdf';
import { uniqueSuffix } from '../support/staff-api';
import { visitorContext, waitForSelectValue } from '../support/staff-browser';
import { E2E_ADMIN } from '../support/state';
import { takeAPersonsTime } from '../support/public-site';

const RECEIPT_NUMBER = /^(\d{4}-\d{2})\/(\d{4})$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '2026-27/0007' → '2026-27/0008': the next number of the same financial year. */
function nextNumber(number: string): string {
  const [, year, serial] = RECEIPT_NUMBER.exec(number) ?? [];
  return `${year}/${String(Number(serial) + 1).padStart(4, '0')}`;
}

describe('donation receipts in the admin dashboard', () => {
  const run = uniqueSuffix();
  const donor = `Ravi Receipt ${run}`;
  const email = `receipt-${run}@example.org`;
  const pan = 'ABCDE1234F';
  const address = ['14 Model Town', 'Ambala City, Haryana 134003'];
  const utr = `UTR${run}`;
  const voidReason = `Amount entered wrongly (${run})`;
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  /** The number of the receipt issued first (then voided). */
  let firstNumber = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    adminContext = await newContext(browser);
    admin = await adminContext.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  const row = () => admin.getByRole('row', { name: new RegExp(escapeRegExp(donor)) });
  const statusLabel = `Receipt status for ${donor}`;

  /** Loads the Donations tab afresh, so the donation sent meanwhile is listed. */
  async function openDonations(): Promise<void> {
    await admin.goto('/admin-dashboard?tab=donations');
    await admin.getByRole('tab', { name: /^Donations \(\d+\)$/, selected: true }).waitFor();
    await row().waitFor();
  }

  /** Picks Done in the row's status select; the receipt number shown under it once the server issued one. */
  async function markDone(): Promise<string> {
    await row().getByRole('combobox', { name: statusLabel }).selectOption('done');
    await waitForSelectValue(admin, statusLabel, 'done', { disabled: true });
    const shown = row().getByText(RECEIPT_NUMBER);
    await shown.waitFor();
    return (await shown.textContent()) ?? '';
  }

  /** The label → value pairs of a details dialog. */
  async function detailsOf(dialog: Locator): Promise<Record<string, string>> {
    const terms = await dialog.getByRole('term').allTextContents();
    const values = await dialog.getByRole('definition').allTextContents();
    return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
  }

  it('takes a receipt request with postal address and PAN from the Donate form', async () => {
    const visitor = await visitorContext(browser);
    const donate = await visitor.newPage();
    await donate.goto('/support/donate');
    const form = donate.getByRole('form', { name: 'Request your donation receipt' });
    await form.getByLabel(/^Full name/).fill(donor);
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(/^Amount \(INR\)/).fill('125000');
    await form.getByLabel(/^Payment mode/).selectOption('UPI');
    await form.getByLabel(/^UTR number/).fill(utr);
    await form.getByLabel(/^Postal address/).fill(address.join('\n'));
    await form.getByLabel(/^PAN/).fill(pan);
    await takeAPersonsTime(donate);
    await form.getByRole('button', { name: 'Request Receipt' }).click();
    await form.getByText(donationSuccessMessage(125000, email), { exact: true }).waitFor();
    await visitor.close();
  });

  it('issues a receipt number when the admin marks the donation Done', async () => {
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await openDonations();
    const status = row().getByRole('combobox', { name: statusLabel });
    expect(await status.inputValue()).toBe('pending');
    expect(await row().getByText(RECEIPT_NUMBER).count()).toBe(0);

    firstNumber = await markDone();
    expect(firstNumber).toMatch(RECEIPT_NUMBER);
    // Kept by the server: a fresh load shows the same number, and Done stays locked.
    await openDonations();
    expect(await row().getByText(RECEIPT_NUMBER).textContent()).toBe(firstNumber);
    expect(await status.inputValue()).toBe('done');
    expect(await status.isDisabled()).toBe(true);
  });

  it('mails the donor the acknowledgement of the request and the receipt with its PDF attached', async () => {
    const acknowledgement = await waitForMail(email, 'Thank you for your donation');
    expect(acknowledgement.attachments ?? []).toEqual([]);

    const receipt = await waitForMail(email, `Your donation receipt ${firstNumber}`);
    expect(receipt.attachments).toEqual([
      expect.objectContaining({ filename: `receipt-${firstNumber.replace('/', '-')}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(receipt.attachments?.[0].size).toBeGreaterThan(0);
  });

  it('downloads the receipt as a PDF holding the number, donor, PAN, amount in words and no-signature line', async () => {
    const file = await downloadFrom(admin, row().getByRole('button', { name: `Download receipt ${firstNumber} for ${donor}` }));
    expect(file.fileName).toBe(`receipt-${firstNumber.replace('/', '-')}.pdf`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(file.bytes);
    expect(text).toContain(`Receipt number: ${firstNumber}`);
    expect(text).toContain(`Received with thanks from: ${donor}`);
    expect(text).toContain(`Address: ${address.join(' ')}`);
    expect(text).toContain(`PAN: ${pan}`);
    expect(text).toContain('Amount in words: Rupees One Lakh Twenty Five Thousand Only');
    expect(text).toContain(`UTR / reference: ${utr}`);
    expect(text).toContain('Computer generated receipt; no signature required');
  });

  it('voids the receipt with a reason: the donation is Pending again and its details keep the voided receipt', async () => {
    await row().getByRole('button', { name: `Void receipt ${firstNumber}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Void receipt ${firstNumber}` });
    await dialog.getByLabel(/^Reason/).fill(voidReason);
    await dialog.getByRole('button', { name: 'Void receipt', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await waitForSelectValue(admin, statusLabel, 'pending', { disabled: false });
    expect(await row().getByText(RECEIPT_NUMBER).count()).toBe(0);
    expect(await row().getByRole('button', { name: /^Download receipt/ }).count()).toBe(0);

    // From the server, not just the screen: reload, then read the details.
    await openDonations();
    await row().getByRole('button', { name: `Details of ${donor}'s donation` }).click();
    const details = admin.getByRole('dialog', { name: `Donation from ${donor}` });
    await details.waitFor();
    expect(await detailsOf(details)).toMatchObject({ PAN: pan, Receipt: 'Pending' });
    const voided = details.getByRole('table', { name: 'Voided receipts of this donation' });
    const voidedRows = voided.getByRole('row').filter({ has: admin.getByRole('cell') });
    expect(await voidedRows.count()).toBe(1);
    const cells = await voidedRows.first().getByRole('cell').allTextContents();
    expect(cells[0]).toBe(firstNumber);
    expect(cells[3]).toBe(voidReason);
    expect(cells[4]).toBe(E2E_ADMIN.email);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
  });

  it('issues the next number when the admin marks it Done again, and the new PDF carries it', async () => {
    const secondNumber = await markDone();
    expect(secondNumber).toBe(nextNumber(firstNumber));

    const file = await downloadFrom(admin, row().getByRole('button', { name: `Download receipt ${secondNumber} for ${donor}` }));
    const text = pdfText(file.bytes);
    expect(text).toContain(`Receipt number: ${secondNumber}`);
    expect(text).not.toContain(firstNumber);
  });
});
