import { ApiProperty } from '@nestjs/swagger';
import {
  GALLERY_CATEGORIES,
  PUBLICATION_TYPES,
  type CoreTeamPublicMember,
  type GalleryCategory,
  type GalleryItem,
  type PublicationItem,
  type PublicationType,
} from '@society/contracts';
import type { CoreTeamMemberRecord } from '../../../database/schemas/core-team-member.schema';
import type { GalleryItemRecord } from '../../../database/schemas/gallery-item.schema';
import type { PublicationRecord } from '../../../database/schemas/publication.schema';
import { publicUploadUrl } from '../../../storage/upload-url';

export class GalleryItemDto implements GalleryItem {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'Path of the photo on this site' }) imageUrl: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: GALLERY_CATEGORIES }) category: GalleryCategory;
}

export function mapGalleryItem(item: GalleryItemRecord): GalleryItemDto {
  return {
    _id: String(item._id),
    imageUrl: publicUploadUrl(item.imagePath),
    title: item.title,
    description: item.description ?? '',
    category: item.category,
  };
}

/** The About page's view of a member: never email, phone, address, dates or bio. */
export class CoreTeamPublicMemberDto implements CoreTeamPublicMember {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() position: string;
  @ApiProperty({ description: "Path of the photo on this site, '' when none" }) profilePhotoPath: string;
  @ApiProperty() linkedin: string;
  @ApiProperty() instagram: string;
}

export function mapCoreTeamPublicMember(member: CoreTeamMemberRecord): CoreTeamPublicMemberDto {
  return {
    _id: String(member._id),
    name: member.name,
    position: member.position,
    profilePhotoPath: publicUploadUrl(member.profilePhotoPath),
    linkedin: member.linkedin ?? '',
    instagram: member.instagram ?? '',
  };
}

export class PublicationDto implements PublicationItem {
  @ApiProperty() _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: PUBLICATION_TYPES }) type: PublicationType;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) publishDate: string;
  @ApiProperty() fileUrl: string;
  @ApiProperty() flipbookUrl: string;
  @ApiProperty({ description: "Path of the cover image on this site, '' when none" }) coverImage: string;
}

export function mapPublication(publication: PublicationRecord): PublicationDto {
  return {
    _id: String(publication._id),
    title: publication.title,
    type: publication.type,
    description: publication.description ?? '',
    publishDate: publication.publishDate.toISOString(),
    fileUrl: publication.fileUrl,
    flipbookUrl: publication.flipbookUrl ?? '',
    coverImage: publicUploadUrl(publication.coverImagePath),
  };
}
