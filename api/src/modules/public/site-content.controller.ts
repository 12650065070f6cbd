import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../security/auth.decorators';
import { GalleryItemDto, GalleryItemPageDto, GalleryPageQueryDto } from '../../dtos/gallery-item.dto';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { PublicationDto } from '../../dtos/publication.dto';
import { QueryRules } from '../../openapi/request-schema';
import { CoreTeamPublicMemberDto } from './dtos/site-content.dto';
import { SiteContentService } from './site-content.service';

/**
 * Public reads. The gallery and core-team lists sit under admin/ because the fronts call them there
 * (SPEC §7); they are public on purpose and show only public fields. The admin writes live in the admin module.
 */
@ApiTags('public')
@Public()
@Controller()
export class SiteContentController {
  constructor(private readonly content: SiteContentService) {}

  @Get('public/publications')
  @ApiOkResponse({ type: [PublicationDto], description: 'Newest publishDate first' })
  listPublications(): Promise<PublicationDto[]> {
    return this.content.listPublications();
  }

  @Get('admin/gallery')
  @ApiListOrPage(GalleryItemDto, GalleryItemPageDto, 'Newest first')
  @QueryRules(GalleryPageQueryDto)
  listGallery(@Query() query: GalleryPageQueryDto): Promise<GalleryItemDto[] | GalleryItemPageDto> {
    return this.content.listGallery(query);
  }

  @Get('admin/coreteam')
  @ApiOkResponse({ type: [CoreTeamPublicMemberDto], description: 'By display order, then name; public fields only' })
  listCoreTeam(): Promise<CoreTeamPublicMemberDto[]> {
    return this.content.listCoreTeam();
  }
}
