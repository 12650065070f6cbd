import { Injectable, NotFoundException } from '@nestjs/common';
import { AnnouncementRepository } from '../../database/repositories/announcement.repository';
import { mapAnnouncement, type AnnouncementDto } from '../../dtos/announcement.dto';
import type { AnnouncementRequestDto } from './dtos/announcement.dto';

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Announcement not found',
  deleted: 'Announcement deleted',
} as const;

@Injectable()
export class AnnouncementsService {
  constructor(private readonly announcements: AnnouncementRepository) {}

  async create(dto: AnnouncementRequestDto): Promise<AnnouncementDto> {
    return mapAnnouncement(await this.announcements.create({ Title: dto.Title, Announcement: dto.Announcement, order: dto.order }));
  }

  async update(id: string, dto: AnnouncementRequestDto): Promise<AnnouncementDto> {
    const updated = await this.announcements.update(id, { Title: dto.Title, Announcement: dto.Announcement, order: dto.order });
    if (!updated) throw new NotFoundException(ANNOUNCEMENT_MESSAGES.notFound);
    return mapAnnouncement(updated);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.announcements.deleteById(id))) throw new NotFoundException(ANNOUNCEMENT_MESSAGES.notFound);
  }
}
