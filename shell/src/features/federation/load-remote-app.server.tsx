import type { RemoteAppModule } from './load-remote-app';

/** Where the page renderer puts a remote's own server-rendered HTML (render/src/page-html.ts). */
export const PAGE_SLOT_MARKUP = '<template data-page-slot=""></template>';

function PageSlot() {
  return <template data-page-slot="" />;
}

/**
 * The server build's twin of load-remote-app.ts (webpack picks `.server.tsx` first there): the
 * layout is rendered with an empty slot where the browser mounts the remote, inside the same
 * Suspense boundary, so the remote's HTML put there is hydrated by the remote once it arrives.
 */
export function loadRemoteApp(): Promise<RemoteAppModule> {
  return Promise.resolve({ default: PageSlot });
}
