import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { GalleryItem, type GalleryItemRecord } from '../schemas/gallery-item.schema';

export type NewGalleryItem = Pick<GalleryItem, 'imagePath' | 'title' | 'description' | 'category'>;

@Injectable()
export class GalleryItemRepository {
  constructor(@InjectModel(GalleryItem.name) private readonly items: Model<GalleryItem>) {}

  listNewestFirst(): Promise<GalleryItemRecord[]> {
    return this.items.find().sort({ createdAt: -1, _id: -1 }).lean<GalleryItemRecord[]>().exec();
  }

  async create(item: NewGalleryItem): Promise<GalleryItemRecord> {
    const created = await this.items.create(item);
    return created.toObject<GalleryItemRecord>();
  }

  /** Deletes the item and returns what was deleted (its files are the caller's to remove), or null. */
  deleteById(id: string): Promise<GalleryItemRecord | null> {
    return this.items.findOneAndDelete({ _id: id }).lean<GalleryItemRecord>().exec();
  }
}
