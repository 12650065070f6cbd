import { ApiProperty } from '@nestjs/swagger';
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryItem } from '@society/contracts';
import type { GalleryItemRecord } from '../database/schemas/gallery-item.schema';
import { publicSrcSet, publicUploadUrl } from '../storage/upload-url';

export class GalleryItemDto implements GalleryItem {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'Path of the photo (the widest WebP web copy) on this site' }) imageUrl: string;
  @ApiProperty({ description: "The photo's copies as an <img srcset> value ('url 480w, …'); '' when there is only one" }) imageSrcSet: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: GALLERY_CATEGORIES }) category: GalleryCategory;
}

export function mapGalleryItem(item: GalleryItemRecord): GalleryItemDto {
  return {
    _id: String(item._id),
    imageUrl: publicUploadUrl(item.imagePath),
    imageSrcSet: publicSrcSet(item.imageVariants),
    title: item.title,
    description: item.description ?? '',
    category: item.category,
  };
}
