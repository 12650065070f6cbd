import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PUBLICATION_TYPES, type PublicationHindi, type PublicationItem, type PublicationType } from '@society/contracts';
import type { PublicationRecord } from '../database/schemas/publication.schema';
import { publicSrcSet, publicUploadUrl } from '../storage/upload-url';
import { hindiFields } from './hindi-fields';

export class PublicationDto implements PublicationItem, PublicationHindi {
  @ApiProperty() _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: PUBLICATION_TYPES }) type: PublicationType;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) publishDate: string;
  @ApiProperty() fileUrl: string;
  @ApiProperty() flipbookUrl: string;
  @ApiProperty({ description: "Path of the cover image on this site, '' when none" }) coverImage: string;
  @ApiProperty({ description: "The cover's copies as an <img srcset> value; '' when there is only one" }) coverImageSrcSet: string;
  @ApiPropertyOptional({ description: 'The title in Hindi, when set (Hindi pages show title otherwise)' }) titleHi?: string;
  @ApiPropertyOptional({ description: 'The description in Hindi, when set' }) descriptionHi?: string;
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
    coverImageSrcSet: publicSrcSet(publication.coverImageVariants),
    ...hindiFields({ titleHi: publication.titleHi, descriptionHi: publication.descriptionHi }),
  };
}
