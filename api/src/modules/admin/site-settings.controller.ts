import { Body, Controller, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CAMPAIGN_SLUGS, SETTINGS_MESSAGES } from '@society/contracts';
import { SiteSettingsDto } from '../../dtos/site-settings-responses.dto';
import { FileUploadBody, type UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import {
  AddSitePictureDto,
  ContactSettingsDto,
  HomeSettingsDto,
  IdentitySettingsDto,
  PaymentSettingsDto,
  SiteAddressSettingsDto,
  SocialSettingsDto,
} from './dtos/site-settings-input.dto';
import { SITE_IMAGES } from './site-images';
import { SiteSettingsEditor } from './site-settings-editor.service';

const SAVED = 'The whole settings as saved, with the checklist of what is still unset';
const PICTURE = 'Multipart with the file `picture` (and `alt`), or JSON {galleryId, alt} to use a copy of a gallery picture';

/** The Site tab: the society's own settings, one section per save; the public read is GET /api/public/settings. */
@ApiTags('admin: site settings')
@Roles('admin')
@Controller('admin/settings')
export class SiteSettingsController {
  constructor(private readonly editor: SiteSettingsEditor) {}

  @Get()
  @ApiOkResponse({ type: SiteSettingsDto, description: 'Everything the Site tab shows, with `missing`: the "Before going live" checklist' })
  get(): Promise<SiteSettingsDto> {
    return this.editor.view();
  }

  @Put('identity')
  @ApiConflictResponse({ description: SETTINGS_MESSAGES.sectionChanged })
  @ApiOkResponse({ type: SiteSettingsDto, description: SAVED })
  identity(@CurrentActor() actor: Actor, @Body() body: IdentitySettingsDto): Promise<SiteSettingsDto> {
    return this.editor.updateIdentity(actor, body);
  }

  @Put('contacts')
  @ApiConflictResponse({ description: SETTINGS_MESSAGES.sectionChanged })
  @ApiOkResponse({ type: SiteSettingsDto, description: SAVED })
  contacts(@CurrentActor() actor: Actor, @Body() body: ContactSettingsDto): Promise<SiteSettingsDto> {
    return this.editor.updateContacts(actor, body);
  }

  @Put('social')
  @ApiConflictResponse({ description: SETTINGS_MESSAGES.sectionChanged })
  @ApiOkResponse({ type: SiteSettingsDto, description: SAVED })
  social(@CurrentActor() actor: Actor, @Body() body: SocialSettingsDto): Promise<SiteSettingsDto> {
    return this.editor.updateSocial(actor, body);
  }

  @Put('payments')
  @ApiConflictResponse({ description: SETTINGS_MESSAGES.sectionChanged })
  @ApiOkResponse({ type: SiteSettingsDto, description: `${SAVED}. Donations open once every bank, UPI and cheque detail is set.` })
  payments(@CurrentActor() actor: Actor, @Body() body: PaymentSettingsDto): Promise<SiteSettingsDto> {
    return this.editor.updatePayments(actor, body);
  }

  @Put('home')
  @ApiConflictResponse({ description: SETTINGS_MESSAGES.sectionChanged })
  @ApiOkResponse({ type: SiteSettingsDto, description: SAVED })
  home(@CurrentActor() actor: Actor, @Body() body: HomeSettingsDto): Promise<SiteSettingsDto> {
    return this.editor.updateHome(actor, body);
  }

  @Put('site')
  @ApiConflictResponse({ description: SETTINGS_MESSAGES.sectionChanged })
  @ApiOkResponse({ type: SiteSettingsDto, description: SAVED })
  site(@CurrentActor() actor: Actor, @Body() body: SiteAddressSettingsDto): Promise<SiteSettingsDto> {
    return this.editor.updateSite(actor, body);
  }

  @Post('logo')
  @ApiNotFoundResponse({ description: SETTINGS_MESSAGES.galleryPictureNotFound })
  @FileUploadBody({ ...SITE_IMAGES.siteLogo, fields: AddSitePictureDto, fileRequired: false, orField: 'galleryId', acceptsJson: true })
  @ApiCreatedResponse({ type: SiteSettingsDto, description: `Replaces the logo. ${PICTURE}` })
  logo(@CurrentActor() actor: Actor, @Body() body: AddSitePictureDto, @UploadedFile() picture?: UploadedFileData): Promise<SiteSettingsDto> {
    return this.editor.addPicture(actor, { kind: 'logo' }, body, picture);
  }

  @Post('hero')
  @ApiNotFoundResponse({ description: SETTINGS_MESSAGES.galleryPictureNotFound })
  @FileUploadBody({ ...SITE_IMAGES.sitePicture, fields: AddSitePictureDto, fileRequired: false, orField: 'galleryId', acceptsJson: true })
  @ApiCreatedResponse({ type: SiteSettingsDto, description: `Replaces the home page's hero picture. ${PICTURE}` })
  hero(@CurrentActor() actor: Actor, @Body() body: AddSitePictureDto, @UploadedFile() picture?: UploadedFileData): Promise<SiteSettingsDto> {
    return this.editor.addPicture(actor, { kind: 'hero' }, body, picture);
  }

  @Post('carousel')
  @ApiNotFoundResponse({ description: SETTINGS_MESSAGES.galleryPictureNotFound })
  @FileUploadBody({ ...SITE_IMAGES.sitePicture, fields: AddSitePictureDto, fileRequired: false, orField: 'galleryId', acceptsJson: true })
  @ApiCreatedResponse({ type: SiteSettingsDto, description: `Adds a picture at the end of the home page's carousel. ${PICTURE}` })
  carousel(@CurrentActor() actor: Actor, @Body() body: AddSitePictureDto, @UploadedFile() picture?: UploadedFileData): Promise<SiteSettingsDto> {
    return this.editor.addPicture(actor, { kind: 'carousel' }, body, picture);
  }

  @Post('campaign-covers/:slug')
  @ApiNotFoundResponse({ description: SETTINGS_MESSAGES.galleryPictureNotFound })
  @ApiParam({ name: 'slug', enum: CAMPAIGN_SLUGS })
  @FileUploadBody({ ...SITE_IMAGES.sitePicture, fields: AddSitePictureDto, fileRequired: false, orField: 'galleryId', acceptsJson: true })
  @ApiCreatedResponse({ type: SiteSettingsDto, description: `Replaces the campaign's cover picture. ${PICTURE}` })
  cover(@CurrentActor() actor: Actor, @Param('slug') slug: string, @Body() body: AddSitePictureDto, @UploadedFile() picture?: UploadedFileData): Promise<SiteSettingsDto> {
    return this.editor.addPicture(actor, this.editor.coverSlot(slug), body, picture);
  }
}
