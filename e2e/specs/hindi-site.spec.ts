// The site in Hindi (issue 32): every visitor page at '/hi/…' arrives ready, in Hindi, with its
// language in <html lang>, its own canonical address and the other language's as an alternate; the
// header's switch leads to the same page in the other language (query kept) and is remembered for
// the next visit without redirecting anyone on a first one.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formsApplicationText, formsContactText, formsVolunteerText, loginText, messagesText, translator, volunteerPortalText, type Translate } from '@society/contracts';
import { createUser, loginToken } from '../support/api';
import { launchBrowser, newContext } from '../support/browser';
import { asAdmin } from '../support/public-api';
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
  beforeAll(async () => {
    const catalogues = [formsApplicationText, formsVolunteerText, formsContactText, messagesText, loginText, volunteerPortalText] as const;
    await Promise.all(catalogues.map((catalogue) => catalogue.load('hi')));
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

  it('applies to volunteer from /hi/support/volunteer: the success in Hindi, then the API’s refusal of a second one in Hindi', async () => {
    const email = `hindi-volunteer-${uniqueSuffix()}@example.test`;
    // A phone of its own: the API counts a person's applications by phone too (3 an hour), and other specs apply from theirs.
    const phone = `9${String(Date.now()).slice(-9)}`;
    await page.goto('/hi/support/volunteer');
    await expectPage(page, volunteerForm('title'));
    const fill = async () => {
      await page.getByLabel(form('fullName')).fill('रवि कुमार');
      await page.getByLabel(form('email')).fill(email);
      await page.getByLabel(form('phone')).fill(phone);
      await page.getByLabel(form('gender')).selectOption('male');
      await page.getByLabel(form('dob')).fill('2001-08-15');
      await page.getByLabel(form('areaOfInterest')).selectOption('teaching');
      await page.getByLabel(volunteerForm('availability')).fill('6');
      await page.getByLabel(form('howHeard')).selectOption('word-of-mouth');
      await page.getByLabel(volunteerForm('agree')).check();
      await takeAPersonsTime(page);
      await page.getByRole('button', { name: form('submitApplication') }).click();
    };
    await fill();
    await page.getByRole('status').filter({ hasText: 'आपका आवेदन मिल गया है! हम जल्द ही आपसे संपर्क करेंगे।' }).waitFor();
    await fill();
    // The 409 comes from the API, which answered the page's Accept-Language: hi.
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').first().innerText()).toContain('आप स्वयंसेवा के लिए पहले ही आवेदन कर चुके हैं।');
    expect(watch.errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
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
