// The team dashboard's service worker (built by workbox-webpack-plugin's InjectManifest into the team remote's
// sw.js, registered by install.ts for /member-dashboard and /hi/member-dashboard). Once a teacher has opened
// the dashboard on a network, it opens with none:
//  - the team remote's own files are precached (every screen, visited or not);
//  - the dashboard's page, /remotes.json and each remote's remoteEntry.js (unhashed: they change with a
//    deploy) are network-first with the cached copy as fallback, so a phone takes a redeployed remote as soon
//    as it is online and keeps the version it has while it is not;
//  - hashed files (the shell's scripts and styles, the shared chunks, fonts) never change: cache-first.
// API answers are never cached here (children's data is no-store): the app keeps the teacher's snapshot itself.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: { origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
};

// Shared by the English and the Hindi registration (a cache is the origin's): a file is kept once.
const PAGES = 'team-dashboard-pages';
const ENTRY_FILES = 'team-dashboard-entry-files';
const HASHED_FILES = 'team-dashboard-hashed-files';

/** A file whose name carries its content's hash (as nginx's immutable caching reads it). */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|gif|webp|avif|svg|ico)$/i;
/** The dashboard's pages, English and Hindi, and the one cache key each language's page is kept under. */
const DASHBOARD_PAGE = /^(\/hi)?\/member-dashboard(?:\/|$)/;
/** How long a slow network is waited for before the cached copy is used (a phone on patchy data). */
const NETWORK_TIMEOUT_SECONDS = 4;

// A new version takes over as soon as it is installed: the phone is online then, and the files of the version
// it replaces stay on the server's side of a page that is already open.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin && !url.pathname.startsWith('/api/');

// Any path of the dashboard is the shell's page for its language: one copy each, whatever the deep link.
registerRoute(
  ({ url }) => sameOrigin(url) && DASHBOARD_PAGE.test(url.pathname),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          return `${url.origin}${DASHBOARD_PAGE.exec(url.pathname)?.[1] ?? ''}/member-dashboard`;
        },
      },
    ],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: HASHED_FILES,
    // Files of older deploys are never asked for again: the oldest go first.
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// /remotes.json, remoteEntry.js, the favicon: files whose name stays across deploys.
registerRoute(
  ({ url }) => sameOrigin(url) && /\.[a-z0-9]+$/i.test(url.pathname),
  new NetworkFirst({
    cacheName: ENTRY_FILES,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);
