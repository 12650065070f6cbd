import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { GalleryItemRepository } from '../../database/repositories/gallery-item.repository';
import { mapGalleryItem, type GalleryItemDto } from '../../dtos/gallery-item.dto';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import type { CreateGalleryItemDto } from './dtos/gallery.dto';
import { SiteImages } from './site-images';

export const GALLERY_MESSAGES = {
  photoRequired: 'photo is required',
  notFound: 'Image not found',
  deleted: 'Image deleted',
} as const;

@Injectable()
export class GalleryService {
  constructor(
    private readonly items: GalleryItemRepository,
    private readonly images: SiteImages,
  ) {}

  async add(dto: CreateGalleryItemDto, photo?: UploadedFileData): Promise<GalleryItemDto> {
    if (!photo) throw new BadRequestException(GALLERY_MESSAGES.photoRequired);
    const image = await this.images.store('galleryImage', photo.buffer);
    try {
      return mapGalleryItem(
        await this.items.create({ imagePath: image.path, imageVariants: image.variants, title: dto.title, description: dto.description, category: dto.category }),
      );
    } catch (error) {
      await this.images.remove(image);
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.items.deleteById(id);
    if (!deleted) throw new NotFoundException(GALLERY_MESSAGES.notFound);
    await this.images.remove({ path: deleted.imagePath, variants: deleted.imageVariants });
  }
}
