import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { GalleryCategory } from '@society/contracts';
import { readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { ReadCache } from '../read-cache';
import { GalleryItem, type GalleryItemRecord } from '../schemas/gallery-item.schema';
import { StepClaims } from '../step-claims';
import { toUpdateQuery, type FieldChanges } from '../update-query';

export type NewGalleryItem = Pick<GalleryItem, 'imagePath' | 'title' | 'description' | 'category'> &
  Partial<Pick<GalleryItem, 'imageVariants' | 'titleHi' | 'descriptionHi' | 'published' | 'showsChildren' | 'childIds'>>;
/** What an edit may change: the texts and who the photo shows, never the photo (a new photo is a new item). */
export type GalleryItemTextChanges = FieldChanges<Pick<GalleryItem, 'title' | 'description' | 'category' | 'titleHi' | 'descriptionHi' | 'published' | 'showsChildren' | 'childIds'>>;

/** What the public sees: published items only (a draft, or a photo of a child whose photo consent went, is not). */
const PUBLISHED = { published: { $ne: false } } as const;

const NEWEST_FIRST: ListSort<'createdAt'> = { field: 'createdAt', descending: true };
/** Pages kept in memory: every category's first pages several times over, bounded whatever visitors ask. */
const PAGES_KEPT = 50;

@Injectable()
export class GalleryItemRepository {
  /** The public pages read this list and its pages on every visit; each write below drops them all. */
  private readonly listCache = new ReadCache<GalleryItemRecord[]>();
  private readonly pageCache = new ReadCache<PageRows<GalleryItemRecord>>(undefined, PAGES_KEPT);

  constructor(
    @InjectModel(GalleryItem.name) private readonly items: Model<GalleryItem>,
    private readonly claims: StepClaims,
  ) {}

  /** The public gallery: published items, newest first. */
  listNewestFirst(): Promise<GalleryItemRecord[]> {
    return this.listCache.read(() => this.items.find(PUBLISHED).sort({ createdAt: -1, _id: -1 }).lean<GalleryItemRecord[]>().exec());
  }

  /** One page, newest first, of one category's items (of every item without one), with how many there are. */
  listPage(window: PageWindow, category?: GalleryCategory): Promise<PageRows<GalleryItemRecord>> {
    const filter = category ? { ...PUBLISHED, category } : PUBLISHED;
    return this.pageCache.read(() => readPage<GalleryItemRecord, GalleryItem>(this.items, filter, NEWEST_FIRST, window), `${category ?? ''}:${window.page}:${window.pageSize}`);
  }

  /** The admin's gallery: every item, drafts too, newest first. */
  listAllNewestFirst(): Promise<GalleryItemRecord[]> {
    return this.items.find().sort({ createdAt: -1, _id: -1 }).lean<GalleryItemRecord[]>().exec();
  }

  /** Takes the published photos showing this child off the public gallery; returns them as they were. */
  async unpublishShowing(studentId: string): Promise<GalleryItemRecord[]> {
    const showing = await this.items.find({ childIds: studentId, showsChildren: true, published: { $ne: false } }).lean<GalleryItemRecord[]>().exec();
    if (showing.length === 0) return [];
    await this.written(() => this.items.updateMany({ _id: { $in: showing.map((item) => item._id) } }, { $set: { published: false } }).exec());
    return showing;
  }

  findById(id: string): Promise<GalleryItemRecord | null> {
    return this.items.findById(id).lean<GalleryItemRecord>().exec();
  }

  create(item: NewGalleryItem): Promise<GalleryItemRecord> {
    return this.written(async () => {
      const created = await this.items.create(item);
      return created.toObject<GalleryItemRecord>();
    });
  }

  /** Runs a read-decide-write of one item with no other on it in any replica: an edit's before and after are its own. */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.claims.exclusive(`gallery-item:${id}`, task);
  }

  /** Applies the changes and returns the item, or null when it is gone. */
  update(id: string, changes: GalleryItemTextChanges): Promise<GalleryItemRecord | null> {
    return this.written(async () => {
      const result = await this.items.updateOne({ _id: id }, toUpdateQuery(changes), { runValidators: true }).exec();
      if (result.matchedCount === 0) return null;
      return this.findById(id);
    });
  }

  /** Deletes the item and returns what was deleted (its files are the caller's to remove), or null. */
  deleteById(id: string): Promise<GalleryItemRecord | null> {
    return this.written(() => this.items.findOneAndDelete({ _id: id }).lean<GalleryItemRecord>().exec());
  }

  /** A write, after which neither the list nor any page is served from memory. */
  private written<R>(run: () => Promise<R>): Promise<R> {
    return this.listCache.write(() => this.pageCache.write(run));
  }
}
