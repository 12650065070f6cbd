// Issue 44, item 4, in real Chromium against the built site behind nginx: once a teacher has signed in on a
// network, the team dashboard opens with no network at all (its service worker's copy, nothing reaching the
// site), Chromium can install it, what the teacher records offline waits on the phone and arrives once when the
// network is back, two phones marking the same child leave the later mark standing with both in the day's
// history, and a redeploy of the team remote while the phone is offline breaks nothing: the phone keeps its
// version until it is online again, then takes the new one.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, createUser } from '../support/api';
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
import { batchOf, childProgress, dayAfter, dayChanges, newTeacher, registerDay, sendRecords, type RegisterBatch, type Teacher } from '../support/register';
import { todayInIndia } from '../support/staff-team';
import { tempDir } from '../support/state';

const DASHBOARD = '/member-dashboard';
/** A register flow signs in, marks, goes offline and back: longer than one page check. */
const FLOW_TIMEOUT = 150_000;

const dayPath = (batchId: string, day: string) => `${DASHBOARD}/register/${batchId}/${day}`;

/** The sync banner's line (on every screen of the dashboard). */
const syncLine = (page: Page) => page.getByRole('region', { name: 'Register records on this phone' }).getByRole('status');

/** Taps a mark for a child on the open day. */
async function mark(page: Page, child: string, choice: 'Present' | 'Absent'): Promise<void> {
  await page.getByRole('group', { name: `Marks for ${child}` }).getByRole('button', { name: choice, exact: true }).click();
}

/** Opens a batch's day and waits for its children (from the phone's snapshot when offline). */
async function openDay(page: Page, batch: RegisterBatch, day: string): Promise<void> {
  await page.goto(dayPath(batch.id, day));
  await page.getByRole('group', { name: `Marks for ${batch.children[0].name}` }).waitFor();
}

const saveDay = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** On a day with nobody marked yet: marks `absent` absent and the rest present, and saves the day. */
async function takeAttendance(page: Page, absent: string[]): Promise<void> {
  for (const child of absent) await mark(page, child, 'Absent');
  await page.getByRole('button', { name: 'Mark the rest present' }).click();
  await saveDay(page);
}

