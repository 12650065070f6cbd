import { Injectable } from '@nestjs/common';
import { CoreTeamMemberRepository } from '../../database/repositories/core-team-member.repository';
import { GalleryItemRepository } from '../../database/repositories/gallery-item.repository';
import { PublicationRepository } from '../../database/repositories/publication.repository';
import { mapGalleryItem, type GalleryItemDto } from '../../dtos/gallery-item.dto';
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

  async listGallery(): Promise<GalleryItemDto[]> {
    return (await this.gallery.listNewestFirst()).map(mapGalleryItem);
  }

  async listCoreTeam(): Promise<CoreTeamPublicMemberDto[]> {
    return (await this.coreTeam.listInDisplayOrder()).map(mapCoreTeamPublicMember);
  }
}
