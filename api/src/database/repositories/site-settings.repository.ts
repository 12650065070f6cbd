import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SettingsSection } from '@society/contracts';
import { isDuplicateKey } from '../duplicate-key';
import { ReadCache } from '../read-cache';
import { SiteSettings, type SiteSettingsRecord, type StoredSections } from '../schemas/site-settings.schema';

/** The settings document's fixed id: there is one. */
const SETTINGS_ID = 'site';

/**
 * How long a replica may keep serving the public read after another replica saved: every page load reads
 * the settings, so one query a second per replica bounds the cost, and a save shows everywhere within it
 * (at once on the replica that saved: its save drops the cached read).
 */
export const SETTINGS_CACHE_MS = 1000;

@Injectable()
export class SiteSettingsRepository {
  private readonly cache = new ReadCache<SiteSettingsRecord | null>(SETTINGS_CACHE_MS);

  constructor(@InjectModel(SiteSettings.name) private readonly settings: Model<SiteSettings>) {}

  /** The stored settings, or null before the first start created them (receipts, mails and the admin: never stale). */
  findSettings(): Promise<SiteSettingsRecord | null> {
    return this.settings.findById(SETTINGS_ID).lean<SiteSettingsRecord>().exec();
  }

  /** The same, shared between the public reads of this process (see SETTINGS_CACHE_MS). */
  findSettingsCached(): Promise<SiteSettingsRecord | null> {
    return this.cache.read(() => this.findSettings());
  }

  /** Creates the document with these values unless it exists (another replica may create it at the same moment). */
  createIfMissing(sections: StoredSections): Promise<void> {
    return this.cache.write(async () => {
      try {
        await this.settings.create({ _id: SETTINGS_ID, ...sections, savedAt: null });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    });
  }

  /**
   * Replaces one section if its save count is still `version` (no other replica saved it since it was
   * read) and counts the save; returns the document as saved, or null when the section had moved on.
   */
  saveSection<S extends SettingsSection>(section: S, value: StoredSections[S], version: number, savedAt: Date): Promise<SiteSettingsRecord | null> {
    return this.cache.write(async () => {
      const count = `versions.${section}`;
      const unchanged = version === 0 ? { $in: [0, null] } : version;
      const { matchedCount } = await this.settings.updateOne({ _id: SETTINGS_ID, [count]: unchanged }, { $set: { [section]: value, savedAt }, $inc: { [count]: 1 } }).exec();
      return matchedCount === 1 ? this.findSettings() : null;
    });
  }
}