const marksOf = (batch: RegisterBatch, marks: Record<string, string | null>) => Object.fromEntries(batch.children.map((child) => [child.name, marks[child.id] ?? null]));

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

    it('opens in Hindi with no network too, once the teacher has used it in Hindi', async () => {
      await page.goto(`/hi${DASHBOARD}`);
      await page.getByText(`${teacher.email} से लॉग इन हैं`).waitFor();
      await waitForOfflineCopy(page);
      await context.setOffline(true);
      try {
        await page.reload();
        await page.getByText(`${teacher.email} से लॉग इन हैं`).waitFor();
        await page.getByRole('region', { name: 'इस फ़ोन पर रजिस्टर के रिकॉर्ड' }).waitFor();
      } finally {
        await context.setOffline(false);
      }
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

  describe('the class register', () => {
    it('keeps what a teacher records offline and sends it on its own when the network is back, each record once', async () => {
      const teacher = await newTeacher();
      const batch = await batchOf([teacher], 3);
      const [asha, ravi, meena] = batch.children;
      const today = todayInIndia();
      const yesterday = dayAfter(today, -1);
      const context = await newContext(browser, { width: 412, height: 860 });
      const page = await context.newPage();
      try {
        await openDashboardOnline(page, teacher);
        // Online: today's register, sent at once.
        await openDay(page, batch, today);
        await takeAttendance(page, [asha.name]);
        await page.getByRole('status').filter({ hasText: /^Sent$/ }).waitFor();
        expect(marksOf(batch, (await registerDay(teacher.token, batch.id, today)).marks)).toEqual(marksOf(batch, { [asha.id]: 'absent', [ravi.id]: 'present', [meena.id]: 'present' }));

        await context.setOffline(true);
        await page.reload();
        await page.getByRole('group', { name: `Marks for ${asha.name}` }).waitFor();
        await page.getByText('No network: the marks already saved for this day cannot be read now.', { exact: false }).waitFor();
        // Today corrected, yesterday recorded as a day without class, and a level: all on the phone.
        await mark(page, asha.name, 'Present');
        await takeAttendance(page, [ravi.name]);
        await page.getByText('Saved on this phone. It is sent when the network is back.').waitFor();
        await openDay(page, batch, yesterday);
        await page.getByRole('radio', { name: 'No class' }).check();
        await saveDay(page);
        // As a teacher would: the day is on the phone before leaving its page (on a busy machine the write takes a moment).
        await page.getByText('Saved on this phone. It is sent when the network is back.').waitFor();
        await page.goto(`${DASHBOARD}/children/${meena.id}`);
        await page.getByRole('group', { name: 'Reading (Hindi)' }).getByRole('button', { name: 'Word', exact: true }).click();
        await syncLine(page).filter({ hasText: 'Records waiting to be sent: 3' }).waitFor();
        // They stay through a reload with no network.
        await page.reload();
        await syncLine(page).filter({ hasText: 'Records waiting to be sent: 3' }).waitFor();

        await context.setOffline(false);
        await syncLine(page).filter({ hasText: 'All records sent' }).waitFor({ timeout: 30_000 });
      } finally {
        await context.close();
      }
      expect(marksOf(batch, (await registerDay(teacher.token, batch.id, today)).marks)).toEqual(marksOf(batch, { [asha.id]: 'present', [ravi.id]: 'absent', [meena.id]: 'present' }));
      expect((await registerDay(teacher.token, batch.id, yesterday)).kind).toBe('no-class');
      expect((await childProgress(teacher.token, meena.id)).assessments.map((assessment) => assessment.readingHindi)).toEqual(['word']);
      // The correction arrived once: one change to today on the activity log, from the first save's values.
      const changes = await dayChanges(batch.name, today);
      expect(changes).toHaveLength(1);
      expect(changes[0].changes).toEqual(
        expect.arrayContaining([
          { field: `mark ${asha.id}`, before: 'absent', after: 'present' },
          { field: `mark ${ravi.id}`, before: 'present', after: 'absent' },
        ]),
      );
    }, FLOW_TIMEOUT);

    it('stores a record sent three times once', async () => {
      const teacher = await newTeacher();
      const batch = await batchOf([teacher], 2);
      const today = todayInIndia();
      const record = {
        kind: 'attendance' as const,
        id: crypto.randomUUID(),
        recordedAt: new Date().toISOString(),
        batchId: batch.id,
        day: today,
        dayKind: 'held' as const,
        marks: { [batch.children[0].id]: 'present' as const, [batch.children[1].id]: 'absent' as const },
      };
      const answers = [];
      for (let send = 0; send < 3; send += 1) answers.push((await sendRecords(teacher.token, [record]))[0].status);
      expect(answers).toEqual(['stored', 'duplicate', 'duplicate']);
      expect(marksOf(batch, (await registerDay(teacher.token, batch.id, today)).marks)).toEqual(marksOf(batch, { [batch.children[0].id]: 'present', [batch.children[1].id]: 'absent' }));
      expect(await dayChanges(batch.name, today)).toEqual([]);
    });

    it('two phones marking the same child on the same day: the later mark stands, and both are in the history', async () => {
      const [first, second] = [await newTeacher(), await newTeacher()];
      const batch = await batchOf([first, second], 3);
      const [asha, ravi, meena] = batch.children;
      const today = todayInIndia();
      const phoneA = await newContext(browser, { width: 412, height: 860 });
      const phoneB = await newContext(browser, { width: 412, height: 860 });
      try {
        const [pageA, pageB] = [await phoneA.newPage(), await phoneB.newPage()];
        await openDashboardOnline(pageA, first);
        await openDashboardOnline(pageB, second);
        await openDay(pageA, batch, today);
        await takeAttendance(pageA, []);
        await pageA.getByRole('status').filter({ hasText: /^Sent$/ }).waitFor();
        // The second phone, later, finds the day saved and marks Asha absent.
        await openDay(pageB, batch, today);
        await mark(pageB, asha.name, 'Absent');
        await saveDay(pageB);
        await pageB.getByRole('status').filter({ hasText: /^Sent$/ }).waitFor();

        // The first phone, offline, marks Ravi absent; the second, online and later, Ravi present.
        await phoneA.setOffline(true);
        await pageA.reload();
        await pageA.getByRole('group', { name: `Marks for ${ravi.name}` }).waitFor();
        await takeAttendance(pageA, [ravi.name]);
        await pageA.getByText('Saved on this phone. It is sent when the network is back.').waitFor();
        await openDay(pageB, batch, today);
        await mark(pageB, ravi.name, 'Present');
        await saveDay(pageB);
        await pageB.getByRole('status').filter({ hasText: /^Sent$/ }).waitFor();
        // The first phone's older marks arrive last, and do not undo the later ones.
        await phoneA.setOffline(false);
        await syncLine(pageA).filter({ hasText: 'All records sent' }).waitFor({ timeout: 30_000 });
      } finally {
        await phoneA.close();
        await phoneB.close();
      }
      expect(marksOf(batch, (await registerDay(first.token, batch.id, today)).marks)).toEqual(marksOf(batch, { [asha.id]: 'absent', [ravi.id]: 'present', [meena.id]: 'present' }));
      const history = (await dayChanges(batch.name, today)).flatMap((entry) => entry.changes);
      expect(history).toContainEqual({ field: `mark ${asha.id}`, before: 'present', after: 'absent' });
    }, FLOW_TIMEOUT);
  });

  describe('signing in and out with records waiting', () => {
    let teacher: Teacher;
    let batch: RegisterBatch;
    let context: BrowserContext;
    let page: Page;
    const today = todayInIndia();
    const nobodyMarked = () => marksOf(batch, {});

    beforeEach(async () => {
      teacher = await newTeacher();
      batch = await batchOf([teacher], 2);
      context = await newContext(browser, { width: 412, height: 860 });
      page = await context.newPage();
      await openDashboardOnline(page, teacher);
      await context.setOffline(true);
      await openDay(page, batch, today);
      await takeAttendance(page, []);
      await page.getByText('Saved on this phone. It is sent when the network is back.').waitFor();
    }, FLOW_TIMEOUT);
    afterEach(async () => {
      await context.close();
    });

    it('loses nothing when the session ends offline: the teacher logs in again and the queue goes on', async () => {
      // The session ends on the server while the phone has no network (revoked, as an expired one would be).
      const { token } = await readSession(page);
      expect((await call('/api/auth/logout', { method: 'POST', token: token ?? '' })).status).toBeLessThan(300);
      await context.setOffline(false);
      await page.getByText('Log in again to send 1 records').waitFor({ timeout: 30_000 });
      // Nothing was taken from the teacher meanwhile: still on the register, the record still waiting.
      expect(new URL(page.url()).pathname).toBe(dayPath(batch.id, today));
      expect(marksOf(batch, (await registerDay(teacher.token, batch.id, today)).marks)).toEqual(nobodyMarked());

      await page.getByRole('link', { name: 'Log in', exact: true }).click();
      await signIn(page, teacher.email, teacher.password);
      await syncLine(page).filter({ hasText: 'All records sent' }).waitFor({ timeout: 30_000 });
      expect(marksOf(batch, (await registerDay(teacher.token, batch.id, today)).marks)).toEqual(
        Object.fromEntries(batch.children.map((child) => [child.name, 'present'])),
      );
    }, FLOW_TIMEOUT);

    it('asks before signing out, forgets the children on the phone, and keeps the records for the teacher', async () => {
      const questions: string[] = [];
      const answer = (answers: boolean[]) =>
        page.on('dialog', (dialog) => {
          questions.push(dialog.message());
          void (answers.shift() ? dialog.accept() : dialog.dismiss());
        });
      answer([false]);
      const asked = page.waitForEvent('dialog');
      await page.getByRole('button', { name: 'Logout' }).click();
      await asked;
      expect(questions[0]).toBe('1 record has not been sent yet. Sign out anyway?');
      await page.getByText(`Signed in as ${teacher.email}`).waitFor();

      page.removeAllListeners('dialog');
      answer([true, false]);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(questions[2]).toBe('Delete this record from this phone as well? If not, it stays here and is sent when you log in again.');
      // Nothing left to install once the teacher has gone.
      expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
      // The snapshot (children's names) is gone from the phone; the record is not.
      const kept = await page.evaluate(
        () =>
          new Promise<{ snapshots: number; records: number }>((resolve, reject) => {
            const open = indexedDB.open('society-team-register');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction(['snapshots', 'records']);
              const snapshots = tx.objectStore('snapshots').count();
              const records = tx.objectStore('records').count();
              tx.oncomplete = () => resolve({ snapshots: snapshots.result, records: records.result });
            };
          }),
      );
      expect(kept).toEqual({ snapshots: 0, records: 1 });

      await context.setOffline(false);
      await signIn(page, teacher.email, teacher.password);
      await syncLine(page).filter({ hasText: 'All records sent' }).waitFor({ timeout: 30_000 });
      expect(marksOf(batch, (await registerDay(teacher.token, batch.id, today)).marks)).toEqual(
        Object.fromEntries(batch.children.map((child) => [child.name, 'present'])),
      );
    }, FLOW_TIMEOUT);
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
    }, FLOW_TIMEOUT);
  });
});
