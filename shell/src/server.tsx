// The shell's server entry (built to dist/ssr/render.js by tools/webpack/make-server-config.js):
// the page renderer (render/) calls it for each visitor page and puts the public remote's HTML
// into the slot it leaves.
import { StrictMode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HTML_LANG, localeOfPath, localizedSiteSettings, loginText, pathWithoutLocale, plainPageText, translator, type LAYOUT_LOGIN_EN, type PublicSiteSettings } from '@society/contracts';
import { pageTitle, previewPicture, type PageData, type PreviewPicture } from '@society/web-kit';
import { renderToHtml } from '@society/web-kit/src/server/render-to-html';
import { App } from './app/app';
import { routes } from './app/routes';

import { ANNOUNCEMENTS_SOURCE } from './features/layout/api/get-announcements';

export { PAGE_SLOT_MARKUP } from './features/federation/load-remote-app.server';

/** The API reads the layout is drawn with on every visitor page (the renderer fetches them, see mfe-public's PAGE_DATA_SOURCES). */
export const LAYOUT_DATA_SOURCES: string[] = [ANNOUNCEMENTS_SOURCE];

// The renderer reads the site's languages from here, so a page's language follows one rule (contracts' locale.ts).
export { HTML_LANG, localeOfPath, localizedPath, pathWithoutLocale } from '@society/contracts';

/**
 * The shell's own pages a visitor may open, served ready like the public remote's: SPEC §2's login, and the
 * page an invite mail's link opens (its token is in the fragment, which no server sees), in both languages.
 * Each names the words of its title and description in the login catalogue.
 */
const READY_PAGES: Record<string, { title: keyof typeof LAYOUT_LOGIN_EN; description: keyof typeof LAYOUT_LOGIN_EN }> = {
  '/login': { title: 'title', description: 'description' },
  '/set-password': { title: 'setTitle', description: 'setDescription' },
};

/** The ready page at `path` in either language ('/hi/login' is '/login' in Hindi), if it is one. */
const readyPageAt = (path: string) => READY_PAGES[pathWithoutLocale(path.toLowerCase().replace(/\/+$/, ''))];

/** Ready pages that only a mailed link opens: in no sitemap, and closed to crawlers in robots.txt. */
export const LINK_ONLY_PATHS: string[] = ['/set-password', '/hi/set-password'];

/** The shell's ready pages, for sitemap.xml (each in English: the sitemap adds its Hindi). */
export const SHELL_PAGE_PATHS: string[] = Object.keys(READY_PAGES).filter((path) => !LINK_ONLY_PATHS.includes(path));

/** The paths of a route's children, those of a layout without a path of its own included. */
function pathsUnder(route: RouteObject): string[] {
  return (route.children ?? []).flatMap((child) => (child.path === undefined ? pathsUnder(child) : [child.path]));
}

/**
 * The shell's other pages (the dashboards): the renderer sends them as the plain shell, drawn in the
 * browser, and robots.txt keeps crawlers out of them. Every other path is a visitor page of the public remote.
 */
export const STAFF_PATHS: string[] = pathsUnder(routes[0])
  .filter((path) => path !== '*')
  .map((path) => `/${path.replace(/\/\*$/, '')}`)
  .filter((path) => !readyPageAt(path));

/** What a ready page of the shell says of itself in the head (as the public remote's pages do); null for any other path. */
export async function shellPageMeta(location: string, settings: PublicSiteSettings | null): Promise<({ title: string; description: string } & PreviewPicture) | null> {
  const page = readyPageAt(location);
  if (!page) return null;
  const locale = localeOfPath(location);
  await loginText.load(locale);
  const words = loginText.loaded(locale) ?? loginText.en;
  // The society's name in the page's language (its Hindi, when the Site tab has one).
  const shown = localizedSiteSettings(settings, locale);
  return { title: pageTitle(words[page.title], shown), description: words[page.description], ...previewPicture(shown) };
}

/**
 * What the plain shell of a page drawn in the browser (a dashboard) says before its scripts have run, in
 * the page's language: '/hi/volunteer-dashboard' is Hindi from its first byte. Its title is the society's
 * name (in that language when the Site tab has it), else the template's.
 */
export async function plainPageWords(location: string, settings: PublicSiteSettings | null): Promise<{ lang: string; title: string | null; loading: string; noScript: string }> {
  const locale = localeOfPath(location);
  await plainPageText.load(locale);
  const t = translator(plainPageText, locale);
  const name = localizedSiteSettings(settings, locale)?.identity.name;
  return { lang: HTML_LANG[locale], title: name || null, loading: t('loading'), noScript: t('needsJavaScript') };
}

/**
 * The layout (header, navigation, ticker, footer) of the page at `location`, showing `settings` and the
 * layout's `data` (the page carries both, so the browser renders the same). `textRead` is added the
 * catalogues it read in Hindi (a renderer from before that list passes none).
 */
export async function renderLayout(location: string, settings: PublicSiteSettings | null, data: PageData = {}, textRead?: Set<string>): Promise<string> {
  // Same tree as bootstrap.tsx, so the browser's hydration matches it node for node.
  return renderToHtml(
    <StrictMode>
      <App location={location} settings={settings} pageData={data} />
    </StrictMode>,
    textRead,
  );
}
