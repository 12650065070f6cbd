import { Injectable } from '@nestjs/common';
import { VISITOR_COUNT_WINDOW_MS } from '../../config/rate-limits';
import { AnnouncementRepository } from '../../database/repositories/announcement.repository';
import { CounterRepository } from '../../database/repositories/counter.repository';
import { mapAnnouncement, type AnnouncementDto } from '../../dtos/announcement.dto';
import { RateLimiter } from '../../security/rate-limiter';
import type { VisitorCountDto } from './dtos/public.dto';

const VISITOR_BUCKET = 'visitor';

@Injectable()
export class PublicService {
  constructor(
    private readonly counters: CounterRepository,
    private readonly announcements: AnnouncementRepository,
    private readonly limiter: RateLimiter,
  ) {}

  /** Counts a visit from `address` at most once a window; answers the count either way (the same shape). */
  async countVisit(address: string): Promise<VisitorCountDto> {
    const counted = await this.limiter.firstInWindow(VISITOR_BUCKET, address, VISITOR_COUNT_WINDOW_MS);
    return { count: counted ? await this.counters.incrementVisitors() : await this.counters.visitors() };
  }

  async listAnnouncements(): Promise<AnnouncementDto[]> {
    return (await this.announcements.listByOrder()).map(mapAnnouncement);
  }
}
