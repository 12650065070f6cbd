// The public remote's server entry (built to dist/ssr/render.js by tools/webpack/make-server-config.js):
// the page renderer (render/) calls it for each visitor page and puts the HTML into the shell's layout.
import { StaticRouter } from 'react-router-dom';
import type { PublicSiteSettings } from '@society/contracts';
import { PageDataProvider, SiteSettingsProvider, type PageData } from '@society/web-kit';
import { renderToHtml } from '@society/web-kit/src/server/render-to-html';
import { PublicApp } from './app/app';
import { PUBLIC_ROUTES } from './app/routes';
import { PageMetaCollector, type PageMeta } from './components/page-meta';
import { CORE_TEAM_SOURCE } from './features/about/api/get-core-team';
import { galleryView, gallerySource } from './features/gallery/api/get-gallery';
import { PUBLICATIONS_SOURCE } from './features/publications/api/get-publications';

export interface RenderedPage {
  /** 200, or 404 for the "not found" page. */
  status: number;
  html: string;
  meta: PageMeta;
}

/**
 * The paths of every page, for sitemap.xml: the catch-all, the stray-space alias, the pages made per
 * record (a ':param' path, such as a certificate's check) and those only a mailed link opens left out.
 */
export const PAGE_PATHS: string[] = PUBLIC_ROUTES.filter((route) => !route.linkOnly)
  .map(({ path }) => path)
  .filter((path) => path !== '*' && !path.includes(' ') && !path.includes(':'))
  .map((path) => (path === '/' ? '/' : `/${path}`));

/**
 * The API reads (paths as the pages ask for them, under /api) whose answers a page's regions are drawn
 * with: the renderer fetches them and passes them to renderPage, and puts them into the page for the
 * browser's first render. A page left out draws its regions' placeholders.
 */
const PAGE_DATA_BY_QUERY: Record<string, (search: string) => string[]> = {
  // The photos of the category and page the address asks for.
  '/gallery': (search) => [gallerySource(galleryView(search))],
  '/publications': () => [PUBLICATIONS_SOURCE],
  '/about': () => [CORE_TEAM_SOURCE],
};

/** The reads of the page at `path` (as PAGE_PATHS lists it) with the query `search`; [] for a page without any. */
export function pageDataSources(path: string, search: string): string[] {
  return PAGE_DATA_BY_QUERY[path]?.(search) ?? [];
}

/** Each page's reads without a query, for renderers older than pageDataSources. */
export const PAGE_DATA_SOURCES: Record<string, string[]> = Object.fromEntries(Object.keys(PAGE_DATA_BY_QUERY).map((path) => [path, pageDataSources(path, '')]));

/**
 * The page at `location` showing `settings` and `data`, as the browser's first render of PublicApp will
 * find it (inside the shell, which provides the same settings and data from the page). `textRead` is added
 * the catalogues it read in Hindi (a renderer from before that list passes none).
 */
export async function renderPage(location: string, settings: PublicSiteSettings | null, data: PageData = {}, textRead?: Set<string>): Promise<RenderedPage> {
  const meta: PageMeta = { title: '', description: '', image: '' };
  const html = await renderToHtml(
    <PageMetaCollector.Provider value={meta}>
      <SiteSettingsProvider initial={settings}>
        <PageDataProvider data={data}>
          <StaticRouter location={location}>
            <PublicApp />
          </StaticRouter>
        </PageDataProvider>
      </SiteSettingsProvider>
    </PageMetaCollector.Provider>,
    textRead,
  );
  return { status: meta.notFound ? 404 : 200, html, meta };
}
