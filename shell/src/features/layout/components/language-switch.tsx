import { Link, useLocation } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE, HTML_LANG, LOCALE_COOKIE, LOCALE_NAMES, localeOfPath, localizedPath, pathWithoutLocale, type Locale } from '@society/contracts';
import './language-switch.css';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Remembers the visitor's language for their next visit (read by the home page's redirect). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}

/** The language remembered by the switch, if any. */
export function rememberedLocale(): Locale | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match?.[1] === 'hi' ? 'hi' : match?.[1] === 'en' ? 'en' : null;
}

// The admin's and HR's dashboards exist in English only (the volunteer's and the team's have Hindi): no switch there.
const ENGLISH_ONLY = [DASHBOARD_PATH_BY_ROLE.admin, DASHBOARD_PATH_BY_ROLE.hr];

function englishOnly(pathname: string): boolean {
  const bare = pathWithoutLocale(pathname);
  return ENGLISH_ONLY.some((path) => bare === path || bare.startsWith(`${path}/`));
}

/**
 * The same page in the other language: 'हिंदी' on an English page, 'English' on a Hindi one, each
 * word marked in its own language. A plain link (it works before the scripts run); a click also
 * remembers the choice in a cookie for a year.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  if (englishOnly(pathname)) return null;
  const other: Locale = localeOfPath(pathname) === 'hi' ? 'en' : 'hi';
  return (
    <Link
      className="sh-lang-switch"
      to={localizedPath(`${pathname}${search}`, other)}
      lang={HTML_LANG[other]}
      hrefLang={HTML_LANG[other]}
      onClick={() => rememberLocale(other)}
    >
      {LOCALE_NAMES[other]}
    </Link>
  );
}
