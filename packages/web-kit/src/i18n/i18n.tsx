import { createContext, use, useContext, useMemo } from 'react';
import { Link, useInRouterContext, useLocation, type LinkProps } from 'react-router-dom';
import { loadMessageFormat, localeOfPath, localizedPath, translator, type Catalogue, type Locale, type Messages, type Translate } from '@society/contracts';

/** The language of the page being shown: its path says it ('/hi/…' is Hindi). */
export function useLocale(): Locale {
  // Read outside a router (a component test without one) the page is English.
  const inRouter = useInRouterContext();
  const pathname = inRouter ? useLocation().pathname : '/';
  return localeOfPath(pathname);
}

/**
 * On the server: the namespaces of the catalogues a render read in a language other than English. The page
 * renderer lists them in the page, so the browser loads them all at once (contracts' `defineCatalogue`).
 */
export const TextReadContext = createContext<Set<string> | null>(null);

/**
 * The translate function of `catalogue` in the page's language. A Hindi page suspends until the
 * catalogue's Hindi has loaded (the ready HTML stays on screen meanwhile); a catalogue with plural or
 * select messages, until the formatter has, the first time.
 */
export function useText<M extends Messages>(catalogue: Catalogue<M>): Translate<M> {
  const locale = useLocale();
  const read = useContext(TextReadContext);
  if (locale !== 'en') read?.add(catalogue.namespace);
  // The formatter of plural and select messages, from the same copy of the contracts as `translator` below:
  // asked for first, so that it downloads beside the Hindi and a page waits once, not twice in a row.
  const formatter = catalogue.needsFormatter ? loadMessageFormat() : null;
  // use() on every render, never only while loading: React replays a suspended render expecting the same
  // use() calls (so each condition is fixed for a catalogue and language). The promise is the same one each
  // time, and once settled React reads it without suspending. English is always loaded and never asks.
  if (locale !== 'en') use(catalogue.load(locale));
  if (formatter) use(formatter);
  return useMemo(() => translator(catalogue, locale), [catalogue, locale]);
}

/** Turns a site path into the same page in the current language: '/about' → '/hi/about' on a Hindi page. */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/** A router link to a site path in the page's own language. */
export function LocalLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const local = useLocalPath();
  return <Link to={local(to)} {...rest} />;
}

/** The language of the page the browser shows now (for code outside React, such as the API client). */
export function currentLocale(): Locale {
  return typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
}
