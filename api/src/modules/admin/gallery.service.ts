import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminGalleryItem, GalleryChildrenFields } from '@society/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { PhotoConsents } from '../../consent/photo-consents';
import type { GalleryItemRecord } from '../../database/schemas/gallery-item.schema';
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

/** Who the photo shows once saved: what the request sends over what is stored (a photo without children names none). */
function childrenAfter(dto: GalleryChildrenFields, current?: Pick<GalleryItemRecord, 'published' | 'showsChildren' | 'childIds'>): Required<GalleryChildrenFields> {
  const showsChildren = dto.showsChildren ?? current?.showsChildren ?? false;
  return {
    published: dto.published ?? current?.published !== false,
    showsChildren,
    childIds: showsChildren ? (dto.childIds ?? current?.childIds ?? []) : [],
  };
}

@Injectable()
export class GalleryService {
  constructor(
    private readonly items: GalleryItemRepository,
    private readonly images: SiteImages,
    private readonly audit: AuditTrail,
    private readonly photos: PhotoConsents,
  ) {}

  /** The admin's gallery: every item, drafts too, with the children each shows and their photo consent. */
  async listForAdmin(): Promise<AdminGalleryItem[]> {
    const items = await this.items.listAllNewestFirst();
    const children = new Map((await this.photos.children([...new Set(items.flatMap((item) => item.childIds ?? []))], { skipUnknown: true })).map((child) => [child.studentId, child]));
    return items.map((item) => ({
      ...mapGalleryItem(item),
      published: item.published !== false,
      showsChildren: item.showsChildren === true,
      children: (item.childIds ?? []).flatMap((id) => children.get(id) ?? []),
    }));
  }

  async add(actor: Actor, dto: CreateGalleryItemDto, photo?: UploadedFileData): Promise<GalleryItemDto> {
    if (!photo) throw new BadRequestException(GALLERY_MESSAGES.photoRequired);
    const children = childrenAfter(dto);
    await this.assertChildren(children);
    const image = await this.images.store('galleryImage', photo.buffer);
    let item;
    try {
      item = await this.items.create({ imagePath: image.path, imageVariants: image.variants, title: dto.title, description: dto.description, category: dto.category, titleHi: dto.titleHi ?? '', descriptionHi: dto.descriptionHi ?? '', ...children });
    } catch (error) {
      await this.images.remove(image);
      throw error;
    }
    await this.audit.record(actor, { kind: 'gallery', action: 'create', recordId: String(item._id), recordLabel: item.title, after: galleryItemView(item) });
    await this.recheck(actor, item);
    return mapGalleryItem(item);
  }

  /** The texts sent replace the stored ones; the photo stays as it is. */
  async update(actor: Actor, id: string, dto: UpdateGalleryItemDto): Promise<GalleryItemDto> {
    // Checked first so an unknown id takes no claim (a claim's key is kept in the database).
    if (!(await this.items.findById(id))) throw new NotFoundException(GALLERY_MESSAGES.notFound);
    return this.items.exclusive(id, async () => {
      const current = await this.items.findById(id);
      if (!current) throw new NotFoundException(GALLERY_MESSAGES.notFound);
      const children = childrenAfter(dto, current);
      await this.assertChildren(children);
      const updated = await this.items.update(id, { ...changesFrom(dto), ...children });
      if (!updated) throw new NotFoundException(GALLERY_MESSAGES.notFound);
      await this.audit.record(actor, { kind: 'gallery', action: 'update', recordId: id, recordLabel: updated.title, before: galleryItemView(current), after: galleryItemView(updated) });
      return mapGalleryItem((await this.recheck(actor, updated)) ?? updated);
    });
  }

  /** A photo of children is published only when each has the photo consent; unknown children are refused either way. */
  private async assertChildren({ published, showsChildren, childIds }: Required<GalleryChildrenFields>): Promise<void> {
    if (!showsChildren) return;
    if (published) await this.photos.assertMayPublish(childIds);
    else await this.photos.children(childIds);
  }

  /**
   * After a save: a consent withdrawn while it was being saved (after the check) takes the photo off again,
   * so a photo is never left published without every child's consent. Returns the item as it is then.
   */
  private async recheck(actor: Actor, item: GalleryItemRecord): Promise<GalleryItemRecord | null> {
    if (!item.showsChildren || item.published === false) return null;
    const children = await this.photos.children(item.childIds ?? [], { skipUnknown: true });
    if (children.length === (item.childIds ?? []).length && children.every((child) => child.photoConsent)) return null;
    const unpublished = await this.items.update(String(item._id), { published: false });
    if (unpublished) await this.audit.record(actor, { kind: 'gallery', action: 'update', recordId: String(item._id), recordLabel: item.title, before: galleryItemView(item), after: galleryItemView(unpublished) });
    return unpublished;
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const deleted = await this.items.deleteById(id);
    if (!deleted) throw new NotFoundException(GALLERY_MESSAGES.notFound);
    await this.images.remove({ path: deleted.imagePath, variants: deleted.imageVariants });
    await this.audit.record(actor, { kind: 'gallery', action: 'delete', recordId: id, recordLabel: deleted.title, before: galleryItemView(deleted) });
  }
}
