import type { SettingsSection, SiteSettings } from '@society/contracts';
import { api } from '@society/web-kit';

/** PUT /api/admin/settings/<section>: the fields sent (and the section's `version` they were edited from) replace the stored ones; answers the whole settings as saved. */
export function saveSettingsSection(section: SettingsSection, body: object): Promise<SiteSettings> {
  return api.put<SiteSettings>(`/admin/settings/${section}`, body);
}
