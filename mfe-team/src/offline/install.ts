// The page's side of the team dashboard's service worker (service-worker.ts): registered by the team remote
// when a team member opens the dashboard (a visitor or another role never loads this remote, so never gets it),
// from where the remote is deployed, so a team redeploy ships a new worker without a shell rebuild. Also links
// the web app manifest, so the browser offers to install the dashboard.
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { useSession } from '@society/web-kit';

declare const __webpack_public_path__: string;

/** Where this remote's files are served (its remoteEntry.js's folder; '/' outside webpack). */
function remoteBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';
}

export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.json';

/**
 * The pages the worker serves offline, English and Hindi. One registration each: a scope is a path prefix and
 * the two share none below '/', which would put every visitor page of this browser behind the worker.
 */
export const DASHBOARD_SCOPES = [DASHBOARD_PATH_BY_ROLE.team, `/hi${DASHBOARD_PATH_BY_ROLE.team}`];

/** Message the worker's router takes (workbox-routing's cache listener): caches each URL through its route. */
interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/** Same-origin files among `resources` (the page's scripts, styles, /remotes.json, shared chunks, fonts), never the API. */
export function siteFiles(origin: string, resources: string[]): string[] {
  return resources.filter((name) => {
    const url = new URL(name, origin);
    return url.origin === origin && !url.pathname.startsWith('/api/');
  });
}

/** The dashboard's page in both languages: the teacher may switch language with no network. */
const dashboardPages = (origin: string) => DASHBOARD_SCOPES.map((scope) => new URL(scope, origin).href);

/** The manifest is linked while a team member is signed in: after a sign-out the page offers no install. */
function linkManifest(teamSignedIn: boolean): void {
  const linked = document.head.querySelector('link[rel="manifest"]');
  if (!teamSignedIn) {
    linked?.remove();
    return;
  }
  if (linked) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${remoteBase()}${MANIFEST_FILE}`;
  document.head.append(link);
}

async function registerWorker(): Promise<void> {
  const script = `${remoteBase()}${SERVICE_WORKER_FILE}`;
  const registrations = await Promise.all(DASHBOARD_SCOPES.map((scope) => navigator.serviceWorker.register(script, { scope })));
  const own = registrations.find((registration) => location.pathname.startsWith(new URL(registration.scope).pathname)) ?? registrations[0];
  const worker = await new Promise<ServiceWorker | null>((resolve) => {
    if (own.active) return resolve(own.active);
    const installing = own.installing ?? own.waiting;
    if (!installing) return resolve(null);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'activated') resolve(installing);
      if (installing.state === 'redundant') resolve(null);
    });
  });
  if (!worker) return;
  const keep = (urls: string[]) => {
    const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache: urls } };
    worker.postMessage(message);
  };
  // What the page loaded before the worker was there, and the dashboard's pages: the worker caches each by its rules.
  keep([...dashboardPages(location.origin), ...siteFiles(location.origin, performance.getEntriesByType('resource').map((entry) => entry.name))]);
  // A page the worker does not control (it came from the login page, outside the worker's scope, and a page
  // keeps the worker it started with) goes on loading files past the worker: each is handed to it as it comes.
  if (!navigator.serviceWorker.controller && typeof PerformanceObserver === 'function') {
    new PerformanceObserver((list) => {
      const urls = siteFiles(location.origin, list.getEntries().map((entry) => entry.name));
      if (urls.length) keep(urls);
    }).observe({ type: 'resource' });
  }
}

let started = false;

/** Links the manifest and registers the worker, once per page; a browser without service workers works online as before. */
export function installOffline(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const isTeam = () => useSession.getState().user?.role === 'team';
  linkManifest(isTeam());
  useSession.subscribe(() => linkManifest(isTeam()));
  if (!('serviceWorker' in navigator)) return;
  registerWorker().catch((error: unknown) => console.error('The team dashboard could not be made available offline.', error));
}
