import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PublicSiteSettings } from '@society/contracts';
import { api } from '../api/api-client';

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

/** The society's public settings, or null while they load. */
export function useSiteSettings(): PublicSiteSettings | null {
  return useContext(SiteSettingsContext);
}

/** The society's name as pages and titles show it ('' while the settings load). */
export function useSocietyName(): string {
  return useSiteSettings()?.identity.name ?? '';
}
