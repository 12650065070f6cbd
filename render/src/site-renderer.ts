import { createHash } from 'node:crypto';
import type { RendererConfig } from './config';
import { DeployedFiles } from './deployed-files';
import { escapeHtml, pageHtml, plainPageHtml, withPageData, withSettings, type PageMeta, type PlainPageWords } from './page-html';

/** What the shell's server bundle (shell/src/server.tsx) exports. */
/**
 * The society's public settings (GET /api/public/settings), passed to both fronts as they are and
 * put into the page for the browser; the renderer itself reads only these two fields.
 */
interface SiteSettings {
  version: string;
  site: { publicOrigin: string };
}

interface ShellBundle {
  /** `textRead` is added the catalogues the layout read in Hindi (ignored by builds before that list). */
  renderLayout(location: string, settings: SiteSettings | null, data: Record<string, unknown>, textRead: Set<string>): Promise<string>;
  /** The API reads the layout is drawn with (absent from builds before them). */
  LAYOUT_DATA_SOURCES?: string[];
  PAGE_SLOT_MARKUP: string;
  STAFF_PATHS: string[];
  /** Ready pages only a mailed link opens, closed to crawlers like the staff pages (absent from builds before them). */
  LINK_ONLY_PATHS?: string[];
  /** The shell's own ready pages (login, set-password) and what each says in the head (absent from builds before them). */
  SHELL_PAGE_PATHS?: string[];
  /** A promise from a shell that loads the page's words first (a plain value from an older shell). */
  shellPageMeta?(location: string, settings: SiteSettings | null): PageMeta | null | Promise<PageMeta | null>;
  /** The site's languages (contracts' locale.ts; absent from builds before Hindi, which are English only). */
  HTML_LANG?: Record<string, string>;
  localeOfPath?(pathname: string): string;
  pathWithoutLocale?(pathname: string): string;
  localizedPath?(path: string, locale: string): string;
  /** A browser-drawn page's words before its scripts run, in its language (absent from builds before them). */
  plainPageWords?(location: string, settings: SiteSettings | null): Promise<PlainPageWords>;
}

/** The site's languages as the deployed shell defines them: English alone for a shell without any. */
function languagesOf(shell: ShellBundle) {
  const { HTML_LANG, localeOfPath, pathWithoutLocale, localizedPath } = shell;
  if (!HTML_LANG || !localeOfPath || !pathWithoutLocale || !localizedPath) {
    return { locales: ['en'], htmlLang: () => 'en', localeOf: () => 'en', bare: (path: string) => path, localized: (path: string) => path };
  }
  return {
    locales: Object.keys(HTML_LANG),
    htmlLang: (locale: string) => HTML_LANG[locale],
    localeOf: localeOfPath,
    bare: pathWithoutLocale,
    localized: localizedPath,
  };
}

/** What the public remote's server bundle (mfe-public/src/server.tsx) exports. */
interface PublicBundle {
  /** `textRead` as the shell's renderLayout. */
  renderPage(location: string, settings: SiteSettings | null, data: Record<string, unknown>, textRead: Set<string>): Promise<{ status: number; html: string; meta: PageMeta & { notFound?: boolean } }>;
  PAGE_PATHS: string[];
  /** The API reads each page's regions are drawn with (absent from builds before them). */
  PAGE_DATA_SOURCES?: Record<string, string[]>;
  /** The same for a page and its query (absent from builds before it): a gallery page reads its category and page. */
  pageDataSources?(path: string, search: string): string[];
}

interface PageAssets {
  styles: string[];
}

export interface RenderedResponse {
  status: number;
  body: string;
  etag: string;
}

// Rendered pages kept in memory. Paths are matched without regard to case, so variants of a page
// could fill any fixed table: the oldest entry goes when it is full.
const CACHE_ENTRIES = 200;

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Renders visitor pages from the fronts as deployed: the shell's layout (header, footer) and the
 * public remote's page, each by its own server bundle. A page is rendered again only when either
 * front's files change.
 */
export class SiteRenderer {
  private readonly files: DeployedFiles;
  private readonly cache = new Map<string, Promise<RenderedResponse>>();

  constructor(private readonly config: RendererConfig) {
    this.files = new DeployedFiles(config.gatewayUrl);
  }

