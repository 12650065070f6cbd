// Issue 17 in a real browser: the admin fills the Site tab (phone, UPI ID, a carousel picture and the
// rest of the checklist); the next visitor sees the new phone in the header and footer, the new UPI
// QR code on Donate and the new picture on Home, and the Activity tab shows the changes.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { solidPng } from '../support/public-api';
import { baseUrl, E2E_ADMIN } from '../support/state';

const PHONE_SHOWN = '+91 98123 45678';
const PHONE_DIALLED = '+919812345678';
const UPI_ID = 'ambala.society@sbi';
const SLIDE_ALT = 'Children reading together in the Topkhana Basti class';

describe('the Site tab runs the site', () => {
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await (await newContext(browser)).newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** Fills the section's fields (by label) and saves it; waits for the section to read Complete. */
  async function saveSection(section: string, title: string, fields: Record<string, string>) {
    const form = admin.getByRole('form', { name: title });
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: `Save ${title.toLowerCase()}` }).click();
    await admin.locator(`#site-${section} .adm-site__done`).waitFor();
  }

  it('empties the checklist as the sections are filled, and records each save', async () => {
    await admin.goto('/admin-dashboard?tab=site');
    await admin.getByRole('heading', { name: 'Before going live' }).waitFor();

    await saveSection('identity', 'Identity', {
      'Registered name': 'Welfare Society',
      'Registration number': 'HR/AMB/2022/0142',
      PAN: 'AAATW1234K',
      '12A registration number': 'AAATW1234KE20221',
      '12A registration date': '2022-03-14',
      '80G registration number': 'AAATW1234KF20221',
      '80G registration date': '2022-03-14',
      '80G valid until': '2027-03-31',
      'Form 10BD registration (URN)': 'AAATW1234KF20221',
      'Form 10BD registration date': '2022-03-14',
    });
    await saveSection('contacts', 'Contacts', {
      'Public email': 'contact@society.test',
      'Phone, as shown': PHONE_SHOWN,
      'Phone, as dialled': PHONE_DIALLED,
      'WhatsApp number': '919812345678',
      'Postal address': 'Shop 12, Topkhana Bazaar\nAmbala Cantt, Haryana 133001',
      'Map link': 'https://maps.example.org/society',
      'Map embed': 'https://maps.example.org/embed/society',
      'Grievance officer (privacy page)': 'Meera Sharma',
      'Grievance email': 'grievance@society.test',
    });
    await saveSection('social', 'Social pages', { 'Instagram page': 'https://www.instagram.com/society.test' });
    await saveSection('payments', 'Payments', { 'UPI ID': UPI_ID });
    await saveSection('site', 'Site address and footer', { 'Public address of the site': baseUrl(), 'Footer credit line': 'Website by volunteers of the society' });

    // A carousel picture, uploaded with its description.
    const carousel = admin.getByRole('group', { name: /Carousel pictures/ });
    await carousel.locator('input[type="file"]').setInputFiles({ name: 'class.png', mimeType: 'image/png', buffer: solidPng(640, 480, [194, 65, 12]) });
    await carousel.getByLabel('Picture 1: what it shows').waitFor();
    await carousel.getByLabel('Picture 1: what it shows').fill(SLIDE_ALT);
    await carousel.getByRole('button', { name: 'Save carousel' }).click();
    await admin.getByText('Carousel saved').waitFor();

    // Everything set: the checklist is gone and the tab no longer counts what is missing.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Site', exact: true }).waitFor();
    expect(await admin.getByRole('heading', { name: 'Before going live' }).count()).toBe(0);

    await admin.goto('/admin-dashboard?tab=activity');
    const table = admin.getByRole('table');
    await table.getByText(/Site settings/).first().waitFor();
    expect(await table.getByText(/Site settings/).count()).toBeGreaterThanOrEqual(6);
  });

  it('shows the next visitor the new phone, UPI QR code and carousel picture, with no developer involved', async () => {
    const visitor = await (await newContext(browser, { width: 390, height: 844 })).newPage();
    await visitor.goto('/');
    // In the page as it arrives (header and footer are in the server's HTML).
    const phoneLinks = visitor.locator(`a[href="tel:${PHONE_DIALLED}"]`);
    expect(await phoneLinks.count()).toBe(2);
    expect(await visitor.locator('.sh-top-strip').innerText()).toContain(PHONE_SHOWN);
    expect(await visitor.locator('footer').innerText()).toContain(PHONE_SHOWN);
    const slide = visitor.getByRole('img', { name: SLIDE_ALT });
    expect(await slide.getAttribute('src')).toMatch(/^\/api\/uploads\/public\//);

    await visitor.goto('/support/donate');
    await visitor.getByText(UPI_ID).first().waitFor();
    const qr = visitor.getByRole('img', { name: /^UPI QR code to pay/ });
    // The QR code shown is the one the API made for the new UPI ID (upi://pay?pa=<id>).
    const settings = (await (await fetch(`${baseUrl()}/api/public/settings`)).json()) as { payments: { upi: { id: string; qrDataUrl: string } } };
    expect(settings.payments.upi.id).toBe(UPI_ID);
    expect(await qr.getAttribute('src')).toBe(settings.payments.upi.qrDataUrl);
    await visitor.close();
  });
});
