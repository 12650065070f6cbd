import { Body, Controller, Delete, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { GalleryItemDto } from '../../dtos/gallery-item.dto';
import { MessageDto } from '../../dtos/message.dto';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { SingleFileUpload, type UploadedFileData } from '../../middleware/single-file-upload';
import { Roles } from '../../security/auth.decorators';
import { CreateGalleryItemDto, GALLERY_MULTIPART_SCHEMA } from './dtos/gallery.dto';
import { GALLERY_MESSAGES, GalleryService } from './gallery.service';
import { SITE_IMAGES } from './site-images';

/** Gallery writes; the public list is GET /api/admin/gallery in the public module. */
@ApiTags('admin: gallery')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Post('addImage')
  @UseInterceptors(SingleFileUpload(SITE_IMAGES.galleryImage))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: GALLERY_MULTIPART_SCHEMA })
  @ApiCreatedResponse({ type: GalleryItemDto, description: 'imageUrl is a WebP web copy (at most 1600 px), never the original' })
  @ApiPayloadTooLargeResponse({ description: SITE_IMAGES.galleryImage.tooLargeMessage })
  @ApiUnsupportedMediaTypeResponse({ description: SITE_IMAGES.galleryImage.badTypeMessage })
  add(@Body() body: CreateGalleryItemDto, @UploadedFile() photo?: UploadedFileData): Promise<GalleryItemDto> {
    return this.gallery.add(body, photo);
  }

  @Delete('image/:id')
  @ApiOkResponse({ type: MessageDto, description: 'Also deletes the stored image' })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.gallery.remove(id);
    return { message: GALLERY_MESSAGES.deleted };
  }
}
