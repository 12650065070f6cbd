import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { localizedSiteSettings, type PublicSiteSettings } from '@society/contracts';
import { api } from '../api/api-client';
import { useLocale } from '../i18n/i18n';

/** The element of a ready-made page that holds the settings it was rendered with (render/). */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

const SiteSettingsContext = createContext<PublicSiteSettings | null>(null);

/** The settings a ready-made page arrived with, or null (a page drawn in the browser only). */
export function readEmbeddedSiteSettings(): PublicSiteSettings | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicSiteSettings;
  } catch {
    return null;
  }
}

/**
 * The society's settings for everything below it: the shell provides them to its layout and to
 * every remote (the web kit is one shared instance). A page rendered on the server starts from the
 * settings it was rendered with, so the browser's first render matches its HTML; otherwise they
 * are fetched once (GET /api/public/settings) and, until they arrive, the parts that show them
 * wait (null).
 */
export function SiteSettingsProvider({ initial, children }: { initial: PublicSiteSettings | null; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  useEffect(() => {
    if (initial) return undefined;
    const controller = new AbortController();
    api
      .get<PublicSiteSettings>('/public/settings', { signal: controller.signal })
      .then(setSettings)
      // Without them the site still works: contact details and the like stay hidden.
      .catch(() => undefined);
    return () => controller.abort();
  }, [initial]);
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** The society's public settings as the admin saved them (both languages), or null while they load. */
export function useSavedSiteSettings(): PublicSiteSettings | null {
  return useContext(SiteSettingsContext);
}

/**
 * The society's public settings in the page's language, or null while they load: on a Hindi page ('/hi/…')
 * the name, short name, tagline, address lines and home statistics' labels are the Hindi the admin wrote,
 * the English where they left it blank (localizedSiteSettings); an English page gets them as saved. The
 * language comes from the path, so the server's render and the browser's hydration show the same.
 */
export function useSiteSettings(): PublicSiteSettings | null {
  const settings = useSavedSiteSettings();
  const locale = useLocale();
  return useMemo(() => localizedSiteSettings(settings, locale), [settings, locale]);
}

/** The society's name as pages and titles show it, in the page's language ('' while the settings load). */
export function useSocietyName(): string {
  return useSiteSettings()?.identity.name ?? '';
}
