// The site in Hindi (issue 32): every visitor page at '/hi/…' arrives ready, in Hindi, with its
// language in <html lang>, its own canonical address and the other language's as an alternate; the
// header's switch leads to the same page in the other language (query kept) and is remembered for
// the next visit without redirecting anyone on a first one. A Hindi visitor sends each form (contact, volunteer,
// internship, the receipt request, Your data) and reads its success and its errors in Hindi.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiText,
  DATA_REQUEST_LINK_VALID_HOURS,
  donationSuccessMessage,
  formatRupees,
  formsApplicationText,
  formsContactText,
  formsDonateText,
  formsInternshipText,
  formsKitText,
  formsVolunteerText,
  legalDataKindsText,
  legalDataLinksText,
  legalYourDataText,
  loginText,
  mailText,
  messagesText,
  translator,
  UPLOAD_LIMITS,
  volunteerPortalText,
  type PublicSiteSettings,
  type Translate,
} from '@society/contracts';
import { createUser, loginToken } from '../support/api';
import { launchBrowser, newContext } from '../support/browser';
import { waitForMail } from '../support/mail-inbox';
import { asAdmin, solidPng } from '../support/public-api';
import { requestHead, sendRaw } from '../support/raw-http';
import { expectPage, PUBLIC_ROUTES, takeAPersonsTime, watchConsole, type ConsoleWatch } from '../support/public-site';
import { uniqueSuffix } from '../support/staff-api';
import { baseUrl } from '../support/state';
import { volunteerAccount } from '../support/volunteer';

/** The same page in Hindi: '/' is '/hi', '/about' is '/hi/about'. */
const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const ROUTES = PUBLIC_ROUTES.filter(({ path }) => !path.includes('%20'));
const FOUND_ROUTES = ROUTES.filter(({ path }) => path !== '/no-such-page');

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ');

