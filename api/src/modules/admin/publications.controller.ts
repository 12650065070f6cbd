import { Body, Controller, Delete, Get, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
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
import { MessageDto } from '../../dtos/message.dto';
import { PublicationDto } from '../../dtos/publication.dto';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { SingleFileUpload, type UploadedFileData } from '../../middleware/single-file-upload';
import { Roles } from '../../security/auth.decorators';
import { CreatePublicationDto, PUBLICATION_MULTIPART_SCHEMA } from './dtos/publication.dto';
import { PUBLICATION_MESSAGES, PublicationsService } from './publications.service';
import { SITE_IMAGES } from './site-images';

@ApiTags('admin: publications')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/publications')
export class PublicationsController {
  constructor(private readonly publications: PublicationsService) {}

  @Get()
  @ApiOkResponse({ type: [PublicationDto], description: 'Newest publishDate first (the public list is GET /api/public/publications)' })
  list(): Promise<PublicationDto[]> {
    return this.publications.list();
  }

  @Post()
  @UseInterceptors(SingleFileUpload(SITE_IMAGES.publicationCover))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: PUBLICATION_MULTIPART_SCHEMA })
  @ApiCreatedResponse({ type: PublicationDto })
  @ApiPayloadTooLargeResponse({ description: SITE_IMAGES.publicationCover.tooLargeMessage })
  @ApiUnsupportedMediaTypeResponse({ description: SITE_IMAGES.publicationCover.badTypeMessage })
  add(@Body() body: CreatePublicationDto, @UploadedFile() cover?: UploadedFileData): Promise<PublicationDto> {
    return this.publications.add(body, cover);
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageDto, description: 'Also deletes the stored cover' })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.publications.remove(id);
    return { message: PUBLICATION_MESSAGES.deleted };
  }
}
