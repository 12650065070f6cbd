// The shell's server entry (built to dist/ssr/render.js by tools/webpack/make-server-config.js):
// the page renderer (render/) calls it for each visitor page and puts the public remote's HTML
// into the slot it leaves.
import { StrictMode } from 'react';
import type { PublicSiteSettings } from '@society/contracts';
import type { PageData } from '@society/web-kit';
import { renderToHtml } from '@society/web-kit/src/server/render-to-html';
import { App } from './app/app';
import { routes } from './app/routes';

import { ANNOUNCEMENTS_SOURCE } from './features/layout/api/get-announcements';

export { PAGE_SLOT_MARKUP } from './features/federation/load-remote-app.server';

/** The API reads the layout is drawn with on every visitor page (the renderer fetches them, see mfe-public's PAGE_DATA_SOURCES). */
export const LAYOUT_DATA_SOURCES: string[] = [ANNOUNCEMENTS_SOURCE];

/**
 * The shell's own pages (login, the dashboards): the renderer sends them as the plain shell, drawn
 * in the browser, and robots.txt keeps crawlers out of them. Every other path is a visitor page.
 */
export const STAFF_PATHS: string[] = (routes[0].children ?? [])
  .map(({ path }) => path ?? '*')
  .filter((path) => path !== '*')
  .map((path) => `/${path.replace(/\/\*$/, '')}`);

/**
 * The layout (header, navigation, ticker, footer) of the page at `location`, showing `settings` and the
 * layout's `data` (the page carries both, so the browser renders the same).
 */
export async function renderLayout(location: string, settings: PublicSiteSettings | null, data: PageData = {}): Promise<string> {
  // Same tree as bootstrap.tsx, so the browser's hydration matches it node for node.
  return renderToHtml(
    <StrictMode>
      <App location={location} settings={settings} pageData={data} />
    </StrictMode>,
  );
}
