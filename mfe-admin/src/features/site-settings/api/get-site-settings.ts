import type { SiteSettings } from '@society/contracts';
import { ApiError, api } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';

function isSiteSettings(data: unknown): data is SiteSettings {
  const settings = data as Partial<SiteSettings> | null;
  return Boolean(settings?.identity && settings.contacts && settings.payments && settings.home && Array.isArray(settings.missing));
}

/** GET /api/admin/settings: every section of the Site tab, with the "Before going live" checklist. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const data = await api.get('/admin/settings');
  if (!isSiteSettings(data)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return data;
}
