import { ApiProperty } from '@nestjs/swagger';
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryItem } from '@society/contracts';
import type { GalleryItemRecord } from '../database/schemas/gallery-item.schema';
import { publicUploadUrl } from '../storage/upload-url';

export class GalleryItemDto implements GalleryItem {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'Path of the photo (a WebP web copy) on this site' }) imageUrl: string;
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
