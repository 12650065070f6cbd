// Visitor pages arrive as ready HTML (render/): readable before any script runs and with scripts
// off, taken over by the scripts without a console error, each with its own link-preview tags,
// and rendered from the public remote as deployed, so redeploying it alone changes the HTML.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DeployedFiles } from '../../render/src/deployed-files';
import { READY_PAGE_SCRIPT } from '../../render/src/page-html';
import { SiteRenderer } from '../../render/src/site-renderer';
import { freePort } from '../../scripts/lib/embedded-db.cjs';
import { startNginx } from '../../scripts/lib/gateway.cjs';
import { launchBrowser, newContext } from '../support/browser';
import { expectPage, PUBLIC_ROUTES, watchConsole } from '../support/public-site';
import { baseUrl, tempDir } from '../support/state';

const repoRoot = path.resolve(__dirname, '../..');

/** The raw HTML the gateway sends for `pagePath` (no script runs). */
async function rawPage(site: string, pagePath: string): Promise<{ status: number; html: string; type: string | null }> {
  const response = await fetch(`${site}${pagePath}`);
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1] : null;
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');

describe('visitor pages served as ready HTML', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(PUBLIC_ROUTES)('$path arrives holding its h1, its own title and its own link preview', async ({ path: pagePath, heading }) => {
    const { status, html, type } = await rawPage(baseUrl(), pagePath);
    const notFound = pagePath === '/no-such-page';
    expect(status).toBe(notFound ? 404 : 200);
    expect(type).toMatch(/^text\/html/);
    expect(decode(html)).toContain(`>${heading}</h1>`);
    // The layout is there too: navigation and footer.
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<footer');

    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    expect(title).toMatch(/ \| Welfare Society$/);
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    if (notFound) {
      expect(metaContent(html, 'name', 'robots')).toBe('noindex');
      expect(html).not.toContain('rel="canonical"');
      return;
    }
    expect(decode(metaContent(html, 'property', 'og:title') ?? '')).toBe(title);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
    // The stray-space alias of SPEC §2 points at the one address of its page.
    expect(canonical).toBe(`${baseUrl()}${pagePath.replace('%20', '')}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'property', 'og:image');
    const picture = await fetch(image ?? '');
    expect(picture.headers.get('content-type')).toBe('image/png');
    // No logo uploaded here: the site's card, whose size the page states.
    expect([metaContent(html, 'property', 'og:image:width'), metaContent(html, 'property', 'og:image:height')]).toEqual(['1200', '630']);
  });

  it("previews a shared campaign link with that campaign's own card, not the site's", async () => {
    const imageOf = async (pagePath: string) => metaContent((await rawPage(baseUrl(), pagePath)).html, 'property', 'og:image');
    const [women, trees, home] = await Promise.all(['/campaigns/narishakti', '/campaigns/greenearth', '/'].map(imageOf));
    expect(women).toMatch(/\/narishakti\.[0-9a-f]+\.png$/);
    expect(trees).toMatch(/\/greenearth\.[0-9a-f]+\.png$/);
    expect(home).not.toBe(women);
  });

  it('gives each page its own title and description (no two alike)', async () => {
    const pages = await Promise.all(
      PUBLIC_ROUTES.filter(({ path: p }) => !p.includes('%20') && p !== '/no-such-page').map(({ path: p }) => rawPage(baseUrl(), p)),
    );
    const titles = pages.map(({ html }) => /<title>([^<]*)<\/title>/.exec(html)?.[1]);
    const descriptions = pages.map(({ html }) => metaContent(html, 'name', 'description'));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('lists every page in sitemap.xml and points robots.txt at it, at the configured address', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    // Each page in English and in Hindi ('/hi/…').
    const expected = PUBLIC_ROUTES.filter(({ path: p }) => !p.includes('%20') && p !== '/no-such-page').flatMap(({ path: p }) => [
      `${baseUrl()}${p}`,
      `${baseUrl()}${p === '/' ? '/hi' : `/hi${p}`}`,
    ]);
    expect(listed.sort()).toEqual(expected.sort());

    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin-dashboard');
  });

  it('keeps serving ready pages after a broken link whose path starts with //, and renders a page with its query', async () => {
    for (const broken of ['//', '//a:b', '//%E0%A4', '///about']) expect((await rawPage(baseUrl(), broken)).status).toBeLessThan(500);
    // Still the renderer's page (the plain shell, served when it is down, holds no h1).
    expect(decode((await rawPage(baseUrl(), '/about')).html)).toContain('>About Us</h1>');
    // /privacy?version=1 is the notice a person accepted then, before any script runs.
    const { html } = await rawPage(baseUrl(), '/privacy?version=1');
    // (React marks where text pieces meet with empty comments.)
    expect(decode(html).replace(/<!-- -->/g, '')).toContain('You are reading version 1 of these notices');
    expect(decode((await rawPage(baseUrl(), '/privacy')).html)).not.toContain('You are reading version');
    // A revisit is a 304, with the ETag as the browser has it (weak: nginx compressed the page).
    const etag = (await fetch(`${baseUrl()}/about`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    expect((await fetch(`${baseUrl()}/about`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })).status).toBe(304);
    // /api itself answers as the API does, in JSON.
    const api = await fetch(`${baseUrl()}/api`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('answers robots.txt and sitemap.xml with a 503, never the plain shell, while the renderer cannot', async () => {
    const gateway = await startNginx({ runDir: path.join(tempDir(), 'nginx-no-renderer'), port: await freePort(), apiPort: await freePort(), pageRenderer: false });
    try {
      for (const file of ['/robots.txt', '/sitemap.xml']) expect((await fetch(`${gateway.url}${file}`)).status).toBe(503);
      // A page is still the plain shell, which draws it in the browser.
      expect((await rawPage(gateway.url, '/about')).status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });

  it('renders with the settings and data it last read while the API errs or hangs, waiting at most a second', async () => {
    let mode: 'ok' | 'error' | 'hang' = 'ok';
    const api = http.createServer((request, response) => {
      if (mode === 'hang') return; // never answers
      if (mode === 'error') return void response.writeHead(503).end();
      response.writeHead(200, { 'Content-Type': 'application/json', ETag: '"v1"' }).end(JSON.stringify({ ticker: 'Admissions open' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const files = new DeployedFiles(new URL(`http://127.0.0.1:${(api.address() as AddressInfo).port}/`));
      const read = () => files.json<{ ticker: string }>('/api/public/Announcement');
      const later = () => new Promise((resolve) => setTimeout(resolve, 1100)); // past the second a read is trusted
      expect((await read()).value).toEqual({ ticker: 'Admissions open' });
      for (const failing of ['error', 'hang'] as const) {
        mode = failing;
        await later();
        const started = Date.now();
        expect((await read()).value).toEqual({ ticker: 'Admissions open' });
        expect(Date.now() - started).toBeLessThan(1500);
      }
      // Each time in the renderer's log.
      expect(warnings.mock.calls.map(([text]) => String(text))).toEqual([
        expect.stringContaining('answered 503; the copy held is used for now'),
        expect.stringContaining('the copy held is used for now'),
      ]);
    } finally {
      warnings.mockRestore();
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('holds a bounded number of API answers, so a crawler walking every gallery page cannot fill its memory', async () => {
    const asked: string[] = [];
    const api = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ items: [], total: 0 }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const files = new DeployedFiles(new URL(`http://127.0.0.1:${(api.address() as AddressInfo).port}/`));
      for (let page = 1; page <= 250; page += 1) await files.json(`/api/admin/gallery?page=${page}`);
      asked.length = 0;
      // Within the second an answer is trusted: the newest are still held, the oldest were let go.
      await files.json('/api/admin/gallery?page=250');
      expect(asked).toEqual([]);
      await files.json('/api/admin/gallery?page=1');
      expect(asked).toEqual(['/api/admin/gallery?page=1']);
    } finally {
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it("reads the settings and the page's data from a slow API together, so a page waits for it once", async () => {
    // In front of the real gateway: each API read is held until another one arrives (at most 900 ms, under the
    // renderer's 1 s limit), and what was in flight at once is recorded. Read one after the other, the
    // settings would be alone.
    const gateway = new URL(baseUrl());
    const inFlight = new Set<string>();
    let readTogether: string[][] = [];
    let release: (() => void) | null = null;
    const proxy = http.createServer((request, response) => {
      const url = request.url ?? '/';
      const etag = request.headers['if-none-match'];
      const forward = async () => {
        const answer = await fetch(new URL(url, gateway), { headers: etag ? { 'If-None-Match': String(etag) } : {} });
        const headers: Record<string, string> = { 'Content-Type': answer.headers.get('content-type') ?? 'text/plain' };
        if (answer.headers.get('etag')) headers.ETag = answer.headers.get('etag')!;
        response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
      };
      if (!url.startsWith('/api/')) return void forward();
      inFlight.add(url);
      response.once('close', () => inFlight.delete(url));
      readTogether.push([...inFlight].sort());
      release?.();
      void new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, 900);
      }).then(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const renderer = new SiteRenderer({ host: '127.0.0.1', port: 0, gatewayUrl: new URL(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`), publicOrigin: baseUrl() });
    const readsOf = async (pagePath: string) => {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // past the second the last reads are trusted
      readTogether = [];
      expect((await renderer.page(pagePath)).status).toBe(200);
      return readTogether.filter((reads) => reads.includes('/api/public/settings'));
    };
    try {
      await renderer.page('/about'); // the fronts' bundles loaded once, as a running renderer has them
      // The gallery's own data, and on the shell's login page the ticker's, while the settings were read.
      expect((await readsOf('/gallery')).some((reads) => reads.some((read) => read.startsWith('/api/admin/gallery?')))).toBe(true);
      expect((await readsOf('/login')).some((reads) => reads.includes('/api/public/Announcement'))).toBe(true);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('fetches the scripts after the first frame, by the one inline script the CSP allows by its hash', async () => {
    const response = await fetch(`${baseUrl()}/contact`);
    const html = await response.text();
    expect(html).toContain(`<script>${READY_PAGE_SCRIPT}</script>`);
    expect(html).toMatch(/<script type="text\/plain" data-after-paint="\/main\.[\w]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script defer/);
    const hash = createHash('sha256').update(READY_PAGE_SCRIPT).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('serves the page an invite link opens ready, in both languages, but lists it nowhere and closes it to crawlers', async () => {
    const pages = [
      ['/set-password', 'Choose your password', 'Choose the password of your volunteer or intern account with the link in your invite mail.'],
      ['/hi/set-password', 'अपना पासवर्ड चुनें', 'आमंत्रण मेल के लिंक से अपने स्वयंसेवक या इंटर्न खाते का पासवर्ड चुनें।'],
    ];
    for (const [pagePath, heading, description] of pages) {
      const { status, html } = await rawPage(baseUrl(), pagePath);
      expect(status).toBe(200);
      expect(html).toContain('data-rendered');
      expect(decode(html)).toContain(`>${heading}</h1>`);
      // The society's name follows, in the page's language when the Site tab has it.
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toMatch(new RegExp(`^${heading} \\| .+`));
      expect(decode(metaContent(html, 'name', 'description') ?? '')).toBe(description);
    }
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('set-password');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /set-password\n');
    expect(robots).toContain('Disallow: /hi/set-password\n');
  });

  it("shows in the invite page's first frame whether its link is whole, before the shell's scripts run", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The shell never arrives: what shows is the ready page and its one inline script.
    await page.route('**/*.js', (route) => route.abort());
    const linkBroken = 'इस लिंक की समय-सीमा ख़त्म हो गई है या इसका उपयोग पहले ही हो चुका है। कृपया HR से नया लिंक भेजने को कहें।';
    await page.goto('/hi/set-password');
    expect(await page.getByText(linkBroken).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'लॉग इन पेज पर जाएँ' }).isVisible()).toBe(true);
    expect(await page.getByLabel('नया पासवर्ड').isVisible()).toBe(false);
    // A new page: a change of the fragment alone would not load the document again.
    const fromMail = await context.newPage();
    await fromMail.route('**/*.js', (route) => route.abort());
    await fromMail.goto('/hi/set-password#token=a-token-from-the-mail');
    expect(await fromMail.getByLabel('नया पासवर्ड').isVisible()).toBe(true);
    expect(await fromMail.getByText(linkBroken).isVisible()).toBe(false);
    await context.close();
  });

  it("serves staff pages as the plain shell with the layout's data, for the browser to draw behind the login", async () => {
    const { status, html } = await rawPage(baseUrl(), '/admin-dashboard');
    expect(status).toBe(200);
    expect(html).not.toContain('data-rendered');
    expect(html).not.toContain('og:title');
    // With the layout's data (the ticker's announcements), so the layout's first frame does not move.
    const pageData = JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(pageData)).toEqual(['/public/Announcement']);
  });

  it('says what a browser-drawn page says before its scripts run in the language of its address', async () => {
    const pages = [
      ['/admin-dashboard', 'en-IN', 'Loading…', 'This site needs JavaScript to show our work, take donations and receive messages. Please turn it on and reload.'],
      ['/hi/volunteer-dashboard', 'hi-IN', 'लोड हो रहा है…', 'हमारा काम दिखाने, दान लेने और संदेश पाने के लिए इस साइट को JavaScript चाहिए। कृपया इसे चालू करें और पेज फिर से लोड करें।'],
    ];
    // The society's name from the Site tab (its Hindi on a Hindi page, when it has one), not the template's placeholder.
    const { identity } = (await (await fetch(`${baseUrl()}/api/public/settings`)).json()) as { identity: { name: string; nameHi?: string } };
    const names = { 'en-IN': identity.name, 'hi-IN': identity.nameHi || identity.name };
    for (const [pagePath, lang, loading, noScript] of pages) {
      const html = decode((await rawPage(baseUrl(), pagePath)).html);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<div id="boot">${loading}</div>`);
      expect(html).toContain(`<noscript>${noScript}</noscript>`);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(names[lang as keyof typeof names]);
    }
  });

  it('shows a page with JavaScript turned off, and its links are plain links that work', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Education is a Fundamental Right');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('About Us');
    // Styled before any script: the shell's and the page's stylesheets are in the head.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(2);
    await context.close();
  });

  it('is taken over by the scripts as it is: the same nodes, no console error, no hydration warning', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchConsole(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat|did not match/i.test(message.text())) warnings.push(message.text());
    });
    for (const { path: pagePath, heading } of PUBLIC_ROUTES.filter(({ path: p }) => p !== '/no-such-page')) {
      watch.clear();
      await page.goto(pagePath, { waitUntil: 'commit' });
      // Mark the server's h1 before the scripts run; a page drawn afresh would lose the mark.
      await page.waitForSelector('h1');
      await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-from-server', ''));
      await expectPage(page, heading);
      await page.waitForLoadState('networkidle');
      expect({ pagePath, marked: await page.locator('h1[data-from-server]').count() }).toEqual({ pagePath, marked: 1 });
      expect({ pagePath, errors: watch.errors }).toEqual({ pagePath, errors: [] });
    }
    expect(warnings).toEqual([]);
    // Interactive after taking over: the mobile menu and in-app links work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expectPage(page, 'Our Gallery');
    await context.close();
  });

  it('leaves a phone visitor where they scrolled the ready page while its scripts were still arriving', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    // Hold every script until the visitor has scrolled, as a slow network would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Meet Our Core Team' }).waitFor();
    const scrolledTo = await page.evaluate(() => {
      window.scrollTo(0, 700);
      return Math.round(window.scrollY);
    });
    expect(scrolledTo).toBeGreaterThan(0);
    release();
    await expectPage(page, 'About Us');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolledTo);
    await context.close();
  });

  it('changes the served HTML when the public remote is redeployed alone (no shell build)', async () => {
    const deployed = path.join(tempDir(), 'redeployed-public');
    fs.cpSync(path.join(repoRoot, 'mfe-public', 'dist'), deployed, { recursive: true });
    const gateway = await startNginx({
      runDir: path.join(tempDir(), 'nginx-redeploy'),
      port: await freePort(),
      // Pages are rendered without the API: their data arrives in the browser.
      apiPort: await freePort(),
      remoteDirs: { public: deployed },
    });
    try {
      expect((await rawPage(gateway.url, '/about')).html).toContain('>About Us</h1>');

      // The new release: its server build says something else (and has no stale .gz beside it).
      const bundle = path.join(deployed, 'ssr', 'render.js');
      // (The page's heading is its catalogue's `title`: packages/contracts/src/i18n/catalogues/public-pages.ts.)
      fs.writeFileSync(bundle, fs.readFileSync(bundle, 'utf8').replaceAll("title: 'About Us'", "title: 'About the Society'"));
      fs.rmSync(`${bundle}.gz`, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 1500));

      const { html } = await rawPage(gateway.url, '/about');
      expect(html).toContain('>About the Society</h1>');
      expect(html).not.toContain('>About Us</h1>');
    } finally {
      await gateway.stop();
    }
  });
});
