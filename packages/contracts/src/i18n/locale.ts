/** The site's languages: English at today's paths, Hindi under /hi. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** `<html lang>` and hreflang of each language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
/** What the language switch says: each language's name written in itself. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };
/** The cookie that remembers a visitor's choice for their next visit (never used to redirect a first one). */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: '/hi' and '/hi/…' are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/hi(?:\/|$)/i.test(pathname) ? 'hi' : 'en';
}

/**
 * `path` kept on this site: a leading run of slashes or backslashes is one slash, since a browser reads
 * '//evil.example/x' and '/\evil.example/x' as another site ('/hi//evil.example/x' without its '/hi').
 */
function onSitePath(path: string): string {
  return path.replace(/^[/\\]*/, '/');
}

/** The path without its language prefix: '/hi/about' is '/about', '/hi' is '/'; always a path on this site. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return onSitePath(pathname);
  return onSitePath(pathname.slice(3));
}

/** `path` (an English, site-absolute path, query and hash allowed) in `locale`: '/about' → '/hi/about'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === 'en') return bare;
  return bare === '/' ? '/hi' : bare.startsWith('/?') || bare.startsWith('/#') ? `/hi${bare.slice(1)}` : `/hi${bare}`;
}

/**
 * The language an API request asks for: the pages send `hi` or `en` in Accept-Language. The first
 * language the header names that the site has wins; anything else is English.
 */
export function localeOfAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
