import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SETTINGS_SECTIONS,
  SOCIAL_NETWORKS,
  type ContactSettings,
  HOME_LIVE_FIGURES,
  type HomeLiveFigure,
  type HomeSettings,
  type HomeStatistic,
  type IdentitySettings,
  type PaymentDetails,
  type PaymentSettings,
  type PublicSiteSettings,
  type SettingsSection,
  type SiteAddressSettings,
  type SitePicture,
  type SiteSettings,
  type SocialNetwork,
  type SocialSettings,
} from '@society/contracts';
import type { SectionVersions, StoredPicture, StoredSections } from '../database/schemas/site-settings.schema';
import type { ChecklistItem } from '../settings/settings-checklist';
import { publicSrcSet, publicUploadUrl } from '../storage/upload-url';
import { hindiFields } from './hindi-fields';

// The answers of GET /api/admin/settings and GET /api/public/settings, as the OpenAPI document shows them,
// and the mappers that build them from the stored document (so nothing stored reaches an answer unnamed).

export class SitePictureDto implements SitePicture {
  @ApiProperty({ description: 'Path of the widest WebP copy on this site' }) url: string;
  @ApiProperty() alt: string;
  @ApiProperty({ description: "The copies as an <img srcset> value ('url 480w, …'); '' when there is one" }) srcSet: string;
}

type PublicIdentity = PublicSiteSettings['identity'];

class PublicIdentityDto implements PublicIdentity {
  @ApiProperty() name: string;
  @ApiProperty() shortName: string;
  @ApiProperty() tagline: string;
  @ApiProperty({ type: SitePictureDto, nullable: true }) logo: SitePictureDto | null;
  @ApiPropertyOptional({ description: 'The name in Hindi, when set (Hindi pages show name otherwise)' }) nameHi?: string;
  @ApiPropertyOptional({ description: 'The short name in Hindi, when set' }) shortNameHi?: string;
  @ApiPropertyOptional({ description: 'The tagline in Hindi, when set' }) taglineHi?: string;
}

class IdentityDto extends PublicIdentityDto implements IdentitySettings {
  @ApiProperty() registrationNumber: string;
  @ApiProperty() pan: string;
  @ApiProperty() registration12A: string;
  @ApiProperty({ description: "YYYY-MM-DD or ''" }) registration12ADate: string;
  @ApiProperty() registration80G: string;
  @ApiProperty({ description: "YYYY-MM-DD or ''" }) registration80GDate: string;
  @ApiProperty({ description: "YYYY-MM-DD or ''" }) registration80GValidUntil: string;
  @ApiProperty() registration10BD: string;
  @ApiProperty({ description: "YYYY-MM-DD or ''" }) registration10BDDate: string;
}

class ContactsDto implements ContactSettings {
  @ApiProperty() email: string;
  @ApiProperty() phoneDisplay: string;
  @ApiProperty() phoneDial: string;
  @ApiProperty() chatNumber: string;
  @ApiProperty({ type: [String] }) addressLines: string[];
  @ApiPropertyOptional({ type: [String], description: 'The postal address in Hindi, when set (Hindi pages show addressLines otherwise)' }) addressLinesHi?: string[];
  @ApiProperty() mapUrl: string;
  @ApiProperty() mapEmbedUrl: string;
  @ApiProperty() grievanceName: string;
  @ApiProperty() grievanceEmail: string;
}

class SocialLinksDto implements Record<SocialNetwork, string> {
  @ApiProperty() instagram: string;
  @ApiProperty() facebook: string;
  @ApiProperty() youtube: string;
  @ApiProperty() x: string;
  @ApiProperty() linkedin: string;
}

class SocialDto implements SocialSettings {
  @ApiProperty({ type: SocialLinksDto, description: "Each network's page; '' = not shown" }) links: SocialLinksDto;
  @ApiProperty() facebookPageUrl: string;
  @ApiProperty() instagramUsername: string;
}

class PaymentsDto implements PaymentSettings {
  @ApiProperty() accountName: string;
  @ApiProperty() accountNumber: string;
  @ApiProperty() ifsc: string;
  @ApiProperty() bankName: string;
  @ApiProperty() branch: string;
  @ApiProperty() upiId: string;
  @ApiProperty() upiPayeeName: string;
  @ApiProperty() chequePayee: string;
  @ApiProperty() csrEmail: string;
}

