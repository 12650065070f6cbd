import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../security/auth.decorators';
import { GalleryItemDto } from '../../dtos/gallery-item.dto';
import { PublicationDto } from '../../dtos/publication.dto';
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
  @ApiOkResponse({ type: [GalleryItemDto], description: 'Newest first' })
  listGallery(): Promise<GalleryItemDto[]> {
    return this.content.listGallery();
  }

  @Get('admin/coreteam')
  @ApiOkResponse({ type: [CoreTeamPublicMemberDto], description: 'By display order, then name; public fields only' })
  listCoreTeam(): Promise<CoreTeamPublicMemberDto[]> {
    return this.content.listCoreTeam();
  }
}