async function rawPage(pagePath: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl()}${pagePath}`);
  return { status: response.status, html: await response.text() };
}

function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]));
}

/** What a visitor reads on a ready page: the body's text, without scripts, styles, the embedded JSON or tags. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return decode(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  );
}

/**
 * Words that stay in Latin letters on a Hindi page: names (the society's, its campaigns' as the society
 * writes them, the networks'), the switch back to English, and terms people write in Latin (PAN, UPI, IFSC).
 */
const KEPT_IN_LATIN = new Set(
  [
    'English',
    // The society's default name and the site's credit line until the admin sets them in Hindi.
    'Welfare', 'Society',
    // Campaign names as the society writes them.
    'Su-Shiksha', 'Su', 'Shiksha', 'Pathshala', 'Nayi', 'Udaan', 'Basta', 'The', 'Daily', 'Dharti', 'Ki', 'Muskaan', 'Prem', 'Seva', 'Jagrukta', 'Abhiyan',
    'Aao', 'Baat', 'Karein', 'Mehfil-e-Muskaan', 'Mehfil', 'Sambhawnayein', 'Khush-Haali', 'Khush', 'Haali', 'Nari', 'Shakti',
    // Networks and services, payment and tax terms, file types: written in Latin in Hindi too.
    'Instagram', 'Facebook', 'YouTube', 'LinkedIn', 'WhatsApp', 'X', 'Google', 'Maps',
    'UPI', 'UTR', 'PAN', 'IFSC', 'NEFT', 'RTGS', 'IMPS', 'CSR', 'NGO', 'HR', 'QR', 'IP', 'ID', 'OTP', 'MB', 'JPG', 'JPEG', 'PNG', 'WebP', 'PDF',
    // The law's own names, given in English beside their Hindi on the legal pages.
    'DPDP', 'Digital', 'Personal', 'Data', 'Protection', 'Act', 'Board', 'of', 'India', 'fiduciary',
  ].map((word) => word.toLowerCase()),
);

/**
 * What the society's staff wrote (the Site tab, announcements, photos, publications, the team) shows as they wrote
 * it where they gave no Hindi: its words are theirs, not the site's, and are left out of the check.
 */
async function staffWrittenWords(): Promise<Set<string>> {
  const sources = ['/api/public/settings', '/api/public/Announcement', '/api/admin/gallery', '/api/public/publications', '/api/admin/coreteam'];
  const words = new Set<string>();
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (/url|path|src|image|file|email|category|type|slug/i.test(key)) return;
      for (const word of value.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g) ?? []) words.add(word.toLowerCase());
    } else if (Array.isArray(value)) {
      value.forEach((item) => collect(item, key));
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) collect(child, childKey);
    }
  };
  for (const source of sources) collect(await (await fetch(`${baseUrl()}${source}`)).json());
  return words;
}

/** Latin words left on a Hindi page that are not names or kept terms (emails, addresses, numbers aside). */
function untranslated(text: string, staffWords: Set<string>): string[] {
  const cleaned = text
    .replace(/\S+@\S+/g, ' ') // emails
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ') // links
    .replace(/\b\w*\d\w*\b/g, ' ') // numbers, and codes with digits in them (80G, a PAN, a certificate's code)
    .replace(/\b(?:[A-Za-z]{1,3}\.){2,}/g, ' '); // degrees as people write them (B.A., M.Sc.)
  const words = cleaned.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  return [...new Set(words.filter((word) => !KEPT_IN_LATIN.has(word.toLowerCase()) && !staffWords.has(word.toLowerCase())))];
}

describe('the site in Hindi', () => {
  let staffWords: Set<string>;
  beforeAll(async () => {
    staffWords = await staffWrittenWords();
  });

  it.each(ROUTES)('$path in Hindi arrives ready in Hindi, with its language and addresses in the head', async ({ path }) => {
    const { status, html } = await rawPage(hindi(path));
    const notFound = path === '/no-such-page';
    expect(status).toBe(notFound ? 404 : 200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi-IN">/i);
    const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
    expect(h1.trim()).not.toBe('');
    // The whole page (header, main, footer) reads in Hindi: nothing left in English but names and kept terms.
    expect({ path: hindi(path), untranslated: untranslated(visibleText(html), staffWords) }).toEqual({ path: hindi(path), untranslated: [] });
    if (notFound) {
      expect(html).not.toContain('rel="canonical"');
      return;
    }
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(canonical).toBe(`${baseUrl()}${hindi(path)}`);
    expect(alternates(html)).toEqual({ 'en-IN': `${baseUrl()}${path}`, 'hi-IN': `${baseUrl()}${hindi(path)}`, 'x-default': `${baseUrl()}${path}` });
  });

  it('gives each English page its language and the same alternates', async () => {
    for (const { path } of FOUND_ROUTES) {
      const { html } = await rawPage(path);
      expect(html).toMatch(/^<!doctype html>\s*<html lang="en-IN">/i);
      expect(alternates(html)).toEqual({ 'en-IN': `${baseUrl()}${path}`, 'hi-IN': `${baseUrl()}${hindi(path)}`, 'x-default': `${baseUrl()}${path}` });
    }
  });

  it('names both languages of every page in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const about = [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].filter(([, loc]) => loc.endsWith('/about') || loc.endsWith('/hi/about'));
    expect(about.map(([, loc]) => loc).sort()).toEqual([`${baseUrl()}/about`, `${baseUrl()}/hi/about`]);
    for (const [, , links] of about) {
      expect(links).toContain(`hreflang="hi-IN" href="${baseUrl()}/hi/about"`);
      expect(links).toContain(`hreflang="en-IN" href="${baseUrl()}/about"`);
      expect(links).toContain(`hreflang="x-default" href="${baseUrl()}/about"`);
    }
  });

  describe('the language switch', () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    beforeEach(async () => {
      context = await newContext(browser);
      page = await context.newPage();
    });
    afterEach(async () => {
      await context.close();
    });
    afterAll(async () => {
      await browser.close();
    });

    it.each(FOUND_ROUTES)('leads from $path to the same page in Hindi and back', async ({ path }) => {
      const watch = watchConsole(page);
      await page.goto(path);
      // The switch moves inside the app: the page in the other language shows once its words have loaded.
      await page.getByRole('link', { name: 'हिंदी', exact: true }).click();
      await page.waitForURL(`${baseUrl()}${hindi(path)}`);
      await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await page.waitForURL(`${baseUrl()}${path}`);
      await page.waitForFunction(() => document.documentElement.lang === 'en-IN');
      expect(watch.errors).toEqual([]);
      expect(watch.policyViolations).toEqual([]);
    });

    it('keeps the query, as on a page of the gallery', async () => {
      await page.goto('/gallery?category=Campaigns&page=1');
      const href = await page.getByRole('link', { name: 'हिंदी', exact: true }).getAttribute('href');
      expect(href).toBe('/hi/gallery?category=Campaigns&page=1');
    });

    it.each(['/hi//evil.example/donate', '/hi/\\evil.example/donate', '//evil.example/donate'])('stays on the site from %s, before and after the scripts run', async (address) => {
      // Sent as typed: a browser would turn the backslash into a slash before sending.
      const { body: html } = await sendRaw(baseUrl(), requestHead(`GET ${address} HTTP/1.1`));
      const served = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(English|हिंदी)<\/a>/g)].map(([, href]) => href);
      expect(served).toHaveLength(1);
      expect(new URL(served[0], baseUrl()).origin).toBe(baseUrl());
      await page.goto(`${baseUrl()}${address}`);
      const other = /^\/hi/.test(address) ? 'English' : 'हिंदी';
      await page.getByRole('link', { name: other, exact: true }).click();
      await page.waitForLoadState();
      expect(new URL(page.url()).origin).toBe(baseUrl());
    });

    it('remembers a choice of Hindi for the next visit to the home page, but sends no first-time visitor anywhere', async () => {
      await page.goto('/');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.goto('/about');
      await page.getByRole('link', { name: 'हिंदी', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/hi/about`);
      // The next visit to the site's address opens it in Hindi; a shared link still opens what it points at.
      await page.goto('/');
      await page.waitForURL(`${baseUrl()}/hi`);
      await page.goto('/contact');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/contact');
    });
  });
});

