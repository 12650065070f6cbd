import { applyDecorators } from '@nestjs/common';
import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsMongoId, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  CAMPAIGN_SLUGS,
  CHAT_NUMBER_PATTERN,
  HOME_LIVE_FIGURES,
  IFSC_PATTERN,
  INSTAGRAM_USERNAME_PATTERN,
  LIMITS,
  PHONE_DIAL_PATTERN,
  SETTINGS_LIMITS,
  UPI_ID_PATTERN,
  type CampaignSlug,
  type HomeLiveFigure,
  type SocialNetwork,
} from '@society/contracts';
import {
  OptionalChoice,
  OptionalDay,
  OptionalEmail,
  OptionalHttpsUrl,
  OptionalOrigin,
  OptionalPan,
  OptionalPattern,
  OptionalPhone,
  OptionalText,
  RequiredText,
  trim,
} from '../../../validation/field-rules';

// The bodies of PUT /api/admin/settings/<section>. Like every PUT of this API, a body changes only the
// fields it sends; '' (or null) clears a text. Lists (address lines, statistics, carousel) and the covers
// are sent whole. Pictures are named by the url the API gave them: a section keeps, reorders, re-labels
// or drops the pictures it has; new ones come through the picture routes (site-settings.controller.ts).

/** `version` of a section's body: the save count its form was filled from (SiteSettings.versions). */
function SectionVersion(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 0, description: "The section's save count the form was filled from (`versions` of GET /api/admin/settings): a save after another admin's is refused with 409. Left out, the fields sent are saved over whatever is stored." }),
    IsOptional(),
    IsInt({ message: 'version must be a whole number' }),
    Min(0, { message: 'version must be a whole number' }),
  );
}

/** A picture the section already has, by its url, with its (new) alt text. */
export class SitePictureRefDto {
  @ApiProperty({ description: 'The url GET /api/admin/settings gave this picture' })
  @RequiredText('url', LIMITS.urlMax)
  url: string;

  @ApiPropertyOptional({ description: 'What the picture shows' })
  @OptionalText('alt', SETTINGS_LIMITS.altMax)
  alt?: string;

  // The srcSet the API answers with: accepted and ignored.
  @ApiHideProperty() @Allow() srcSet?: unknown;
}

/** Optional nested object checked by its own DTO; null clears it where `nullable` (elsewhere null is "not sent"). */
function NestedObject(field: string, type: () => new () => object, { nullable = false } = {}): PropertyDecorator {
  return (target, key) => {
    // Listed bottom-up: class-validator runs them in reverse, the pipe reports them in this file's order.
    const message = nullable ? `${field} must be an object or null` : `${field} must be an object`;
    IsObject({ message })(target, key);
    // Its own refusal of a non-object comes first in the answer: it says the same.
    ValidateNested({ message })(target, key);
    IsOptional()(target, key);
    Type(type)(target, key);
  };
}

export class IdentitySettingsDto {
  @SectionVersion() version?: number;
  @ApiPropertyOptional({ description: 'Registered name' }) @OptionalText('name') name?: string;
  @ApiPropertyOptional() @OptionalText('shortName', SETTINGS_LIMITS.shortNameMax) shortName?: string;
  @ApiPropertyOptional() @OptionalText('tagline', SETTINGS_LIMITS.taglineMax) tagline?: string;
  // The same in Hindi (issue 32): optional; '' shows the English on Hindi pages.
  @ApiPropertyOptional({ description: "The registered name in Hindi; '' = Hindi pages show name" }) @OptionalText('nameHi') nameHi?: string;
  @ApiPropertyOptional({ description: "The short name in Hindi; '' = Hindi pages show shortName" }) @OptionalText('shortNameHi', SETTINGS_LIMITS.shortNameMax) shortNameHi?: string;
  @ApiPropertyOptional({ description: "The tagline in Hindi; '' = Hindi pages show tagline" }) @OptionalText('taglineHi', SETTINGS_LIMITS.taglineMax) taglineHi?: string;

