import { Body, Controller, Delete, Get, Param, Post, Put, Query, UploadedFile } from '@nestjs/common';
import type { AdminGalleryItem, StudentNameMatch } from '@society/contracts';
import { PhotoConsents } from '../../consent/photo-consents';
import { QueryRules } from '../../openapi/request-schema';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { GalleryItemDto } from '../../dtos/gallery-item.dto';
import { MessageDto } from '../../dtos/message.dto';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { FileUploadBody, type UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { CreateGalleryItemDto, StudentNameSearchDto, UpdateGalleryItemDto } from './dtos/gallery.dto';
import { GALLERY_MESSAGES, GalleryService } from './gallery.service';
import { SITE_IMAGES } from './site-images';

/** Gallery writes; the public list is GET /api/admin/gallery in the public module. */
@ApiTags('admin: gallery')
@Roles('admin')
@Controller('admin')
export class GalleryController {
  constructor(
    private readonly gallery: GalleryService,
    private readonly photos: PhotoConsents,
  ) {}

  @Get('gallery-items')
  @ApiOkResponse({ description: 'Every item, drafts too, newest first, with published, showsChildren and the children it shows (AdminGalleryItem[])' })
  listForAdmin(): Promise<AdminGalleryItem[]> {
    return this.gallery.listForAdmin();
  }

  // The children a gallery photo may name: the admin reads their names and photo consent, nothing else.
  @Get('students/search')
  @QueryRules(StudentNameSearchDto)
  @ApiOkResponse({ description: 'Up to 20 children whose record matches, by name, with their photo consent (StudentNameMatch[])' })
  searchStudents(@Query() query: StudentNameSearchDto): Promise<StudentNameMatch[]> {
    return this.photos.search(query.name);
  }

  @Post('addImage')
  @FileUploadBody({ ...SITE_IMAGES.galleryImage, fields: CreateGalleryItemDto, fileRequired: true })
  @ApiCreatedResponse({ type: GalleryItemDto, description: "imageUrl is a WebP web copy (at most 1600 px), never the original. A photo showing children is refused as published unless each child's guardian gave the photo consent" })
  add(@CurrentActor() actor: Actor, @Body() body: CreateGalleryItemDto, @UploadedFile() photo?: UploadedFileData): Promise<GalleryItemDto> {
    return this.gallery.add(actor, body, photo);
  }

  // Beside the public list (GET /api/admin/gallery, public module): the item's own address.
  @Put('gallery/:id')
  @ApiOkResponse({ type: GalleryItemDto, description: 'JSON edit of the texts, Hindi included (the photo stays)' })
  @ApiNotFoundResponse({ description: GALLERY_MESSAGES.notFound })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateGalleryItemDto): Promise<GalleryItemDto> {
    return this.gallery.update(actor, id, body);
  }

  @Delete('image/:id')
  @ApiOkResponse({ type: MessageDto, description: 'Also deletes the stored image' })
  async remove(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.gallery.remove(actor, id);
    return { message: GALLERY_MESSAGES.deleted };
  }
}
