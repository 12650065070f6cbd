import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditTrail } from '../../audit/audit-trail';
import { galleryItemView } from '../../audit/audit-views';
import { GalleryItemRepository, type GalleryItemTextChanges } from '../../database/repositories/gallery-item.repository';
import { mapGalleryItem, type GalleryItemDto } from '../../dtos/gallery-item.dto';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import type { CreateGalleryItemDto, UpdateGalleryItemDto } from './dtos/gallery.dto';
import { SiteImages } from './site-images';

export const GALLERY_MESSAGES = {
  photoRequired: 'photo is required',
  notFound: 'Image not found',
  deleted: 'Image deleted',
} as const;

/** The texts a request sends: undefined leaves one alone, '' clears a Hindi one (the Hindi pages then show the English). */
function changesFrom(dto: UpdateGalleryItemDto): GalleryItemTextChanges {
  return { title: dto.title, description: dto.description, category: dto.category, titleHi: dto.titleHi, descriptionHi: dto.descriptionHi };
}

@Injectable()
export class GalleryService {
  constructor(
    private readonly items: GalleryItemRepository,
    private readonly images: SiteImages,
    private readonly audit: AuditTrail,
  ) {}

  async add(actor: Actor, dto: CreateGalleryItemDto, photo?: UploadedFileData): Promise<GalleryItemDto> {
    if (!photo) throw new BadRequestException(GALLERY_MESSAGES.photoRequired);
    const image = await this.images.store('galleryImage', photo.buffer);
    let item;
    try {
      item = await this.items.create({ imagePath: image.path, imageVariants: image.variants, title: dto.title, description: dto.description, category: dto.category, titleHi: dto.titleHi ?? '', descriptionHi: dto.descriptionHi ?? '' });
    } catch (error) {
      await this.images.remove(image);
      throw error;
    }
    await this.audit.record(actor, { kind: 'gallery', action: 'create', recordId: String(item._id), recordLabel: item.title, after: galleryItemView(item) });
    return mapGalleryItem(item);
  }

  /** The texts sent replace the stored ones; the photo stays as it is. */
  async update(actor: Actor, id: string, dto: UpdateGalleryItemDto): Promise<GalleryItemDto> {
    // Checked first so an unknown id takes no claim (a claim's key is kept in the database).
    if (!(await this.items.findById(id))) throw new NotFoundException(GALLERY_MESSAGES.notFound);
    return this.items.exclusive(id, async () => {
      const current = await this.items.findById(id);
      const updated = current ? await this.items.update(id, changesFrom(dto)) : null;
      if (!current || !updated) throw new NotFoundException(GALLERY_MESSAGES.notFound);
      await this.audit.record(actor, { kind: 'gallery', action: 'update', recordId: id, recordLabel: updated.title, before: galleryItemView(current), after: galleryItemView(updated) });
      return mapGalleryItem(updated);
    });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const deleted = await this.items.deleteById(id);
    if (!deleted) throw new NotFoundException(GALLERY_MESSAGES.notFound);
    await this.images.remove({ path: deleted.imagePath, variants: deleted.imageVariants });
    await this.audit.record(actor, { kind: 'gallery', action: 'delete', recordId: id, recordLabel: deleted.title, before: galleryItemView(deleted) });
  }
}