  /** Where the public remote is deployed, from /remotes.json (e.g. /remotes/public/). */
  private async publicBase(): Promise<{ base: string; version: string }> {
    const { value, version } = await this.files.json<Record<string, string>>('/remotes.json');
    const entry = value.mfe_public;
    if (typeof entry !== 'string') throw new Error('/remotes.json lists no mfe_public');
    return { base: new URL('.', new URL(entry, this.config.gatewayUrl)).pathname, version };
  }

  private async publicBundle(): Promise<{ bundle: PublicBundle; base: string; version: string }> {
    const { base, version: manifestVersion } = await this.publicBase();
    const { exports: bundle, version } = await this.files.bundle<PublicBundle>(`${base}ssr/render.js`, base);
    return { bundle, base, version: `${manifestVersion}/${version}` };
  }

  /**
   * The settings as the API answers them now (re-checked like the fronts' files, so a change the
   * admin saves shows on the next page load), or null when the API cannot say: the page is then
   * rendered without them and the browser fetches them itself.
   */
  private async settings(): Promise<SiteSettings | null> {
    try {
      return (await this.files.json<SiteSettings>('/api/public/settings')).value;
    } catch {
      return null;
    }
  }

  /** The page at `pathname`; `search` (a page may read its query, as the privacy page's ?version=) goes to the router. */
  async page(pathname: string, search = ''): Promise<RenderedResponse> {
    // The API's reads (the settings, then the page's data below) go out together: with the API slow, a page
    // waits for it once, not once per read.
    const settingsRead = this.settings();
    const [shell, template, shellAssets, remote] = await Promise.all([
      this.files.bundle<ShellBundle>('/ssr/render.js', '/'),
      this.files.text('/index.html'),
      this.files.json<PageAssets>('/page-assets.json'),
      this.publicBundle(),
    ]);
    // Staff pages are drawn in the browser, behind the login, with the settings and the layout's data (the
    // ticker), so the layout's first frame is its last: nothing moves when the ticker's read answers.
    if (isUnder(pathname, shell.exports.STAFF_PATHS)) {
      const [settings, layoutData] = await Promise.all([settingsRead, this.pageData(shell.exports.LAYOUT_DATA_SOURCES ?? [])]);
      const words = await shell.exports.plainPageWords?.(pathname, settings);
      const body = withPageData(withSettings(words ? plainPageHtml(template.text, words) : template.text, settings), layoutData.value);
      return { status: 200, body, etag: etagOf(body) };
    }
    // A page of the shell's own (login, set-password) is the layout alone: no remote page, styles or data of the remote's.
    const isShellPage = ((await shell.exports.shellPageMeta?.(pathname, null)) ?? null) !== null;
    const pagePaths = [...remote.bundle.PAGE_PATHS, ...(shell.exports.SHELL_PAGE_PATHS ?? [])];
    // A page and its Hindi ('/hi/…') are one page of the lists: the same reads, one address per language.
    const languages = languagesOf(shell.exports);
    const locale = languages.localeOf(pathname);
    const listedPath = canonicalPath(languages.bare(pathname), pagePaths);
    const [remoteAssets, data, settings] = await Promise.all([
      isShellPage ? { value: { styles: [] }, version: 'none' } : this.files.json<PageAssets>(`${remote.base}page-assets.json`),
      this.pageData([...(shell.exports.LAYOUT_DATA_SOURCES ?? []), ...(isShellPage ? [] : this.remotePageSources(remote.bundle, listedPath, search))]),
      settingsRead,
    ]);
    const shellMeta = isShellPage ? ((await shell.exports.shellPageMeta?.(pathname, settings)) ?? null) : null;
    // What the router is given, and what the page is cached by: the path and its query.
    const location = pathname + search;
    const key = [shell.version, template.version, shellAssets.version, remote.version, remoteAssets.version, settings?.version ?? 'none', data.version, location].join('|');
    let rendered = this.cache.get(key);
    if (!rendered) {
      rendered = (async () => {
        // The catalogues both renders read in Hindi: the page lists them, and the browser loads them together.
        const textRead = new Set<string>();
        const [layout, page] = await Promise.all([
          shell.exports.renderLayout(location, settings, data.value, textRead),
          shellMeta ? { status: 200, html: null, meta: shellMeta } : remote.bundle.renderPage(location, settings, data.value, textRead),
        ]);
        const origin = this.origin(settings);
        const found = page.status === 200;
        const body = pageHtml({
          template: template.text,
          layout,
          slot: shell.exports.PAGE_SLOT_MARKUP,
          page: page.html,
          meta: page.meta,
          canonicalUrl: found ? `${origin}${languages.localized(listedPath, locale)}` : null,
          lang: languages.htmlLang(locale),
          alternates: found && languages.locales.length > 1 ? alternatesOf(origin, listedPath, languages) : [],
          imageUrl: new URL(page.meta.image, origin).href,
          settings,
          data: data.value,
          text: [...textRead].sort(),
          styles: [
            ...shellAssets.value.styles.map((name) => ({ href: `/${name}`, name })),
            ...remoteAssets.value.styles.map((name) => ({ href: `${remote.base}${name}`, name })),
          ],
        });
        return { status: page.status, body, etag: etagOf(body) };
      })();
      // A failed render is not kept: the next request tries again.
      rendered.catch(() => this.cache.delete(key));
      this.cache.set(key, rendered);
      if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    }
    return rendered;
  }

