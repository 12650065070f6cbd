import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CAMPAIGN_SLUGS, SETTINGS_LIMITS, SETTINGS_MESSAGES, type CampaignSlug, type SettingsSection } from '@society/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { settingsView } from '../../audit/audit-views';
import { KeyedLock } from '../../database/keyed-lock';
import { GalleryItemRepository } from '../../database/repositories/gallery-item.repository';
import { SiteSettingsRepository } from '../../database/repositories/site-settings.repository';
import type { StoredPicture, StoredSections } from '../../database/schemas/site-settings.schema';
import type { SiteSettingsDto } from '../../dtos/site-settings-responses.dto';
import { publicUploadUrl } from '../../storage/upload-url';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import { completeSections } from '../../settings/settings-defaults';
import { SiteSettingsService } from '../../settings/site-settings.service';
import type {
  AddSitePictureDto,
  ContactSettingsDto,
  HomeSettingsDto,
  IdentitySettingsDto,
  PaymentSettingsDto,
  SiteAddressSettingsDto,
  SitePictureRefDto,
  SocialSettingsDto,
} from './dtos/site-settings-input.dto';
import { SiteImages, type SiteImageKind, type StoredSiteImage } from './site-images';

/** Where a new picture goes. */
export type PictureSlot = { kind: 'logo' } | { kind: 'hero' } | { kind: 'carousel' } | { kind: 'cover'; slug: CampaignSlug };

/** The words the activity log names each section with. */
const SECTION_LABELS: Record<SettingsSection, string> = {
  identity: 'Site: identity',
  contacts: 'Site: contacts',
  social: 'Site: social pages',
  payments: 'Site: payments',
  home: 'Site: home and campaigns',
  site: 'Site: address and footer',
};

/** Copies the fields a partial update sent (undefined = not sent) over the stored ones. */
function merged<T extends object>(stored: T, sent: Partial<Record<keyof T, unknown>>): T {
  const result = { ...stored } as Record<string, unknown>;
  for (const [field, value] of Object.entries(sent)) if (value !== undefined && value !== null) result[field] = value;
  return result as T;
}

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, message, errors: { [field]: [message] } });
}

const pathsOf = (pictures: Array<StoredPicture | null | undefined>) =>
  new Set(pictures.flatMap((picture) => (picture ? [picture.path, ...picture.variants.map(({ path }) => path)] : [])));

/** Every picture a section holds. */
function picturesOf(sections: StoredSections, section: SettingsSection): StoredPicture[] {
  if (section === 'identity') return sections.identity.logo ? [sections.identity.logo] : [];
  if (section === 'home') {
    const { hero, carousel, campaignCovers } = sections.home;
    return [...(hero ? [hero] : []), ...carousel, ...Object.values(campaignCovers)];
  }
  return [];
}

/**
 * The admin's edits of the site settings: one section at a time, each checked (the DTOs, and here the
 * pictures a section names), saved, put on the activity log, and its dropped pictures' files removed.
 * One save at a time in this process, so two quick saves cannot lose each other's section or pictures.
 */
@Injectable()
export class SiteSettingsEditor {
  private readonly saves = new KeyedLock();

  constructor(
    private readonly settings: SiteSettingsService,
    private readonly repository: SiteSettingsRepository,
    private readonly images: SiteImages,
    private readonly gallery: GalleryItemRepository,
    private readonly audit: AuditTrail,
  ) {}

  view(): Promise<SiteSettingsDto> {
    return this.settings.adminView();
  }

  updateIdentity(actor: Actor, { version, logo, ...fields }: IdentitySettingsDto): Promise<SiteSettingsDto> {
    return this.save(actor, 'identity', version, (current) => ({
      ...merged(current, fields),
      logo: logo === undefined ? current.logo : logo === null ? null : kept('logo', logo, current.logo ? [current.logo] : []),
    }));
  }

  updateContacts(actor: Actor, { version, ...fields }: ContactSettingsDto): Promise<SiteSettingsDto> {
    return this.save(actor, 'contacts', version, (current) => merged(current, fields));
  }

  updateSocial(actor: Actor, { version, links, ...fields }: SocialSettingsDto): Promise<SiteSettingsDto> {
    return this.save(actor, 'social', version, (current) => ({ ...merged(current, fields), links: links ? merged(current.links, links) : current.links }));
  }

  updatePayments(actor: Actor, { version, ...fields }: PaymentSettingsDto): Promise<SiteSettingsDto> {
    return this.save(actor, 'payments', version, (current) => merged(current, fields));
  }

  updateHome(actor: Actor, { version, statistics, hero, carousel, campaignCovers }: HomeSettingsDto): Promise<SiteSettingsDto> {
    return this.save(actor, 'home', version, (current) => {
      const covers = campaignCovers
        ? Object.fromEntries(
            Object.entries(campaignCovers as Record<string, SitePictureRefDto | null | undefined>)
              .filter((entry): entry is [string, SitePictureRefDto] => Boolean(entry[1]))
              .map(([slug, ref]) => [slug, kept(`campaignCovers.${slug}`, ref, current.campaignCovers[slug] ? [current.campaignCovers[slug]] : [])]),
          )
        : current.campaignCovers;
      const keptCarousel = carousel?.map((ref, index) => kept(`carousel.${index}`, ref, current.carousel));
      if (keptCarousel && new Set(keptCarousel.map(({ path }) => path)).size < keptCarousel.length) {
        throw fieldError('carousel', 'carousel names the same picture twice');
      }
      return {
        statistics: statistics ? statistics.map(({ value, label, labelHi, live }) => ({ value, label, labelHi: labelHi ?? '', ...(live ? { live } : {}) })) : current.statistics,
        hero: hero === undefined ? current.hero : hero === null ? null : kept('hero', hero, current.hero ? [current.hero] : []),
        carousel: keptCarousel ?? current.carousel,
        campaignCovers: covers,
      };
    });
  }

