import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HTML_LANG } from '@society/contracts';
import { useLocale } from '@society/web-kit';
import { rememberedLocale } from './language-switch';

/** Keeps `<html lang>` in step when the visitor moves between the languages in the browser. */
export function DocumentLanguage() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);
  return null;
}

/**
 * A visitor who chose Hindi with the language switch (the `lang` cookie) and comes back to the bare
 * home page is taken to the Hindi one. Only on arrival at '/': never on a first visit (no cookie),
 * never for another page, never after moving around the site.
 */
export function RememberedLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const arrival = useRef(pathname);
  useEffect(() => {
    if (arrival.current === '/' && rememberedLocale() === 'hi') navigate(`/hi${search}${hash}`, { replace: true });
    // Only the page the visit began on counts.
  }, []);
  return null;
}
