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
}