  @ApiPropertyOptional({ type: SitePictureRefDto, nullable: true, description: 'The current logo (to change its alt text), or null to remove it' })
  @NestedObject('logo', () => SitePictureRefDto, { nullable: true })
  logo?: SitePictureRefDto | null;

  @ApiPropertyOptional() @OptionalText('registrationNumber', SETTINGS_LIMITS.registrationMax) registrationNumber?: string;
  @ApiPropertyOptional({ example: 'AAATS1234Q' }) @OptionalPan('pan') pan?: string;
  @ApiPropertyOptional() @OptionalText('registration12A', SETTINGS_LIMITS.registrationMax) registration12A?: string;
  @ApiPropertyOptional({ example: '2021-09-24' }) @OptionalDay('registration12ADate') registration12ADate?: string;
  @ApiPropertyOptional() @OptionalText('registration80G', SETTINGS_LIMITS.registrationMax) registration80G?: string;
  @ApiPropertyOptional({ example: '2021-09-24' }) @OptionalDay('registration80GDate') registration80GDate?: string;
  @ApiPropertyOptional({ example: '2026-03-31' }) @OptionalDay('registration80GValidUntil') registration80GValidUntil?: string;
  @ApiPropertyOptional() @OptionalText('registration10BD', SETTINGS_LIMITS.registrationMax) registration10BD?: string;
  @ApiPropertyOptional({ example: '2021-09-24' }) @OptionalDay('registration10BDDate') registration10BDDate?: string;
}

/** Address lines: trimmed, blank lines dropped. */
const addressLines = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((line) => (typeof line === 'string' ? line.trim() : line)).filter((line) => line !== '') : value;

export class ContactSettingsDto {
  @SectionVersion() version?: number;
  @ApiPropertyOptional() @OptionalEmail('email') email?: string;
  @ApiPropertyOptional({ example: '+91 98765 43210' }) @OptionalPhone('phoneDisplay') phoneDisplay?: string;

  @ApiPropertyOptional({ example: '+919876543210' })
  @OptionalPattern('phoneDial', PHONE_DIAL_PATTERN, 'phoneDial must be + and the number with its country code, digits only (for example +919876543210)', (text) => text.replace(/[\s-]/g, ''))
  phoneDial?: string;

  @ApiPropertyOptional({ example: '919876543210' })
  @OptionalPattern('chatNumber', CHAT_NUMBER_PATTERN, 'chatNumber must be the WhatsApp number with its country code, digits only (for example 919876543210)', (text) => text.replace(/[\s+-]/g, ''))
  chatNumber?: string;

  @ApiPropertyOptional({ type: [String], description: 'One entry per line of the postal address' })
  @Transform(addressLines)
  @IsOptional()
  @IsArray({ message: 'addressLines must be a list of lines' })
  @ArrayMaxSize(SETTINGS_LIMITS.addressLinesMax, { message: `addressLines may hold at most ${SETTINGS_LIMITS.addressLinesMax} lines` })
  @IsString({ each: true, message: 'each line of addressLines must be text' })
  @MaxLength(SETTINGS_LIMITS.addressLineMax, { each: true, message: `each line of addressLines must be at most ${SETTINGS_LIMITS.addressLineMax} characters` })
  addressLines?: string[];

  @ApiPropertyOptional({ type: [String], description: 'The postal address in Hindi, one entry per line; empty = Hindi pages show addressLines' })
  @Transform(addressLines)
  @IsOptional()
  @IsArray({ message: 'addressLinesHi must be a list of lines' })
  @ArrayMaxSize(SETTINGS_LIMITS.addressLinesMax, { message: `addressLinesHi may hold at most ${SETTINGS_LIMITS.addressLinesMax} lines` })
  @IsString({ each: true, message: 'each line of addressLinesHi must be text' })
  @MaxLength(SETTINGS_LIMITS.addressLineMax, { each: true, message: `each line of addressLinesHi must be at most ${SETTINGS_LIMITS.addressLineMax} characters` })
  addressLinesHi?: string[];

