// The page's side of the team dashboard's service worker (service-worker.ts): registered by the team remote
// when a team member opens the dashboard (a visitor or another role never loads this remote, so never gets it),
// from where the remote is deployed, so a team redeploy ships a new worker without a shell rebuild. Also links
// the web app manifest, so the browser offers to install the dashboard.
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';

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

/**
 * What this page loaded before the worker controlled it (the dashboard's page, the shell's scripts and styles, /remotes.json,
 * the shared chunks, fonts): same-origin files, never the API. The worker caches them by its own rules.
 */
export function pageFilesToCache(location: Pick<Location, 'href' | 'origin'>, resources: string[]): string[] {
  // Both languages' page: the teacher may switch language with no network.
  const urls = new Set<string>(DASHBOARD_SCOPES.map((scope) => new URL(scope, location.origin).href));
  for (const name of resources) {
    const url = new URL(name, location.href);
    if (url.origin === location.origin && !url.pathname.startsWith('/api/')) urls.add(url.href);
  }
  return [...urls];
}

function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
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
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache: pageFilesToCache(location, resources) } };
  worker?.postMessage(message);
}

let started = false;

/** Links the manifest and registers the worker, once per page; a browser without service workers works online as before. */
export function installOffline(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  linkManifest();
  if (!('serviceWorker' in navigator)) return;
  registerWorker().catch((error: unknown) => console.error('The team dashboard could not be made available offline.', error));
}
