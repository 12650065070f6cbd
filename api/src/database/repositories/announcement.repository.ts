import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Announcement, type AnnouncementRecord } from '../schemas/announcement.schema';

export type NewAnnouncement = Pick<Announcement, 'Title' | 'Announcement' | 'order'>;

@Injectable()
export class AnnouncementRepository {
  constructor(@InjectModel(Announcement.name) private readonly announcements: Model<Announcement>) {}

  /** Ascending by order; ties keep insertion order. */
  listByOrder(): Promise<AnnouncementRecord[]> {
    return this.announcements.find().sort({ order: 1, _id: 1 }).lean<AnnouncementRecord[]>().exec();
  }

  async create(announcement: NewAnnouncement): Promise<AnnouncementRecord> {
    const created = await this.announcements.create(announcement);
    return created.toObject<AnnouncementRecord>();
  }

  /** Replaces the fields and returns the announcement, or null when it is gone. */
  async update(id: string, announcement: NewAnnouncement): Promise<AnnouncementRecord | null> {
    const result = await this.announcements.updateOne({ _id: id }, { $set: announcement }, { runValidators: true }).exec();
    if (result.matchedCount === 0) return null;
    return this.announcements.findById(id).lean<AnnouncementRecord>().exec();
  }

  async deleteById(id: string): Promise<boolean> {
    return (await this.announcements.deleteOne({ _id: id }).exec()).deletedCount === 1;
  }
}