  @ApiPropertyOptional({ description: 'https:// link to the office on a map' }) @OptionalHttpsUrl('mapUrl') mapUrl?: string;
  @ApiPropertyOptional({ description: "Google Maps → Share → Embed a map → the iframe's src (https://)" }) @OptionalHttpsUrl('mapEmbedUrl') mapEmbedUrl?: string;
  @ApiPropertyOptional() @OptionalText('grievanceName', LIMITS.nameMax) grievanceName?: string;
  @ApiPropertyOptional() @OptionalEmail('grievanceEmail') grievanceEmail?: string;
}

export class SocialLinksInputDto implements Partial<Record<SocialNetwork, string>> {
  @ApiPropertyOptional() @OptionalHttpsUrl('links.instagram') instagram?: string;
  @ApiPropertyOptional() @OptionalHttpsUrl('links.facebook') facebook?: string;
  @ApiPropertyOptional() @OptionalHttpsUrl('links.youtube') youtube?: string;
  @ApiPropertyOptional() @OptionalHttpsUrl('links.x') x?: string;
  @ApiPropertyOptional() @OptionalHttpsUrl('links.linkedin') linkedin?: string;
}

export class SocialSettingsDto {
  @SectionVersion() version?: number;
  @ApiPropertyOptional({ type: SocialLinksInputDto, description: "Each network's page (https://); '' hides the network" })
  @NestedObject('links', () => SocialLinksInputDto)
  links?: SocialLinksInputDto;

  @ApiPropertyOptional({ description: 'The Facebook page the home page embeds' }) @OptionalHttpsUrl('facebookPageUrl') facebookPageUrl?: string;

  @ApiPropertyOptional({ description: 'The Instagram account the home page embeds, without the @' })
  @OptionalPattern('instagramUsername', INSTAGRAM_USERNAME_PATTERN, 'instagramUsername must be an Instagram user name: up to 30 letters, digits, dots or underscores', (text) => text.replace(/^@/, ''))
  instagramUsername?: string;
}

export class PaymentSettingsDto {
  @SectionVersion() version?: number;
  @ApiPropertyOptional() @OptionalText('accountName', LIMITS.nameMax) accountName?: string;

  @ApiPropertyOptional({ example: '123456789012' })
  @OptionalPattern('accountNumber', BANK_ACCOUNT_NUMBER_PATTERN, 'accountNumber must be 9 to 18 digits', (text) => text.replace(/\s/g, ''))
  accountNumber?: string;

  @ApiPropertyOptional({ example: 'SBIN0001234' })
  @OptionalPattern('ifsc', IFSC_PATTERN, 'ifsc must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)', (text) => text.toUpperCase())
  ifsc?: string;

  @ApiPropertyOptional() @OptionalText('bankName', LIMITS.nameMax) bankName?: string;
  @ApiPropertyOptional() @OptionalText('branch', LIMITS.nameMax) branch?: string;

  @ApiPropertyOptional({ example: 'society@sbi' })
  @OptionalPattern('upiId', UPI_ID_PATTERN, 'upiId must look like name@handle (for example society@sbi)')
  upiId?: string;

  @ApiPropertyOptional() @OptionalText('upiPayeeName', LIMITS.nameMax) upiPayeeName?: string;
  @ApiPropertyOptional({ description: 'Who cheques are made out to' }) @OptionalText('chequePayee', LIMITS.nameMax) chequePayee?: string;
  @ApiPropertyOptional({ description: 'Contact for CSR partnerships' }) @OptionalEmail('csrEmail') csrEmail?: string;
}