  updateSite(actor: Actor, { version, ...fields }: SiteAddressSettingsDto): Promise<SiteSettingsDto> {
    return this.save(actor, 'site', version, (current) => merged(current, fields));
  }

  /** A campaign's slot, or 404 for a name that is not one of the campaigns. */
  coverSlot(slug: string): PictureSlot {
    if (!(CAMPAIGN_SLUGS as readonly string[]).includes(slug)) throw new NotFoundException(SETTINGS_MESSAGES.campaignNotFound);
    return { kind: 'cover', slug: slug as CampaignSlug };
  }

  /** Puts an uploaded picture, or a copy of a gallery picture, in its slot (a logo, hero or cover replaces the one there). */
  async addPicture(actor: Actor, slot: PictureSlot, { alt, galleryId }: AddSitePictureDto, upload?: UploadedFileData): Promise<SiteSettingsDto> {
    if (upload && galleryId) throw new BadRequestException(SETTINGS_MESSAGES.pictureOrGallery);
    if (slot.kind === 'carousel' && (await this.settings.sections()).home.carousel.length >= SETTINGS_LIMITS.carouselMax) {
      throw fieldError('carousel', `carousel may hold at most ${SETTINGS_LIMITS.carouselMax} pictures`);
    }
    const kind: SiteImageKind = slot.kind === 'logo' ? 'siteLogo' : 'sitePicture';
    let image: StoredSiteImage;
    let label = alt ?? '';
    if (upload) {
      image = await this.images.store(kind, upload.buffer);
    } else if (galleryId) {
      const item = await this.gallery.findById(galleryId);
      const copy = item && (await this.images.copy({ path: item.imagePath, variants: item.imageVariants }, kind));
      if (!item || !copy) throw new NotFoundException(SETTINGS_MESSAGES.galleryPictureNotFound);
      image = copy;
      // The gallery's title says what the picture shows, unless the admin wrote something else.
      label ||= item.title;
    } else {
      throw new BadRequestException(SETTINGS_MESSAGES.pictureRequired);
    }
    const picture: StoredPicture = { path: image.path, variants: image.variants, alt: label };
    try {
      // A new picture is added to the section as it is now: no form was edited from an older one.
      if (slot.kind === 'logo') return await this.save(actor, 'identity', undefined, (current) => ({ ...current, logo: picture }));
      return await this.save(actor, 'home', undefined, (current) => {
        if (slot.kind === 'hero') return { ...current, hero: picture };
        if (slot.kind === 'carousel') {
          if (current.carousel.length >= SETTINGS_LIMITS.carouselMax) throw fieldError('carousel', `carousel may hold at most ${SETTINGS_LIMITS.carouselMax} pictures`);
          return { ...current, carousel: [...current.carousel, picture] };
        }
        return { ...current, campaignCovers: { ...current.campaignCovers, [slot.slug]: picture } };
      });
    } catch (error) {
      await this.images.remove(image);
      throw error;
    }
  }

  /**
   * Saves one section as `change` makes it from the stored one. `version` is the section's save count the
   * admin's form was filled from: a form opened before another admin's save would put back what they
   * changed (and drop their pictures), so it is refused (409) instead.
   */
  private save<S extends SettingsSection>(actor: Actor, section: S, version: number | undefined, change: (current: StoredSections[S]) => StoredSections[S]): Promise<SiteSettingsDto> {
    return this.saves.run('settings', async () => {
      const record = await this.settings.stored();
      const stored = record.versions?.[section] ?? 0;
      if (version !== undefined && version !== stored) throw new ConflictException(SETTINGS_MESSAGES.sectionChanged);
      const before = completeSections(record);
      const next = change(before[section]);
      // Saved as it was: nothing to write, and the public read's version stays.
      if (JSON.stringify(next) === JSON.stringify(before[section])) return this.settings.adminView();
      // Another replica's save since the read above is refused the same way.
      const saved = await this.repository.saveSection(section, next, stored, new Date());
      if (!saved) throw new ConflictException(SETTINGS_MESSAGES.sectionChanged);
      const after = completeSections(saved);
      // Files of pictures the section no longer names (replaced or removed).
      const keptPaths = pathsOf(picturesOf(after, section));
      for (const dropped of picturesOf(before, section)) {
        const orphans = [dropped.path, ...dropped.variants.map(({ path }) => path)].filter((path) => !keptPaths.has(path));
        if (orphans.length > 0) await this.images.remove({ variants: orphans.map((path) => ({ width: 0, path })) });
      }
      await this.audit.record(actor, {
        kind: 'settings',
        action: 'update',
        recordId: section,
        recordLabel: SECTION_LABELS[section],
        before: settingsView(section, before),
        after: settingsView(section, after),
      });
      return this.settings.adminView();
    });
  }
}

/** The stored picture a section names by url (with its new alt text); 400 when the section has no such picture. */
function kept(field: string, ref: SitePictureRefDto, candidates: StoredPicture[]): StoredPicture {
  const found = candidates.find((picture) => publicUploadUrl(picture.path) === ref.url);
  if (!found) throw fieldError(field, `${field} must be a picture it already has: add a new one by upload or from the gallery`);
  return { ...found, alt: ref.alt ?? found.alt };
}
