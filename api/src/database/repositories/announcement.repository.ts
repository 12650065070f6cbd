import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReadCache } from '../read-cache';
import { Announcement, type AnnouncementRecord } from '../schemas/announcement.schema';

export type NewAnnouncement = Pick<Announcement, 'Title' | 'Announcement' | 'order'> & Partial<Pick<Announcement, 'TitleHi' | 'AnnouncementHi'>>;

@Injectable()
export class AnnouncementRepository {
  /** The public pages read this list on every visit; each write below drops it. */
  private readonly listCache = new ReadCache<AnnouncementRecord[]>();

  constructor(@InjectModel(Announcement.name) private readonly announcements: Model<Announcement>) {}

  /** Ascending by order; ties keep insertion order. */
  listByOrder(): Promise<AnnouncementRecord[]> {
    return this.listCache.read(() => this.announcements.find().sort({ order: 1, _id: 1 }).lean<AnnouncementRecord[]>().exec());
  }

  findById(id: string): Promise<AnnouncementRecord | null> {
    return this.announcements.findById(id).lean<AnnouncementRecord>().exec();
  }

  create(announcement: NewAnnouncement): Promise<AnnouncementRecord> {
    return this.listCache.write(async () => {
      const created = await this.announcements.create(announcement);
      return created.toObject<AnnouncementRecord>();
    });
  }

  /** Replaces the fields and returns the announcement, or null when it is gone. */
  update(id: string, announcement: NewAnnouncement): Promise<AnnouncementRecord | null> {
    return this.listCache.write(async () => {
      const result = await this.announcements.updateOne({ _id: id }, { $set: announcement }, { runValidators: true }).exec();
      if (result.matchedCount === 0) return null;
      return this.announcements.findById(id).lean<AnnouncementRecord>().exec();
    });
  }

  /** The announcement as it was, or null when it was already gone. */
  deleteById(id: string): Promise<AnnouncementRecord | null> {
    return this.listCache.write(() => this.announcements.findOneAndDelete({ _id: id }).lean<AnnouncementRecord>().exec());
  }
}