  /**
   * The API's answers for a page's sources, re-checked like the settings (so a new gallery picture shows on
   * the next page load), and a version that changes with any of them. A source the API cannot answer is
   * left out: its region then loads in the browser.
   */
  private async pageData(sources: string[]): Promise<{ value: Record<string, unknown>; version: string }> {
    const answers = await Promise.all(sources.map((source) => this.files.json<unknown>(`/api${source}`).catch(() => null)));
    const value: Record<string, unknown> = {};
    const versions: string[] = [];
    answers.forEach((answer, index) => {
      if (!answer) return;
      value[sources[index]] = answer.value;
      versions.push(answer.version);
    });
    return { value, version: versions.join(',') };
  }

  /** The public remote's reads for the page at `path` (as it lists it) with the query `search`. */
  private remotePageSources(bundle: PublicBundle, path: string, search: string): string[] {
    return bundle.pageDataSources ? bundle.pageDataSources(path, search) : (bundle.PAGE_DATA_SOURCES?.[path] ?? []);
  }

  /** The site's public address: the admin's (Site tab), else the configured one. */
  private origin(settings: SiteSettings | null): string {
    return settings?.site.publicOrigin || this.config.publicOrigin;
  }

  async sitemap(): Promise<string> {
    const [{ bundle }, { exports: shell }, settings] = await Promise.all([this.publicBundle(), this.files.bundle<ShellBundle>('/ssr/render.js', '/'), this.settings()]);
    const origin = this.origin(settings);
    const languages = languagesOf(shell);
    // Each page in each language, each naming all its languages (Google's hreflang in sitemaps).
    const urls = [...bundle.PAGE_PATHS, ...(shell.SHELL_PAGE_PATHS ?? [])].flatMap((path) => {
      const alternates = languages.locales.length > 1 ? alternatesOf(origin, path, languages) : [];
      const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`).join('');
      return languages.locales.map((locale) => `  <url><loc>${escapeHtml(origin + languages.localized(path, locale))}</loc>${links}</url>`);
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  async robots(): Promise<string> {
    const [{ exports: shell }, settings] = await Promise.all([this.files.bundle<ShellBundle>('/ssr/render.js', '/'), this.settings()]);
    return [
      'User-agent: *',
      // Staff pages, pages only a mailed link opens and the API are not for search engines.
      ...[...shell.STAFF_PATHS, ...(shell.LINK_ONLY_PATHS ?? [])].map((path) => `Disallow: ${path}`),
      'Disallow: /api/',
      '',
      `Sitemap: ${this.origin(settings)}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

/** The page at `path` (as the lists have it) in every language, and x-default: the English, which needs no choice. */
function alternatesOf(origin: string, path: string, languages: ReturnType<typeof languagesOf>): Array<{ hreflang: string; href: string }> {
  return [
    ...languages.locales.map((locale) => ({ hreflang: languages.htmlLang(locale), href: `${origin}${languages.localized(path, locale)}` })),
    { hreflang: 'x-default', href: `${origin}${languages.localized(path, 'en')}` },
  ];
}

function isUnder(pathname: string, prefixes: string[]): boolean {
  const lower = pathname.toLowerCase();
  return prefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** The page's one address: its path as the site lists it (any case, trailing slash or alias). */
function canonicalPath(pathname: string, pagePaths: string[]): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it came.
  }
  const trimmed = decoded.replace(/\s+/g, '').replace(/\/+$/, '') || '/';
  return pagePaths.find((path) => path.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}
