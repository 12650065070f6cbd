// Issue 44, item 4, in real Chromium against the built site behind nginx: once a teacher has signed in on a
// network, the team dashboard opens with no network at all (its service worker's copy, nothing reaching the
// site), Chromium can install it, and a redeploy of the team remote while the phone is offline breaks nothing:
// the phone keeps its version until it is online again, then takes the new one.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createUser } from '../support/api';
import { launchBrowser, newContext, readSession, signIn } from '../support/browser';
import {
  TEAM_DIST,
  accessLogSince,
  accessLogSize,
  buildChangedTeamRemote,
  deployInto,
  remoteFiles,
  startTeamGateway,
  teamFilesLoaded,
  waitForCached,
  waitForOfflineCopy,
} from '../support/offline';
import { tempDir } from '../support/state';

const DASHBOARD = '/member-dashboard';

/** Signs in as `teacher` and waits for the dashboard, then for the worker's copy of it. */
async function openDashboardOnline(page: Page, teacher: { email: string; password: string }): Promise<void> {
  await signIn(page, teacher.email, teacher.password);
  await page.waitForURL(`**${DASHBOARD}`);
  await page.getByText(`Signed in as ${teacher.email}`).waitFor();
  await waitForOfflineCopy(page);
}

describe('the team dashboard offline', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe('on the suite gateway', () => {
    let context: BrowserContext;
    let page: Page;
    let teacher: { email: string; password: string };

    beforeAll(async () => {
      teacher = await createUser('team');
      context = await newContext(browser);
      page = await context.newPage();
      await openDashboardOnline(page, teacher);
    });
    afterAll(async () => {
      await context.close();
    });

    it('can be installed from the browser: a web app manifest, its icons and a service worker for its page', async () => {
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      // A test profile is an incognito one, where Chromium installs nothing; it finds nothing else missing.
      expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
      const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
      expect(new URL(url).pathname).toBe('/remotes/team/manifest.json');
      expect(JSON.parse(data)).toMatchObject({ start_url: DASHBOARD, display: 'standalone', theme_color: '#c2410c', short_name: 'Register' });
      const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname).sort());
      expect(scopes).toEqual(['/hi/member-dashboard', DASHBOARD]);
    });

    it('opens with no network after a sign-in, the session kept, nothing reaching the site', async () => {
      await context.setOffline(true);
      const logged = accessLogSize();
      let reached: string[];
      try {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Team Dashboard' }).waitFor();
        await page.getByText(`Signed in as ${teacher.email}`).waitFor();
        expect((await readSession(page)).token).not.toBeNull();
        // Deep links of the dashboard are the same page.
        await page.goto(`${DASHBOARD}/students`);
        await page.getByRole('heading', { level: 1, name: 'Team Dashboard' }).waitFor();
        reached = accessLogSince(logged);
      } finally {
        await context.setOffline(false);
      }
      // Only the browser's own check for a newer worker, which Chromium's offline emulation lets through: none
      // of the page's files, and no API call.
      expect(reached.filter((line) => !line.includes('"GET /remotes/team/sw.js '))).toEqual([]);
    });

    it('caches no API answer', async () => {
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached).toContain(DASHBOARD);
      expect(cached.filter((pathname) => pathname.startsWith('/api/'))).toEqual([]);
    });
  });

  describe('across a redeploy of the team remote', () => {
    let gateway: { url: string; stop: () => Promise<void> };
    let context: BrowserContext;
    let page: Page;
    const served = path.join(tempDir(), 'redeploy-team-served');
    const changed = path.join(tempDir(), 'redeploy-team-changed');
    let before: string[];
    let after: string[];

    beforeAll(async () => {
      deployInto(served, TEAM_DIST);
      await buildChangedTeamRemote(changed);
      before = remoteFiles(served);
      after = remoteFiles(changed);
      gateway = await startTeamGateway('redeploy-gateway', served);
      context = await browser.newContext({ baseURL: gateway.url, viewport: { width: 412, height: 860 } });
      page = await context.newPage();
    }, 180_000);
    afterAll(async () => {
      await context?.close();
      await gateway?.stop();
      fs.rmSync(served, { recursive: true, force: true });
      fs.rmSync(changed, { recursive: true, force: true });
    });

    it('keeps its version while offline, then takes the new one online', async () => {
      const onlyBefore = (files: string[]) => files.filter((file) => before.includes(file) && !after.includes(file));
      const onlyAfter = (files: string[]) => files.filter((file) => after.includes(file) && !before.includes(file));
      const teacher = await createUser('team');
      await openDashboardOnline(page, teacher);
      expect(onlyBefore(await teamFilesLoaded(page)).length).toBeGreaterThan(0);

      // The remote is redeployed while the phone has no network: the files it ran are gone from the site.
      await context.setOffline(true);
      deployInto(served, changed);
      await page.reload();
      await page.getByText(`Signed in as ${teacher.email}`).waitFor();
      const offline = await teamFilesLoaded(page);
      expect(onlyBefore(offline).length).toBeGreaterThan(0);
      expect(onlyAfter(offline)).toEqual([]);

      // Online again: the new remote is taken at once, and its worker replaces the old one.
      await context.setOffline(false);
      await page.reload();
      await page.getByText(`Signed in as ${teacher.email}`).waitFor();
      const online = await teamFilesLoaded(page);
      expect(onlyAfter(online).length).toBeGreaterThan(0);
      expect(onlyBefore(online)).toEqual([]);
      await waitForCached(page, 'workbox-precache', onlyAfter(online)[0]);

      // And the new version opens with no network too.
      await waitForOfflineCopy(page);
      await context.setOffline(true);
      try {
        await page.reload();
        await page.getByText(`Signed in as ${teacher.email}`).waitFor();
        expect(onlyBefore(await teamFilesLoaded(page))).toEqual([]);
      } finally {
        await context.setOffline(false);
      }
    });
  });
});