describe('a Hindi visitor and volunteer using the site', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: ConsoleWatch;
  let form: Translate<typeof formsApplicationText.en>;
  let volunteerForm: Translate<typeof formsVolunteerText.en>;
  let contact: Translate<typeof formsContactText.en>;
  let hi: Translate<typeof messagesText.en>;
  let login: Translate<typeof loginText.en>;
  let portal: Translate<typeof volunteerPortalText.en>;
  let internship: Translate<typeof formsInternshipText.en>;
  let donate: Translate<typeof formsDonateText.en>;
  let kit: Translate<typeof formsKitText.en>;
  let yourData: Translate<typeof legalYourDataText.en>;
  let kinds: Translate<typeof legalDataKindsText.en>;
  let links: Translate<typeof legalDataLinksText.en>;
  let apiHi: Translate<typeof apiText.en>;
  let mail: Translate<typeof mailText.en>;
  beforeAll(async () => {
    const catalogues = [
      formsApplicationText,
      formsVolunteerText,
      formsContactText,
      messagesText,
      loginText,
      volunteerPortalText,
      formsInternshipText,
      formsDonateText,
      formsKitText,
      legalYourDataText,
      legalDataKindsText,
      legalDataLinksText,
      apiText,
      mailText,
    ] as const;
    await Promise.all(catalogues.map((catalogue) => catalogue.load('hi')));
    internship = translator(formsInternshipText, 'hi');
    donate = translator(formsDonateText, 'hi');
    kit = translator(formsKitText, 'hi');
    yourData = translator(legalYourDataText, 'hi');
    kinds = translator(legalDataKindsText, 'hi');
    links = translator(legalDataLinksText, 'hi');
    apiHi = translator(apiText, 'hi');
    mail = translator(mailText, 'hi');
    form = translator(formsApplicationText, 'hi');
    volunteerForm = translator(formsVolunteerText, 'hi');
    contact = translator(formsContactText, 'hi');
    hi = translator(messagesText, 'hi');
    login = translator(loginText, 'hi');
    portal = translator(volunteerPortalText, 'hi');
    browser = await launchBrowser();
    context = await newContext(browser, { width: 390, height: 844 });
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

  it('sends the contact form from /hi/contact and reads the answer in Hindi; the message is stored as Hindi', async () => {
    const email = `hindi-contact-${uniqueSuffix()}@example.test`;
    await page.goto('/hi/contact');
    await expectPage(page, contact('title'));
    await page.getByLabel(contact('nameLabel')).fill('सुनीता देवी');
    await page.getByLabel(contact('emailLabel')).fill(email);
    await page.getByRole('textbox', { name: contact('messageLabel'), exact: true }).fill('क्या मैं अगले हफ़्ते कक्षा देखने आ सकती हूँ?');
    await takeAPersonsTime(page);
    await page.getByRole('button', { name: contact('send') }).click();
    // SPEC §8's success message, in its Hindi.
    await page.getByRole('status').filter({ hasText: 'आपका संदेश भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।' }).waitFor();
    expect(hi('contactSuccess')).toBe('आपका संदेश भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।');
    const inbox = await asAdmin<Array<{ email: string; name: string; language?: string }>>('/api/public/contact');
    expect(inbox.find((message) => message.email === email)).toEqual(expect.objectContaining({ name: 'सुनीता देवी' }));
    expect(watch.errors).toEqual([]);
  });

  /** The applicant's own details, which the volunteer and internship applications share. */
  const fillApplicant = async (applicant: { name: string; email: string; phone: string; gender: string; dob: string }) => {
    await page.getByLabel(form('fullName')).fill(applicant.name);
    await page.getByLabel(form('email')).fill(applicant.email);
    await page.getByLabel(form('phone')).fill(applicant.phone);
    await page.getByLabel(form('gender')).selectOption(applicant.gender);
    await page.getByLabel(form('dob')).fill(applicant.dob);
  };

  it('applies to volunteer from /hi/support/volunteer: the success in Hindi, the same for a second one, and a Hindi mail says the first stands', async () => {
    const email = `hindi-volunteer-${uniqueSuffix()}@example.test`;
    // A phone of its own: the API counts a person's applications by phone too (3 an hour), and other specs apply from theirs.
    const phone = `9${String(Date.now()).slice(-9)}`;
    await page.goto('/hi/support/volunteer');
    await expectPage(page, volunteerForm('title'));
    const fill = async () => {
      await fillApplicant({ name: 'रवि कुमार', email, phone, gender: 'male', dob: '2001-08-15' });
      await page.getByLabel(form('areaOfInterest')).selectOption('teaching');
      await page.getByLabel(volunteerForm('availability')).fill('6');
      await page.getByLabel(form('howHeard')).selectOption('word-of-mouth');
      await page.getByLabel(volunteerForm('agree')).check();
      await takeAPersonsTime(page);
      await page.getByRole('button', { name: form('submitApplication') }).click();
    };
    await fill();
    await page.getByRole('status').filter({ hasText: 'आपका आवेदन मिल गया है! हम जल्द ही आपसे संपर्क करेंगे।' }).waitFor();
    // Answered as the first (the page cannot tell who has applied), in the Hindi the page asked for.
    await fill();
    await page.getByRole('status').filter({ hasText: 'आपका आवेदन मिल गया है! हम जल्द ही आपसे संपर्क करेंगे।' }).waitFor();
    expect((await waitForMail(email, 'आपका स्वयंसेवा का आवेदन हमारे पास पहले से है')).text).toMatch(/^प्रिय रवि कुमार,/);
    expect(watch.errors).toEqual([]);
  });

  /** The status line above a form's button, as the visitor reads it. */
  const outcomeText = () => page.locator('.pub-form__outcome').innerText();
  /** The message under one field (FormField writes it at '<field id>-error'). */
  const fieldError = (id: string) => page.locator(`#${id}-error`).innerText();

  it('applies for an internship from /hi/support/internship: each check’s message, the success and the API’s refusal of a second one in Hindi', async () => {
    const email = `hindi-intern-${uniqueSuffix()}@example.test`;
    // A phone of its own (the API counts applications by phone too), apart from the volunteer test's.
    const phone = `8${String(Date.now()).slice(-9)}`;
    await page.goto('/hi/support/internship');
    await expectPage(page, internship('title'));
    const submit = page.getByRole('button', { name: form('submitApplication') });

    // Sent empty: SPEC §8's line for a missing field, in its Hindi, and each field marked in Hindi.
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'कृपया सभी ज़रूरी जानकारी भरें और नियम व शर्तें स्वीकार करें' }).waitFor();
    expect(hi('internRequired')).toBe('कृपया सभी ज़रूरी जानकारी भरें और नियम व शर्तें स्वीकार करें');
    expect(await fieldError('intern-course')).toBe(kit('required'));

    const fill = async (address: string) => {
      await fillApplicant({ name: 'मीरा सिंह', email: address, phone, gender: 'female', dob: '2003-02-01' });
      await page.getByLabel(internship('course')).fill('बी.ए. समाज कार्य, दूसरा साल');
      await page.getByLabel(internship('college')).fill('कुरुक्षेत्र विश्वविद्यालय');
      await page.getByLabel(form('areaOfInterest')).selectOption('content-writing');
      await page.getByLabel(internship('duration')).selectOption('3-month');
      await page.getByLabel(internship('availability')).selectOption('part-time');
      await page.getByLabel(form('howHeard')).selectOption('instagram');
      await page.getByLabel(internship('agree')).check();
      await takeAPersonsTime(page);
      await submit.click();
    };

    // A mistyped address is caught on the page, in Hindi, before anything is sent.
    await fill('meera-at-example.test');
    await page.getByRole('alert').filter({ hasText: kit('checkHighlighted') }).waitFor();
    expect(await fieldError('intern-email')).toBe(kit('validEmail'));

    await fill(email);
    await page.getByRole('status').filter({ hasText: 'आपका आवेदन मिल गया है! हम आपका आवेदन देखकर जल्द ही आपसे संपर्क करेंगे।' }).waitFor();
    expect(hi('internSuccess')).toBe('आपका आवेदन मिल गया है! हम आपका आवेदन देखकर जल्द ही आपसे संपर्क करेंगे।');
    expect(await page.getByLabel(internship('college')).inputValue()).toBe('');

    // The second application with the same email is answered as the first (the page cannot tell who has
    // applied); the address is told by mail, in the Hindi of the first application.
    await fill(email);
    await page.getByRole('status').filter({ hasText: hi('internSuccess') }).waitFor();
    expect(await outcomeText()).toBe(hi('internSuccess'));
    expect((await waitForMail(email, 'आपका इंटर्नशिप का आवेदन हमारे पास पहले से है')).text).toMatch(/^प्रिय मीरा सिंह,/);

    const applicants = await asAdmin<Array<{ type: string; name: string; email: string }>>('/api/hr/applicants');
    expect(applicants.filter((applicant) => applicant.email === email)).toEqual([expect.objectContaining({ type: 'intern', name: 'मीरा सिंह' })]);
    expect(watch.errors).toEqual([]);
  });

  it('picks an amount on /hi/support/donate and requests the receipt in Hindi: a wrong PAN told in Hindi, the success in Hindi, the request stored as Hindi', async () => {
    const email = `hindi-donor-${uniqueSuffix()}@example.test`;
    const address = 'मकान 12, गली 3, अंबाला छावनी, हरियाणा 133001';
    await page.goto('/hi/support/donate');
    await expectPage(page, donate('title'));
    const rupees = formatRupees(1500, 'hi');
    await page.getByRole('button', { name: rupees, exact: true }).click();
    await page.getByRole('link', { name: donate('upiPayApp', { amount: rupees }) }).waitFor();
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';

    // The receipt form opens with the chosen amount, UPI and the visit's reference.
    expect(await page.getByLabel(donate('amount')).inputValue()).toBe('1500');
    expect(await page.getByLabel(donate('mode')).inputValue()).toBe('UPI');
    expect(await page.getByLabel(donate('reference')).inputValue()).toBe(reference);
    await page.getByLabel(donate('name')).fill('सुनीता देवी');
    await page.getByLabel(donate('email')).fill(email);
    await page.getByLabel(donate('utr')).fill(`UTR${uniqueSuffix()}`.slice(0, 20));
    await page.getByLabel(donate('address')).fill(address);
    const pan = page.getByLabel(donate('pan'));
    await pan.fill('ABCD1234');
    await page
      .getByLabel(donate('screenshot', { size: UPLOAD_LIMITS.donationScreenshot.label }))
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: solidPng(120, 80, [22, 163, 74]) });
    await takeAPersonsTime(page);
    const submit = page.getByRole('button', { name: donate('submit'), exact: true });

    // A PAN that cannot be one is caught on the page, in Hindi.
    await submit.click();
    await page.getByRole('alert').filter({ hasText: kit('checkHighlighted') }).waitFor();
    expect(await fieldError('donation-pan')).toBe(donate('panInvalid'));

    await pan.fill('ABCDE1234F');
    await submit.click();
    // SPEC §8's success, in its Hindi: the amount as Indians write rupees.
    const success = `₹1,500 की रसीद का अनुरोध मिल गया है। रसीद ${email} पर भेजी जाएगी।`;
    await page.getByRole('status').filter({ hasText: success }).waitFor();
    expect(await outcomeText()).toBe(success);
    expect(donationSuccessMessage(1500, email, 'hi')).toBe(success);

    // Stored as written: the Devanagari name and address intact, with the reference the donor paid with.
    const donations = await asAdmin<Array<{ email: string; name: string; amount: number; mode: string; address: string; pan: string; reference?: string; hasScreenshot: boolean }>>(
      '/api/public/donations',
    );
    expect(donations.filter((donation) => donation.email === email)).toEqual([
      expect.objectContaining({ name: 'सुनीता देवी', amount: 1500, mode: 'UPI', address, pan: 'ABCDE1234F', reference, hasScreenshot: true }),
    ]);
    // The admin list does not show a donation's language; the mail it decides does: the acknowledgement comes in Hindi.
    const thanks = await waitForMail(email, mail('acknowledgementSubject'));
    expect(thanks.text).toContain(mail('dear', { name: 'सुनीता देवी' }));
    expect(thanks.text).toContain(rupees);
    expect(watch.errors).toEqual([]);
  });

  it('asks for their data on /hi/your-data: a wrong address told in Hindi, the answer in Hindi, the mail in Hindi with a link to the Hindi page', async () => {
    const email = `hindi-rights-${uniqueSuffix()}@example.test`;
    await page.goto('/hi/your-data');
    await expectPage(page, yourData('title'));
    await page.getByRole('radio', { name: kinds('access') }).check();
    await page.getByLabel(yourData('nameLabel')).fill('सुनीता देवी');
    const emailField = page.getByLabel(yourData('emailLabel'));
    await emailField.fill('sunita@');
    await takeAPersonsTime(page);
    const send = page.getByRole('button', { name: yourData('send'), exact: true });

    await send.click();
    await page.getByRole('alert').filter({ hasText: yourData('checkFields') }).waitFor();
    expect(await fieldError('your-data-email')).toBe(yourData('emailInvalid'));

    await emailField.fill(email);
    await send.click();
    const received = yourData('received', { hours: DATA_REQUEST_LINK_VALID_HOURS });
    await page.getByRole('status').filter({ hasText: received }).waitFor();
    expect(await outcomeText()).toBe(received);

    // The confirmation mail is in Hindi, and its link opens the Hindi confirmation page.
    const settings = (await (await fetch(`${baseUrl()}/api/public/settings`)).json()) as PublicSiteSettings;
    const subject = mail('dataConfirmSubject', { society: settings.identity.nameHi || settings.identity.name || mail('theSociety') });
    const confirmation = await waitForMail(email, subject);
    expect(confirmation.text).toContain(mail('dear', { name: 'सुनीता देवी' }));
    expect(confirmation.text).toContain(kinds('access'));
    const link = /https?:\/\/\S+#token=[\w-]+/.exec(confirmation.text ?? '')?.[0] ?? '';
    expect(link.replace(/#.*$/, '')).toBe(`${baseUrl()}/hi/your-data/confirm`);
    await page.goto(link);
    await page.getByRole('heading', { name: links('confirmed') }).waitFor();

    // The same link again: the API's 410, in Hindi.
    await page.goto('/hi');
    await page.goto(link);
    await page.getByRole('heading', { name: links('notConfirmed') }).waitFor();
    await page.getByText(apiHi('dataRequestLinkInvalid')).waitFor();
    expect(watch.errors.filter((error) => !/status of 410/.test(error))).toEqual([]);
  });

  it('lets a volunteer sign in on /hi/login and use the portal in Hindi', async () => {
    const hrUser = await createUser('hr');
    const account = await volunteerAccount(await loginToken(hrUser.email, hrUser.password), `hi-${uniqueSuffix()}`);
    await page.goto('/hi/login');
    await expectPage(page, login('title'));
    await page.getByLabel(login('email')).fill(account.email);
    await page.getByLabel(login('password')).fill(account.password);
    await page.getByRole('button', { name: login('signIn') }).click();
    await page.waitForURL(`${baseUrl()}/hi/volunteer-dashboard**`);
    await page.getByRole('heading', { level: 1, name: portal('title') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await page.getByRole('tab', { name: portal('tabLeave') }).click();
    await page.getByRole('button', { name: portal('askForLeave') }).waitFor();
    expect(watch.errors).toEqual([]);
  });
});
