// The visitor forms on the real API and database: contact, volunteer, internship and the donation
// receipt request, each with SPEC §8's exact message, then read back as staff through the API.
// Each form posts at most twice: the API limits every form per address, and all tests come from
// 127.0.0.1.
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { waitForMail } from '../support/mail-inbox';
import { asAdmin, solidPng } from '../support/public-api';
import { expectPage, loadedWidth, seriousA11yViolations, takeAPersonsTime, watchConsole, type ConsoleWatch } from '../support/public-site';
import { baseUrl } from '../support/state';

const unique = () => crypto.randomBytes(4).toString('hex');

/** The status line a form shows after its submit. */
const outcome = (page: Page) => page.locator('.pub-form__outcome');

interface PaymentDetails {
  bank: { accountName: string; accountNumber: string; ifsc: string };
  upi: { id: string };
}

interface Applicant {
  type: string;
  name: string;
  email: string;
  status: string;
}

describe('a visitor sending the public forms', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: ConsoleWatch;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
  });
  beforeEach(async () => {
    page = await context.newPage();
    watch = watchConsole(page);
  });
  afterEach(async () => {
    expect(watch.policyViolations).toEqual([]);
    await page.close();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sends a contact message: the success text, an emptied form, and the message in the admin list', async () => {
    const message = { name: 'Asha Verma', email: `contact-${unique()}@example.test`, message: `Can I visit a class next week? (${unique()})` };
    await page.goto('/contact');
    await expectPage(page, 'Contact Us');

    await page.getByLabel('Your name').fill(message.name);
    await page.getByLabel('Email address').fill(message.email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message.message);
    await takeAPersonsTime(page);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('status').filter({ hasText: "Message sent successfully! We'll get back to you soon." }).waitFor();
    expect(await outcome(page).innerText()).toBe("Message sent successfully! We'll get back to you soon.");
    for (const name of ['Your name', 'Email address', 'Message']) expect(await page.getByRole('textbox', { name, exact: true }).inputValue()).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const inbox = await asAdmin<Array<{ name: string; email: string; message: string }>>('/api/public/contact');
    expect(inbox).toContainEqual(expect.objectContaining(message));
    expect(watch.errors).toEqual([]);
  });

  it('applies to volunteer, then applies again with the same email: the same success on the page, and a mail says the first stands', async () => {
    const email = `volunteer-${unique()}@example.test`;
    await page.goto('/support/volunteer');
    await expectPage(page, 'Volunteer With Us');

    const fill = async () => {
      await page.getByLabel('Full name').fill('Ravi Kumar');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Phone number').fill('9876543210');
      await page.getByLabel('Gender').selectOption('male');
      await page.getByLabel('Date of birth').fill('2001-08-15');
      await page.getByLabel('Area of interest').selectOption('teaching');
      await page.getByLabel('Availability (hours per week)').fill('6');
      await page.getByLabel('How did you hear about us?').selectOption('word-of-mouth');
      await page.getByLabel('Previous experience').fill('Taught maths to my younger cousins.');
      await page.getByLabel('I have read the volunteer terms and agree to them.').check();
      await takeAPersonsTime(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();
    };

    await fill();
    await page.getByRole('status').filter({ hasText: "Application submitted successfully! We'll contact you soon." }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByLabel('I have read the volunteer terms and agree to them.').isChecked()).toBe(false);

    // The page cannot tell who has applied: the answer is the first one's, the news goes to the address.
    await fill();
    await page.getByRole('status').filter({ hasText: "Application submitted successfully! We'll contact you soon." }).waitFor();
    expect(await outcome(page).innerText()).toBe("Application submitted successfully! We'll contact you soon.");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await waitForMail(email, 'We already have your volunteering application')).text).toMatch(/^Dear Ravi Kumar,/);

    const applicants = await asAdmin<Applicant[]>('/api/hr/applicants');
    expect(applicants.filter((applicant) => applicant.email === email)).toEqual([
      expect.objectContaining({ type: 'volunteer', name: 'Ravi Kumar', status: 'pending' }),
    ]);
    expect(watch.errors).toEqual([]);
  });

  it('applies for an internship, then applies again with the same email: the same success on the page, and a mail says the first stands', async () => {
    const email = `intern-${unique()}@example.test`;
    await page.goto('/support/internship');
    await expectPage(page, 'Internship Application');

    const fill = async () => {
      await page.getByLabel('Full name').fill('Meera Singh');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Phone number').fill('9812345678');
      await page.getByLabel('Gender').selectOption('female');
      await page.getByLabel('Date of birth').fill('2003-02-01');
      await page.getByLabel('Course').fill('B.A. Social Work, 2nd year');
      await page.getByLabel('College or university').fill('Kurukshetra University');
      await page.getByLabel('Area of interest').selectOption('content-writing');
      await page.getByLabel('Duration').selectOption('3-month');
      await page.getByLabel('Availability').selectOption('part-time');
      await page.getByLabel('How did you hear about us?').selectOption('instagram');
      await page.getByLabel('I have read the internship terms and agree to them.').check();
      await takeAPersonsTime(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();
    };

    await fill();
    await page
      .getByRole('status')
      .filter({ hasText: "Application submitted successfully! We'll review your application and get back to you soon." })
      .waitFor();
    expect(await page.getByLabel('College or university').inputValue()).toBe('');

    await fill();
    await page
      .getByRole('status')
      .filter({ hasText: "Application submitted successfully! We'll review your application and get back to you soon." })
      .waitFor();
    await waitForMail(email, 'We already have your internship application');

    const applicants = await asAdmin<Applicant[]>('/api/hr/applicants');
    expect(applicants.filter((applicant) => applicant.email === email)).toEqual([
      expect.objectContaining({ type: 'intern', name: 'Meera Singh', status: 'pending' }),
    ]);
    expect(watch.errors).toEqual([]);
  });

  it('shows the payment details and requests a receipt with a screenshot, which the admin then sees', async () => {
    const email = `donor-${unique()}@example.test`;
    const payment = (await (await fetch(`${baseUrl()}/api/public/payment-details`)).json()) as PaymentDetails;
    await page.goto('/support/donate');
    await expectPage(page, 'Donate');

    // Bank and UPI values come from the API's configuration; the QR code is a real image.
    const ways = page.locator('#ways-to-give');
    for (const value of [payment.bank.accountName, payment.bank.accountNumber, payment.bank.ifsc, payment.upi.id]) {
      expect(await ways.getByText(value, { exact: true }).first().isVisible()).toBe(true);
    }
    const qr = page.getByRole('img', { name: /UPI QR code/ });
    expect(await loadedWidth(page, qr)).toBeGreaterThan(0);

    await page.getByLabel('Full name').fill('Sunita Sharma');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Amount (INR)').fill('501');
    await page.getByLabel('Payment mode').selectOption('UPI');
    await page.getByLabel('UTR number, or the name of the person if paid in cash').fill(`UTR${unique()}`);
    await page
      .getByLabel('Screenshot (Max size: 1MB)')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: solidPng(120, 80, [22, 163, 74]) });
    await takeAPersonsTime(page);
    await page.getByRole('button', { name: 'Request Receipt' }).click();

    const success = `Receipt request submitted for INR 501. Receipt will be sent to ${email}.`;
    await page.getByRole('status').filter({ hasText: success }).waitFor();
    expect(await outcome(page).innerText()).toBe(success);
    expect(await page.getByLabel('Amount (INR)').inputValue()).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const donations = await asAdmin<Array<{ email: string; amount: number; mode: string; hasScreenshot: boolean; receiptGenerated: boolean }>>('/api/public/donations');
    expect(donations.filter((donation) => donation.email === email)).toEqual([
      expect.objectContaining({ amount: 501, mode: 'UPI', hasScreenshot: true, receiptGenerated: false }),
    ]);
    expect(watch.errors).toEqual([]);
  });
});
