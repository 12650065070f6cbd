// Putting a rendered page together: the shell's built index.html, its layout, the public remote's
// page in the layout's slot, and the head every link preview reads.

export interface PageMeta {
  title: string;
  description: string;
  /** The picture link previews show, as a path on the site. */
  image: string;
  /** Its size, when the page knows it. */
  imageSize?: { width: number; height: number };
  /** The page asks not to be indexed (a certificate's check): no canonical URL or preview tags. */
  noindex?: boolean;
}

export interface PageParts {
  /** The shell's built index.html. */
  template: string;
  /** The shell's layout with its page slot. */
  layout: string;
  slot: string;
  /** The public remote's page; null for a page of the shell's own, which the layout holds. */
  page: string | null;
  meta: PageMeta;
  /** The page's address on the public site; none for the "not found" page. */
  canonicalUrl: string | null;
  /** `<html lang>`: en-IN or hi-IN. */
  lang: string;
  /** The same page in each language (hreflang → absolute URL, x-default included); none for a page without a canonical URL. */
  alternates: Array<{ hreflang: string; href: string }>;
  /** Absolute URL of the picture link previews show. */
  imageUrl: string;
  /** The settings the page was rendered with (the browser starts from them). */
  settings: unknown;
  /** The API answers its regions were drawn with, by source (the browser starts from them too). */
  data: Record<string, unknown>;
  /** The catalogues the page was drawn with in Hindi: the browser loads them together (contracts' catalogue.ts). */
  text?: string[];
  /** Stylesheets to link: [href on the site, its file name as the browser build knows it]. */
  styles: Array<{ href: string; name: string }>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function replaceOnce(html: string, pattern: RegExp | string, replacement: string, what: string): string {
  let found = 0;
  const result = html.replace(pattern, () => {
    found += 1;
    return replacement;
  });
  if (found !== 1) throw new Error(`page template: expected one ${what}, found ${found}`);
  return result;
}

/**
 * React puts what the page should load early (an eager picture's preload) before a rendered tree
 * that is not a whole document. Those belong in the head: inside the page they would not match what
 * the browser renders there.
 */
export function takeLeadingLinks(html: string): { links: string; rest: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  return match ? { links: match[0], rest: html.slice(match[0].length) } : { links: '', rest: html };
}

function headTags({ meta, canonicalUrl, alternates, imageUrl, styles }: PageParts, preloads: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    // data-href: the browser build's loader finds the sheet already there and does not add it again.
    ...styles.map(({ href, name }) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(name)}">`),
    preloads,
  ];
  if (canonicalUrl && !meta.noindex) {
    const url = escapeHtml(canonicalUrl);
    tags.push(
      `<link rel="canonical" href="${url}">`,
      ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`),
      '<meta property="og:type" content="website">',
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:image" content="${escapeHtml(imageUrl)}">`,
      ...(meta.imageSize ? [`<meta property="og:image:width" content="${meta.imageSize.width}">`, `<meta property="og:image:height" content="${meta.imageSize.height}">`] : []),
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      `<meta name="twitter:image" content="${escapeHtml(imageUrl)}">`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  return tags.join('');
}

/**
 * The page with the settings it was rendered with, for the browser to start from (web kit's
 * readEmbeddedSiteSettings): JSON, not a script that runs, so the site's script policy is kept.
 */
export function withSettings(html: string, settings: unknown): string {
  if (settings === null || settings === undefined) return html;
  return withJson(html, 'site-settings', settings);
}

/** The page with the API answers its regions were drawn with (web kit's readEmbeddedPageData), if any. */
export function withPageData(html: string, data: Record<string, unknown>): string {
  return Object.keys(data).length > 0 ? withJson(html, 'page-data', data) : html;
}

/** The page with the catalogues it was drawn with in Hindi (contracts' PAGE_TEXT_ELEMENT_ID), if any. */
export function withPageText(html: string, namespaces: string[] = []): string {
  return namespaces.length > 0 ? withJson(html, 'page-text', namespaces) : html;
}

/** `value` as a JSON element of the head (web kit's readers find it by id). */
function withJson(html: string, id: string, value: unknown): string {
  // '<' escaped: nothing in the value can close the element early.
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return replaceOnce(html, '</head>', `<script type="application/json" id="${id}">${json}</script></head>`, '</head>');
}

/**
 * The one inline script of a ready page; the gateway's CSP allows it by its hash
 * (nginx/gateway.conf.template: keep the two in step). Two jobs:
 * - A ready page is readable as it arrives, so its scripts are fetched only after its first frame is
 *   painted (a frame later: the first is then on screen): a slow phone never holds that frame for the
 *   shell's entry to download and run. The template's deferred scripts become inert elements that this
 *   script starts, in order.
 * - Until the shell marks #root `data-taken-over` (as it starts hydrating, after which React answers
 *   taps), a tap on a `data-early-toggle` button flips its aria-expanded, so the phone's Menu opens
 *   however early it is tapped (the shell's CSS and MainNav take that state over).
 * - On the invite page, an address without its `#token=…` (which no server sees) marks <html>
 *   `data-no-invite-token`, so the page's first frame shows that the link is broken, not a form that
 *   cannot work (the shell's set-password page and its CSS).
 */
export const READY_PAGE_SCRIPT =
  "if(document.getElementById('set-password-title')&&!/(^#|&)token=[^&]/.test(location.hash))document.documentElement.setAttribute('data-no-invite-token','');" +
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early-toggle]');if(b&&!document.getElementById('root').hasAttribute('data-taken-over'))b.setAttribute('aria-expanded',b.getAttribute('aria-expanded')==='true'?'false':'true')});" +
  "requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('script[data-after-paint]').forEach(function(e){var s=document.createElement('script');s.src=e.getAttribute('data-after-paint');s.async=false;document.head.appendChild(s)})},0)})})";

function scriptsAfterPaint(html: string): string {
  const inert = html.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, '<script type="text/plain" data-after-paint="$1"></script>');
  if (inert === html) throw new Error('page template: expected the shell\'s deferred entry script');
  return replaceOnce(inert, '</body>', `<script>${READY_PAGE_SCRIPT}</script></body>`, '</body>');
}

