import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MessageDto } from '../../dtos/message.dto';
import { PublicationDto } from '../../dtos/publication.dto';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { FileUploadBody, type UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { CreatePublicationDto, UpdatePublicationDto } from './dtos/publication.dto';
import { PUBLICATION_MESSAGES, PublicationsService } from './publications.service';
import { SITE_IMAGES } from './site-images';

@ApiTags('admin: publications')
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
  @FileUploadBody({ ...SITE_IMAGES.publicationCover, fields: CreatePublicationDto, fileRequired: true })
  @ApiCreatedResponse({ type: PublicationDto })
  add(@CurrentActor() actor: Actor, @Body() body: CreatePublicationDto, @UploadedFile() cover?: UploadedFileData): Promise<PublicationDto> {
    return this.publications.add(actor, body, cover);
  }

  @Put(':id')
  @ApiOkResponse({ type: PublicationDto, description: 'JSON edit of the fields, Hindi included (the cover stays)' })
  @ApiNotFoundResponse({ description: PUBLICATION_MESSAGES.notFound })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdatePublicationDto): Promise<PublicationDto> {
    return this.publications.update(actor, id, body);
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageDto, description: 'Also deletes the stored cover' })
  async remove(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.publications.remove(actor, id);
    return { message: PUBLICATION_MESSAGES.deleted };
  }
}
