import { createHash } from 'node:crypto';
import { ConflictException, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { SETTINGS_MESSAGES, type IdentitySettings, type Locale } from '@society/contracts';
import { AppConfig } from '../config/app-config';
import { SiteSettingsRepository } from '../database/repositories/site-settings.repository';
import type { SiteSettingsRecord, StoredSections } from '../database/schemas/site-settings.schema';
import { mapPublicSiteSettings, mapSiteSettings, type PaymentDetailsDto, type PublicSiteSettingsDto, type SiteSettingsDto } from '../dtos/site-settings-responses.dto';
import type { MailSignature } from '../mail/mail-texts';
import { FileStorage } from '../storage/file-storage';
import { toPrintImage } from '../storage/image-sanitizer';
import { missingSettings, paymentsComplete, receiptIdentityComplete } from './settings-checklist';
import { completeSections, defaultSections } from './settings-defaults';
import { qrCodeDataUrl, upiPaymentUri } from './upi';

/** The society as receipts, Form 10BD and mails print it (from the Site tab's identity and contacts). */
export type SocietyIdentity = Omit<IdentitySettings, 'logo' | 'shortName' | 'tagline'> & {
  addressLines: string[];
  /** False while the name, PAN, 12A or 80G details are unset: a receipt then says it is not valid. */
  complete: boolean;
};

/** Pixels a side of the logo on a printed document: sharp at the 2 cm it is drawn. */
const PRINT_LOGO_SIDE = 300;

/**
 * Reads the society's own settings (the Site tab) for everything that shows them: the public read, the
 * Donate page's details, receipts, Form 10BD and mails. The document is created on the first start, from
 * the environment's first-start defaults; edits go through the admin's SiteSettingsEditor.
 */
@Injectable()
export class SiteSettingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SiteSettingsService.name);
  /** The public answer built from each cached document once (the QR code is drawn once per save). */
  private readonly publicViews = new WeakMap<SiteSettingsRecord, Promise<PublicSiteSettingsDto>>();

  constructor(
    private readonly config: AppConfig,
    private readonly settings: SiteSettingsRepository,
    private readonly storage: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.stored();
  }

  /** The stored document, created with the first-start defaults when there is none yet. */
  async stored(): Promise<SiteSettingsRecord> {
    const found = await this.settings.findSettings();
    if (found) return found;
    await this.settings.createIfMissing(defaultSections(this.config.settingsSeed));
    const created = await this.settings.findSettings();
    if (!created) throw new Error('The site settings could not be created');
    return created;
  }

  /** Every section, complete (fields added by a later version filled with their defaults). */
  async sections(): Promise<StoredSections> {
    return completeSections(await this.stored());
  }

  /** GET /api/admin/settings. */
  async adminView(): Promise<SiteSettingsDto> {
    const record = await this.stored();
    const sections = completeSections(record);
    return mapSiteSettings(sections, missingSettings(sections), record.savedAt ?? null, record.versions ?? {});
  }

  /** GET /api/public/settings: shared by this process's reads for at most a second (SETTINGS_CACHE_MS). */
  async publicView(): Promise<PublicSiteSettingsDto> {
    const record = (await this.settings.findSettingsCached()) ?? (await this.stored());
    let view = this.publicViews.get(record);
    if (!view) {
      view = buildPublicView(record, this.config.dataProtection.requestResponseDays);
      this.publicViews.set(record, view);
      view.catch(() => this.publicViews.delete(record));
    }
    return view;
  }

  /** The Donate page's details, or null until every bank, UPI and cheque detail is set. */
  async paymentDetails(): Promise<PaymentDetailsDto | null> {
    return (await this.publicView()).payments;
  }

  /** GET /api/public/payment-details: 404 with SETTINGS_MESSAGES.paymentsNotSet until the details are complete. */
  async openPaymentDetails(): Promise<PaymentDetailsDto> {
    const details = await this.paymentDetails();
    if (!details) throw new NotFoundException(SETTINGS_MESSAGES.paymentsNotSet);
    return details;
  }

  /** How mails are signed: the registered name (in Hindi, its Hindi name when the Site tab has one, as the pages do) and the site's public address. */
  async mailSignature(locale: Locale = 'en'): Promise<MailSignature> {
    const { identity, site } = await this.sections();
    return { name: (locale === 'hi' && identity.nameHi) || identity.name, siteUrl: site.publicOrigin };
  }

  /** The site's public address for the links the API writes (invites, certificates' QR codes); refused while unset. */
  async linkOrigin(): Promise<string> {
    const { site } = await this.sections();
    if (!site.publicOrigin) throw new ConflictException(SETTINGS_MESSAGES.publicOriginNotSet);
    return site.publicOrigin;
  }

  /** The society as a receipt or Form 10BD prints it: read fresh, never from the public read's cache. */
  async societyIdentity(): Promise<SocietyIdentity> {
    const sections = await this.sections();
    const { logo: _logo, shortName: _short, tagline: _tagline, ...identity } = sections.identity;
    return { ...identity, addressLines: [...sections.contacts.addressLines], complete: receiptIdentityComplete(sections) };
  }

  /**
   * The uploaded logo as receipts and certificates print it (PNG, at most PRINT_LOGO_SIDE pixels a side, from
   * the widest stored copy), or null when there is none. A logo that cannot be read is logged and left off:
   * the document matters more than its picture.
   */
  async printLogo(): Promise<Buffer | null> {
    const { logo } = (await this.sections()).identity;
    if (!logo) return null;
    const widest = logo.variants.length > 0 ? logo.variants[logo.variants.length - 1].path : logo.path;
    try {
      const file = await this.storage.open(widest);
      if (!file) throw new Error('the file is missing');
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return await toPrintImage(Buffer.concat(chunks), PRINT_LOGO_SIDE);
    } catch (error) {
      this.logger.warn(`The logo ${widest} is left off the document: ${(error as Error).message}`);
      return null;
    }
  }
}

async function paymentDetailsOf(sections: StoredSections): Promise<PaymentDetailsDto | null> {
  if (!paymentsComplete(sections)) return null;
  const p = sections.payments;
  return {
    bank: { accountName: p.accountName, accountNumber: p.accountNumber, ifsc: p.ifsc, bankName: p.bankName, branch: p.branch },
    upi: { id: p.upiId, payeeName: p.upiPayeeName, qrDataUrl: await qrCodeDataUrl(upiPaymentUri(p.upiId, p.upiPayeeName)) },
    chequePayee: p.chequePayee,
    csrEmail: p.csrEmail,
    isExample: false,
  };
}

/** The public answer; its version is a digest of it and of the last save's time, so it changes with every save. */
async function buildPublicView(record: SiteSettingsRecord, responseDays: number): Promise<PublicSiteSettingsDto> {
  const sections = completeSections(record);
  const view = mapPublicSiteSettings(sections, await paymentDetailsOf(sections), responseDays, '');
  const digest = createHash('sha256')
    .update(JSON.stringify([record.savedAt ? new Date(record.savedAt).toISOString() : null, view]))
    .digest('base64url');
  return { ...view, version: digest.slice(0, 16) };
}