/** What the shell's plainPageWords gives: a browser-drawn page's words before its scripts run. */
export interface PlainPageWords {
  lang: string;
  title: string | null;
  loading: string;
  noScript: string;
}

/** The plain shell (the template) of a page drawn in the browser, speaking the page's language. */
export function plainPageHtml(template: string, words: PlainPageWords): string {
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${escapeHtml(words.lang)}">`, '<html lang>');
  html = replaceOnce(html, /<div id="boot">[^<]*<\/div>/, `<div id="boot">${escapeHtml(words.loading)}</div>`, '#boot');
  html = replaceOnce(html, /<noscript>[^<]*<\/noscript>/, `<noscript>${escapeHtml(words.noScript)}</noscript>`, '<noscript>');
  return words.title ? replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(words.title)}</title>`, '<title>') : html;
}

/** The whole HTML document of one visitor page. */
export function pageHtml(parts: PageParts): string {
  const layout = takeLeadingLinks(parts.layout);
  const page = takeLeadingLinks(parts.page ?? '');
  const body = parts.page === null ? layout.rest : replaceOnce(layout.rest, parts.slot, page.rest, 'page slot in the layout');
  let html = replaceOnce(parts.template, /<html lang="[^"]*">/, `<html lang="${escapeHtml(parts.lang)}">`, '<html lang>');
  // The template's own title and description are the fallback page's; this page brings its own.
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, '', '<title>');
  html = replaceOnce(html, /<meta name="description"[^>]*>/, '', 'meta description');
  // The fallback page's notice that scripts are needed is not true of a ready page.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  html = replaceOnce(html, '</head>', `${headTags(parts, layout.links + page.links)}</head>`, '</head>');
  // data-rendered tells the shell to take the page over (hydrate) rather than draw it afresh.
  html = replaceOnce(html, /<div id="root">[\s\S]*?<\/div><\/div>/, `<div id="root" data-rendered="">${body}</div>`, '#root');
  html = scriptsAfterPaint(html);
  return withPageText(withSettings(withPageData(html, parts.data), parts.settings), parts.text);
}
