import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { GALLERY_CATEGORIES, GALLERY_FILTERS, GALLERY_PAGE_SIZE, type GalleryCategory, type GalleryFilter, type GalleryItem, type GalleryItemHindi, type GalleryPageQuery, type Page } from '@society/contracts';
import type { GalleryItemRecord } from '../database/schemas/gallery-item.schema';
import { publicSrcSet, publicUploadUrl } from '../storage/upload-url';
import { IfGiven } from '../validation/field-rules';
import { hindiFields } from './hindi-fields';
import { PageDto, PageWindowQueryDto } from './page-query.dto';

export class GalleryItemDto implements GalleryItem, GalleryItemHindi {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'Path of the photo (the widest WebP web copy) on this site' }) imageUrl: string;
  @ApiProperty({ description: "The photo's copies as an <img srcset> value ('url 480w, …'); '' when there is only one" }) imageSrcSet: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: GALLERY_CATEGORIES }) category: GalleryCategory;
  @ApiPropertyOptional({ description: 'The title in Hindi, when set (Hindi pages show title otherwise)' }) titleHi?: string;
  @ApiPropertyOptional({ description: 'The description in Hindi, when set' }) descriptionHi?: string;
}

/** GET /api/admin/gallery with list parameters: one page of a category, newest first. */
export class GalleryPageQueryDto extends PageWindowQueryDto implements GalleryPageQuery {
  @ApiPropertyOptional({ enum: GALLERY_FILTERS, default: 'All', description: 'A category, or All (when not given): every category' })
  @IfGiven()
  @IsIn(GALLERY_FILTERS, { message: `category must be one of: ${GALLERY_FILTERS.join(', ')}` })
  category?: GalleryFilter;

  // The page's rules are the other lists'; only its default differs.
  @ApiPropertyOptional({ description: `Photos per page (${GALLERY_PAGE_SIZE} when not given)`, default: GALLERY_PAGE_SIZE })
  declare pageSize?: number;
}

export class GalleryItemPageDto extends PageDto implements Page<GalleryItemDto> {
  @ApiProperty({ type: [GalleryItemDto] }) items: GalleryItemDto[];
}

export function mapGalleryItem(item: GalleryItemRecord): GalleryItemDto {
  return {
    _id: String(item._id),
    imageUrl: publicUploadUrl(item.imagePath),
    imageSrcSet: publicSrcSet(item.imageVariants),
    title: item.title,
    description: item.description ?? '',
    category: item.category,
    ...hindiFields({ titleHi: item.titleHi, descriptionHi: item.descriptionHi }),
  };
}
