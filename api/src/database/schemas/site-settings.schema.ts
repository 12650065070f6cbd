import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ContactSettings, HomeStatistic, IdentitySettings, PaymentSettings, SettingsSection, SiteAddressSettings, SocialSettings } from '@society/contracts';
import type { ImageVariant } from './image-variant.schema';

/** A picture of the Site tab as stored: its copies (under public/site/) and its alt text. */
export interface StoredPicture {
  /** Storage key of the widest copy; responses turn it into `url`. */
  path: string;
  /** Every copy, smallest first. */
  variants: ImageVariant[];
  alt: string;
}

export type StoredIdentity = Omit<IdentitySettings, 'logo'> & { logo: StoredPicture | null };

export interface StoredHome {
  statistics: HomeStatistic[];
  hero: StoredPicture | null;
  carousel: StoredPicture[];
  campaignCovers: Record<string, StoredPicture>;
}

/** The sections as stored; each is written whole by its own save (one $set per section). */
export interface StoredSections {
  identity: StoredIdentity;
  contacts: ContactSettings;
  social: SocialSettings;
  payments: PaymentSettings;
  home: StoredHome;
  site: SiteAddressSettings;
}

/** The one settings document ('site'): the sections are checked by the admin DTOs, so they are stored as given. */
@Schema({ collection: 'site_settings', versionKey: false, minimize: false })
export class SiteSettings {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Object, required: true }) identity: StoredIdentity;
  @Prop({ type: Object, required: true }) contacts: ContactSettings;
  @Prop({ type: Object, required: true }) social: SocialSettings;
  @Prop({ type: Object, required: true }) payments: PaymentSettings;
  @Prop({ type: Object, required: true }) home: StoredHome;
  @Prop({ type: Object, required: true }) site: SiteAddressSettings;

  /** When an admin last saved a section; null while the first-start defaults stand. */
  @Prop({ type: Date, default: null })
  savedAt: Date | null;

  /** Each section's save count (none before its first save): a save names the one it was edited from. */
  @Prop({ type: Object, default: {} })
  versions: SectionVersions;
}

export const SiteSettingsSchema = SchemaFactory.createForClass(SiteSettings);

export type SectionVersions = Partial<Record<SettingsSection, number>>;

export type SiteSettingsRecord = StoredSections & { _id: string; savedAt: Date | null; versions?: SectionVersions };
