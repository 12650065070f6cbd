import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { GalleryCategory } from '@society/contracts';
import { readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { ReadCache } from '../read-cache';
import { GalleryItem, type GalleryItemRecord } from '../schemas/gallery-item.schema';

export type NewGalleryItem = Pick<GalleryItem, 'imagePath' | 'title' | 'description' | 'category'> & Partial<Pick<GalleryItem, 'imageVariants' | 'titleHi' | 'descriptionHi'>>;

const NEWEST_FIRST: ListSort<'createdAt'> = { field: 'createdAt', descending: true };
/** Pages kept in memory: every category's first pages several times over, bounded whatever visitors ask. */
const PAGES_KEPT = 50;

@Injectable()
export class GalleryItemRepository {
  /** The public pages read this list and its pages on every visit; each write below drops them all. */
  private readonly listCache = new ReadCache<GalleryItemRecord[]>();
  private readonly pageCache = new ReadCache<PageRows<GalleryItemRecord>>(undefined, PAGES_KEPT);

  constructor(@InjectModel(GalleryItem.name) private readonly items: Model<GalleryItem>) {}

  listNewestFirst(): Promise<GalleryItemRecord[]> {
    return this.listCache.read(() => this.items.find().sort({ createdAt: -1, _id: -1 }).lean<GalleryItemRecord[]>().exec());
  }

  /** One page, newest first, of one category's items (of every item without one), with how many there are. */
  listPage(window: PageWindow, category?: GalleryCategory): Promise<PageRows<GalleryItemRecord>> {
    const filter = category ? { category } : {};
    return this.pageCache.read(() => readPage<GalleryItemRecord, GalleryItem>(this.items, filter, NEWEST_FIRST, window), `${category ?? ''}:${window.page}:${window.pageSize}`);
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

  /** Deletes the item and returns what was deleted (its files are the caller's to remove), or null. */
  deleteById(id: string): Promise<GalleryItemRecord | null> {
    return this.written(() => this.items.findOneAndDelete({ _id: id }).lean<GalleryItemRecord>().exec());
  }

  /** A write, after which neither the list nor any page is served from memory. */
  private written<R>(run: () => Promise<R>): Promise<R> {
    return this.listCache.write(() => this.pageCache.write(run));
  }
}
