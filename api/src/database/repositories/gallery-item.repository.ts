import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReadCache } from '../read-cache';
import { GalleryItem, type GalleryItemRecord } from '../schemas/gallery-item.schema';

export type NewGalleryItem = Pick<GalleryItem, 'imagePath' | 'title' | 'description' | 'category'> & Partial<Pick<GalleryItem, 'imageVariants'>>;

@Injectable()
export class GalleryItemRepository {
  /** The public pages read this list on every visit; each write below drops it. */
  private readonly listCache = new ReadCache<GalleryItemRecord[]>();

  constructor(@InjectModel(GalleryItem.name) private readonly items: Model<GalleryItem>) {}

  listNewestFirst(): Promise<GalleryItemRecord[]> {
    return this.listCache.read(() => this.items.find().sort({ createdAt: -1, _id: -1 }).lean<GalleryItemRecord[]>().exec());
  }

  findById(id: string): Promise<GalleryItemRecord | null> {
    return this.items.findById(id).lean<GalleryItemRecord>().exec();
  }

  create(item: NewGalleryItem): Promise<GalleryItemRecord> {
    return this.listCache.write(async () => {
      const created = await this.items.create(item);
      return created.toObject<GalleryItemRecord>();
    });
  }

  /** Deletes the item and returns what was deleted (its files are the caller's to remove), or null. */
  deleteById(id: string): Promise<GalleryItemRecord | null> {
    return this.listCache.write(() => this.items.findOneAndDelete({ _id: id }).lean<GalleryItemRecord>().exec());
  }
}