class StatisticDto implements HomeStatistic {
  @ApiProperty({ example: '34+' }) value: string;
  @ApiProperty({ example: 'Children Sponsored' }) label: string;
  @ApiPropertyOptional({ example: 'प्रायोजित बच्चे', description: 'The label in Hindi, when set (Hindi pages show label otherwise)' }) labelHi?: string;
  @ApiPropertyOptional({ enum: HOME_LIVE_FIGURES, description: 'When set, the public read gives the class register\'s figure as value (the typed value under 10 children)' })
  live?: HomeLiveFigure;
}

class HomeDto implements HomeSettings {
  @ApiProperty({ type: [StatisticDto] }) statistics: StatisticDto[];
  @ApiProperty({ type: SitePictureDto, nullable: true }) hero: SitePictureDto | null;
  @ApiProperty({ type: [SitePictureDto] }) carousel: SitePictureDto[];
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/SitePictureDto' }, description: 'Campaign slug → its cover' })
  campaignCovers: Record<string, SitePictureDto>;
}

class SiteAddressDto implements SiteAddressSettings {
  @ApiProperty({ example: 'https://www.example.org' }) publicOrigin: string;
  @ApiProperty() footerCredit: string;
  @ApiProperty() footerCreditUrl: string;
}

class ChecklistItemDto {
  @ApiProperty({ enum: SETTINGS_SECTIONS }) section: SettingsSection;
  @ApiProperty({ example: 'PAN' }) item: string;
}

export class SectionVersionsDto implements Record<SettingsSection, number> {
  identity: number;
  contacts: number;
  social: number;
  payments: number;
  home: number;
  site: number;
}
for (const section of SETTINGS_SECTIONS) ApiProperty({ type: 'integer', minimum: 0 })(SectionVersionsDto.prototype, section);

export class SiteSettingsDto implements SiteSettings {
  @ApiProperty({ type: IdentityDto }) identity: IdentityDto;
  @ApiProperty({ type: ContactsDto }) contacts: ContactsDto;
  @ApiProperty({ type: SocialDto }) social: SocialDto;
  @ApiProperty({ type: PaymentsDto }) payments: PaymentsDto;
  @ApiProperty({ type: HomeDto }) home: HomeDto;
  @ApiProperty({ type: SiteAddressDto }) site: SiteAddressDto;
  @ApiProperty({ type: [ChecklistItemDto], description: 'The "Before going live" checklist: what is still unset' }) missing: ChecklistItemDto[];
  @ApiProperty({ type: String, nullable: true, description: 'When an admin last saved a section (ISO); null while the first-start defaults stand' })
  updatedAt: string | null;
  @ApiProperty({ type: SectionVersionsDto, description: "Each section's save count: a section's PUT sends its own as `version`" })
  versions: SectionVersionsDto;
}

class BankDetailsDto {
  @ApiProperty() accountName: string;
  @ApiProperty() accountNumber: string;
  @ApiProperty({ example: 'SBIN0001234' }) ifsc: string;
  @ApiProperty() bankName: string;
  @ApiProperty() branch: string;
}

class UpiDetailsDto {
  @ApiProperty({ example: 'society@sbi' }) id: string;
  @ApiProperty() payeeName: string;
  @ApiProperty({ description: 'data: URL of an SVG QR code for upi://pay?pa=…&pn=…&cu=INR' }) qrDataUrl: string;
}

export class PaymentDetailsDto implements PaymentDetails {
  @ApiProperty({ type: BankDetailsDto }) bank: BankDetailsDto;
  @ApiProperty({ type: UpiDetailsDto }) upi: UpiDetailsDto;
  @ApiProperty() chequePayee: string;
  @ApiProperty({ description: "'' when the society has none" }) csrEmail: string;
  @ApiProperty({ description: 'Always false (kept for older pages: there are no example values any more)' }) isExample: boolean;
}

export class DataRequestPeriodDto {
  @ApiProperty({ description: 'Days within which the society answers a data-rights request or grievance (DATA_REQUEST_RESPONSE_DAYS, at most 90)' })
  responseDays: number;
}

export class PublicSiteSettingsDto implements PublicSiteSettings {
  @ApiProperty({ type: PublicIdentityDto }) identity: PublicIdentityDto;
  @ApiProperty({ type: ContactsDto }) contacts: ContactsDto;
  @ApiProperty({ type: SocialDto }) social: SocialDto;
  @ApiProperty({ type: PaymentDetailsDto, nullable: true, description: 'null until the admin has set every bank, UPI and cheque detail' })
  payments: PaymentDetailsDto | null;
  @ApiProperty({ type: HomeDto }) home: HomeDto;
  @ApiProperty({ type: SiteAddressDto }) site: SiteAddressDto;
  @ApiProperty({ type: DataRequestPeriodDto }) dataRequests: DataRequestPeriodDto;
  @ApiPropertyOptional({ description: 'Changes with every save (also the ETag)' }) version: string;
}