export class HomeStatisticDto {
  @ApiProperty({ example: '34+' }) @RequiredText('value', SETTINGS_LIMITS.statisticValueMax) value: string;
  @ApiProperty({ example: 'Children Sponsored' }) @RequiredText('label', SETTINGS_LIMITS.statisticLabelMax) label: string;
  @ApiPropertyOptional({ example: 'प्रायोजित बच्चे', description: "The label in Hindi; '' = Hindi pages show label" })
  @OptionalText('labelHi', SETTINGS_LIMITS.statisticLabelMax)
  labelHi?: string;
  @ApiPropertyOptional({ enum: [...HOME_LIVE_FIGURES, ''], description: "Read live from the class register (value stays the fallback, shown under 10 children); '' = the typed value" })
  @OptionalChoice('live', HOME_LIVE_FIGURES)
  live?: HomeLiveFigure | '';
}

export class CampaignCoversDto implements Partial<Record<CampaignSlug, SitePictureRefDto>> {}
// One optional cover per campaign slug of the contracts.
for (const slug of CAMPAIGN_SLUGS) {
  ApiPropertyOptional({ type: SitePictureRefDto })(CampaignCoversDto.prototype, slug);
  NestedObject(slug, () => SitePictureRefDto)(CampaignCoversDto.prototype, slug);
}

export class HomeSettingsDto {
  @SectionVersion() version?: number;
  @ApiPropertyOptional({ type: [HomeStatisticDto], description: `The home page's ${SETTINGS_LIMITS.statistics} figures, in order` })
  @IsOptional()
  @IsArray({ message: 'statistics must be a list' })
  @ArrayMinSize(SETTINGS_LIMITS.statistics, { message: `statistics must hold exactly ${SETTINGS_LIMITS.statistics} figures` })
  @ArrayMaxSize(SETTINGS_LIMITS.statistics, { message: `statistics must hold exactly ${SETTINGS_LIMITS.statistics} figures` })
  @ValidateNested({ each: true })
  @Type(() => HomeStatisticDto)
  statistics?: HomeStatisticDto[];

  @ApiPropertyOptional({ type: SitePictureRefDto, nullable: true, description: 'The current hero picture (to change its alt text), or null to remove it' })
  @NestedObject('hero', () => SitePictureRefDto, { nullable: true })
  hero?: SitePictureRefDto | null;

  @ApiPropertyOptional({ type: [SitePictureRefDto], description: 'The carousel pictures to keep, in order; one left out is deleted' })
  @IsOptional()
  @IsArray({ message: 'carousel must be a list' })
  @ArrayMaxSize(SETTINGS_LIMITS.carouselMax, { message: `carousel may hold at most ${SETTINGS_LIMITS.carouselMax} pictures` })
  @ValidateNested({ each: true })
  @Type(() => SitePictureRefDto)
  carousel?: SitePictureRefDto[];

  @ApiPropertyOptional({ type: CampaignCoversDto, description: 'The covers to keep (campaign slug → picture); one left out is deleted' })
  @NestedObject('campaignCovers', () => CampaignCoversDto)
  campaignCovers?: CampaignCoversDto;
}

export class SiteAddressSettingsDto {
  @SectionVersion() version?: number;
  @ApiPropertyOptional({ example: 'https://www.example.org' }) @OptionalOrigin('publicOrigin') publicOrigin?: string;
  @ApiPropertyOptional({ description: "The footer's credit line" }) @OptionalText('footerCredit', SETTINGS_LIMITS.footerCreditMax) footerCredit?: string;
  @ApiPropertyOptional({ description: "The credit's link (https://); '' = no link" }) @OptionalHttpsUrl('footerCreditUrl') footerCreditUrl?: string;
}

/** The fields of a picture upload (the file is `picture`), or the JSON that picks a gallery picture instead. */
export class AddSitePictureDto {
  @ApiPropertyOptional({ description: 'What the picture shows' })
  @OptionalText('alt', SETTINGS_LIMITS.altMax)
  alt?: string;

  @ApiPropertyOptional({ description: 'A gallery picture to use instead of an upload (its copies are taken over)' })
  @Transform(trim)
  @IsOptional()
  @IsMongoId({ message: 'galleryId must be the id of a gallery picture' })
  galleryId?: string;
}
