import { Injectable } from '@nestjs/common';
import { GALLERY_PAGE_SIZE } from '@society/contracts';
import { CoreTeamMemberRepository } from '../../database/repositories/core-team-member.repository';
import { GalleryItemRepository } from '../../database/repositories/gallery-item.repository';
import { PublicationRepository } from '../../database/repositories/publication.repository';
import { mapGalleryItem, type GalleryItemDto, type GalleryItemPageDto, type GalleryPageQueryDto } from '../../dtos/gallery-item.dto';
import { isPageRequest, pageWindow } from '../../dtos/page-query.dto';
import { mapPublication, type PublicationDto } from '../../dtos/publication.dto';
import { mapCoreTeamPublicMember, type CoreTeamPublicMemberDto } from './dtos/site-content.dto';

/** What the public pages read: publications, the gallery and the core team. */
@Injectable()
export class SiteContentService {
  constructor(
    private readonly publications: PublicationRepository,
    private readonly gallery: GalleryItemRepository,
    private readonly coreTeam: CoreTeamMemberRepository,
  ) {}

  async listPublications(): Promise<PublicationDto[]> {
    return (await this.publications.listNewestFirst()).map(mapPublication);
  }

  /** Every photo newest first (SPEC §7), or with list parameters one page of a category (or of all). */
  async listGallery(query: GalleryPageQueryDto): Promise<GalleryItemDto[] | GalleryItemPageDto> {
    if (!isPageRequest(query)) return (await this.gallery.listNewestFirst()).map(mapGalleryItem);
    const window = pageWindow(query, GALLERY_PAGE_SIZE);
    const { rows, total } = await this.gallery.listPage(window, query.category === 'All' ? undefined : query.category);
    return { items: rows.map(mapGalleryItem), total, ...window };
  }

  async listCoreTeam(): Promise<CoreTeamPublicMemberDto[]> {
    return (await this.coreTeam.listInDisplayOrder()).map(mapCoreTeamPublicMember);
  }
}
