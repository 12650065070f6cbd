import { useState } from 'react';
import type { SettingsSection, SiteSettings } from '@society/contracts';
import { isApiError } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { saveSettingsSection } from '../api/save-settings-section';

export const SAVE_FAILED = 'The changes could not be saved. Please check the fields marked below and try again.';

export interface SectionSave {
  busy: boolean;
  /** The server's message for each field it refused ('links.instagram', 'statistics.0.value'...). */
  errors: Record<string, string>;
  failure: string;
  /**
   * Saves fields of the section as edited from the settings shown, naming their version: a save after
   * another admin's is refused (409) with words that say to reload, instead of putting back the older values.
   */
  save: (body: object, done?: string) => Promise<SiteSettings | null>;
  /** Runs another call of this section (a picture) with the same busy state and error display. */
  run: (call: () => Promise<SiteSettings>, done: string) => Promise<SiteSettings | null>;
}

/** Saving one section of the Site tab: busy while it runs, the server's refusals by field, the saved settings handed on. */
export function useSectionSave(section: SettingsSection, title: string, settings: SiteSettings, onSaved: (settings: SiteSettings) => void): SectionSave {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  async function run(call: () => Promise<SiteSettings>, done: string): Promise<SiteSettings | null> {
    setBusy(true);
    try {
      const saved = await call();
      setErrors({});
      setFailure('');
      onSaved(saved);
      toast.success(done);
      return saved;
    } catch (error) {
      const byField = isApiError(error) ? (error.fieldErrors ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(byField).map(([field, messages]) => [field, messages[0]])));
      setFailure(serverMessageOr(error, SAVE_FAILED));
      return null;
    } finally {
      setBusy(false);
    }
  }

  const save = (body: object, done = `${title} saved`) => run(() => saveSettingsSection(section, { ...body, version: settings.versions[section] }), done);
  return { busy, errors, failure, run, save };
}