export function mapPicture(picture: StoredPicture): SitePictureDto {
  return { url: publicUploadUrl(picture.path), alt: picture.alt, srcSet: publicSrcSet(picture.variants) };
}

const mapOptionalPicture = (picture: StoredPicture | null) => (picture ? mapPicture(picture) : null);

function mapHome(home: StoredSections['home']): HomeDto {
  return {
    statistics: home.statistics.map(({ value, label, labelHi, live }) => ({ value, label, ...hindiFields({ labelHi }), ...(live ? { live } : {}) })),
    hero: mapOptionalPicture(home.hero),
    carousel: home.carousel.map(mapPicture),
    campaignCovers: Object.fromEntries(Object.entries(home.campaignCovers).map(([slug, picture]) => [slug, mapPicture(picture)])),
  };
}

function mapContacts(c: ContactSettings): ContactsDto {
  return {
    email: c.email,
    phoneDisplay: c.phoneDisplay,
    phoneDial: c.phoneDial,
    chatNumber: c.chatNumber,
    addressLines: [...c.addressLines],
    ...hindiFields({ addressLinesHi: c.addressLinesHi?.filter((line) => line.trim() !== '') }),
    mapUrl: c.mapUrl,
    mapEmbedUrl: c.mapEmbedUrl,
    grievanceName: c.grievanceName,
    grievanceEmail: c.grievanceEmail,
  };
}

function mapSocial(s: SocialSettings): SocialDto {
  return {
    links: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, s.links[network] ?? ''])) as unknown as SocialLinksDto,
    facebookPageUrl: s.facebookPageUrl,
    instagramUsername: s.instagramUsername,
  };
}

/** The identity's Hindi texts that are set (settings saved before they existed have none). */
const identityHindi = (i: StoredSections['identity']) => hindiFields({ nameHi: i.nameHi, shortNameHi: i.shortNameHi, taglineHi: i.taglineHi });

const mapSite = (s: SiteAddressSettings): SiteAddressDto => ({ publicOrigin: s.publicOrigin, footerCredit: s.footerCredit, footerCreditUrl: s.footerCreditUrl });

export function mapSiteSettings(sections: StoredSections, missing: ChecklistItem[], savedAt: Date | null, versions: SectionVersions): SiteSettingsDto {
  const { identity: i, payments: p } = sections;
  return {
    identity: {
      name: i.name,
      shortName: i.shortName,
      tagline: i.tagline,
      logo: mapOptionalPicture(i.logo),
      ...identityHindi(i),
      registrationNumber: i.registrationNumber,
      pan: i.pan,
      registration12A: i.registration12A,
      registration12ADate: i.registration12ADate,
      registration80G: i.registration80G,
      registration80GDate: i.registration80GDate,
      registration80GValidUntil: i.registration80GValidUntil,
      registration10BD: i.registration10BD,
      registration10BDDate: i.registration10BDDate,
    },
    contacts: mapContacts(sections.contacts),
    social: mapSocial(sections.social),
    payments: {
      accountName: p.accountName,
      accountNumber: p.accountNumber,
      ifsc: p.ifsc,
      bankName: p.bankName,
      branch: p.branch,
      upiId: p.upiId,
      upiPayeeName: p.upiPayeeName,
      chequePayee: p.chequePayee,
      csrEmail: p.csrEmail,
    },
    home: mapHome(sections.home),
    site: mapSite(sections.site),
    missing: missing.map(({ section, item }) => ({ section, item })),
    updatedAt: savedAt ? savedAt.toISOString() : null,
    versions: Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, versions[section] ?? 0])) as Record<SettingsSection, number>,
  };
}

/**
 * What every visitor may read: no registration numbers, PAN or dates (those are printed on receipts only).
 * The bank and UPI details are public by nature (the Donate page shows them), and only once complete.
 */
export function mapPublicSiteSettings(sections: StoredSections, payments: PaymentDetailsDto | null, responseDays: number, version: string): PublicSiteSettingsDto {
  const { identity: i } = sections;
  return {
    identity: { name: i.name, shortName: i.shortName, tagline: i.tagline, logo: mapOptionalPicture(i.logo), ...identityHindi(i) },
    contacts: mapContacts(sections.contacts),
    social: mapSocial(sections.social),
    payments,
    home: mapHome(sections.home),
    site: mapSite(sections.site),
    dataRequests: { responseDays },
    version,
  };
}
