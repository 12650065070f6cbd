import { Injectable } from '@nestjs/common';
import { AnnouncementRepository } from '../../database/repositories/announcement.repository';
import { CounterRepository } from '../../database/repositories/counter.repository';
import { mapAnnouncement, type AnnouncementDto } from '../../dtos/announcement.dto';
import type { VisitorCountDto } from './dtos/public.dto';

@Injectable()
export class PublicService {
  constructor(
    private readonly counters: CounterRepository,
    private readonly announcements: AnnouncementRepository,
  ) {}

  async countVisit(): Promise<VisitorCountDto> {
    return { count: await this.counters.incrementVisitors() };
  }

  async listAnnouncements(): Promise<AnnouncementDto[]> {
    return (await this.announcements.listByOrder()).map(mapAnnouncement);
  }
}
