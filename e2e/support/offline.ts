// What the offline spec needs beside the browser: the gateway's access log (to know nothing reached the site
// while the browser was offline), a gateway of its own serving the team remote from a folder the spec can
// redeploy into, a real rebuild of the team remote that differs from the one built, and a wait for the
// service worker's copy of the dashboard.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from '../../scripts/lib/embedded-db.cjs';
import { startNginx } from '../../scripts/lib/gateway.cjs';
import { tempDir } from './state';

const ROOT = path.resolve(__dirname, '../..');
export const TEAM_DIST = path.join(ROOT, 'mfe-team', 'dist');

/** Bytes in the suite's gateway access log: unchanged while nothing reached the site. */
export function accessLogSize(): number {
  return fs.statSync(path.join(tempDir(), 'nginx', 'logs', 'access.log')).size;
}

/** The lines the suite's gateway logged after `from` bytes. */
export function accessLogSince(from: number): string[] {
  return fs.readFileSync(path.join(tempDir(), 'nginx', 'logs', 'access.log')).subarray(from).toString('utf8').split('\n').filter(Boolean);
}

/** The API port of the suite's gateway (global setup keeps it in the config it generated). */
function suiteApiPort(): number {
  const config = fs.readFileSync(path.join(tempDir(), 'nginx', 'gateway.conf'), 'utf8');
  const port = /upstream society_api \{\s*server 127\.0\.0\.1:(\d+);/.exec(config)?.[1];
  if (!port) throw new Error('the suite gateway config names no API server');
  return Number(port);
}

/** A second gateway, on the same API, whose /remotes/team/ is `teamDir` (swapped by the spec as a redeploy would). */
export async function startTeamGateway(name: string, teamDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const gateway = await startNginx({
    runDir: path.join(tempDir(), name),
    port,
    apiPort: suiteApiPort(),
    remoteDirs: { team: teamDir },
    // The dashboards are the plain shell either way; the renderer is the suite gateway's business.
    pageRenderer: false,
  });
  return { url: `http://127.0.0.1:${port}`, stop: gateway.stop };
}

/** Builds the team remote again into `outDir` with every file name changed (build-changed-team-remote.cjs). */
export function buildChangedTeamRemote(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(__dirname, 'build-changed-team-remote.cjs'), outDir], { cwd: ROOT }, (error, _stdout, stderr) =>
      error ? reject(new Error(`the team remote could not be built again: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/** The files of a built remote (no .gz twins), relative to its folder. */
export function remoteFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => !file.endsWith('.gz') && fs.statSync(path.join(dir, file)).isFile());
}

/** Replaces what `servedDir` holds with `fromDir`'s files, as a deploy of the remote's container would. */
export function deployInto(servedDir: string, fromDir: string): void {
  fs.rmSync(servedDir, { recursive: true, force: true });
  fs.cpSync(fromDir, servedDir, { recursive: true });
}

/**
 * Waits until this page's service worker is active and every file the page loaded is in the worker's caches
 * (the page hands the worker what it loads past it): from then on the dashboard opens with no network.
 */
export async function waitForOfflineCopy(page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const missing = await page.evaluate(async () => {
      // The page that signed in came from /login, outside the worker's scope: the worker does not control it,
      // yet keeps what it loads, and the next page of the dashboard is its.
      if (!(await navigator.serviceWorker.getRegistration())?.active) return ['(no active service worker for this page)'];
      const files = [
        location.pathname,
        '/remotes.json',
        ...performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
          .map((url) => url.pathname),
      ];
      const kept = await Promise.all(files.map((file) => caches.match(file)));
      return files.filter((_, index) => !kept[index]);
    });
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the service worker kept no copy of ${missing.join(', ')} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until some cache of the page's origin holds a URL containing `part` (polled: the worker fills caches on its own). */
export async function waitForCached(page: Page, cachePrefix: string, part: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await page.evaluate(
      async ({ prefix, wanted }) => {
        for (const name of await caches.keys()) {
          if (name.startsWith(prefix) && (await (await caches.open(name)).keys()).some((request) => request.url.includes(wanted))) return true;
        }
        return false;
      },
      { prefix: cachePrefix, wanted: part },
    );
    if (found) return;
    if (Date.now() > deadline) throw new Error(`no cache named ${cachePrefix}... holds ${part} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The team remote's files this page has loaded (from the network or the worker), by name. */
export async function teamFilesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/remotes/team/'))
      .map((pathname) => pathname.slice('/remotes/team/'.length)),
  );
}
