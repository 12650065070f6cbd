import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditTrail } from '../../audit/audit-trail';
import { announcementView } from '../../audit/audit-views';
import { AnnouncementRepository } from '../../database/repositories/announcement.repository';
import type { AnnouncementRecord } from '../../database/schemas/announcement.schema';
import { mapAnnouncement, type AnnouncementDto } from '../../dtos/announcement.dto';
import type { Actor } from '../../security/auth-user';
import type { AnnouncementRequestDto } from './dtos/announcement.dto';

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Announcement not found',
  deleted: 'Announcement deleted',
} as const;

/** The Hindi texts a PUT sent ('' clears one); one left out keeps the stored text. */
function hindiSent({ TitleHi, AnnouncementHi }: AnnouncementRequestDto): Pick<AnnouncementRecord, 'TitleHi' | 'AnnouncementHi'> {
  return { ...(TitleHi !== undefined && { TitleHi }), ...(AnnouncementHi !== undefined && { AnnouncementHi }) };
}

@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly announcements: AnnouncementRepository,
    private readonly audit: AuditTrail,
  ) {}

  async create(actor: Actor, dto: AnnouncementRequestDto): Promise<AnnouncementDto> {
    const created = await this.announcements.create({ Title: dto.Title, Announcement: dto.Announcement, order: dto.order, TitleHi: dto.TitleHi ?? '', AnnouncementHi: dto.AnnouncementHi ?? '' });
    await this.audit.record(actor, { kind: 'announcement', action: 'create', recordId: String(created._id), recordLabel: created.Title, after: announcementView(created) });
    return mapAnnouncement(created);
  }

  async update(actor: Actor, id: string, dto: AnnouncementRequestDto): Promise<AnnouncementDto> {
    const before = await this.announcements.findById(id);
    const updated = before ? await this.announcements.update(id, { Title: dto.Title, Announcement: dto.Announcement, order: dto.order, ...hindiSent(dto) }) : null;
    if (!before || !updated) throw new NotFoundException(ANNOUNCEMENT_MESSAGES.notFound);
    await this.audit.record(actor, { kind: 'announcement', action: 'update', recordId: id, recordLabel: updated.Title, before: announcementView(before), after: announcementView(updated) });
    return mapAnnouncement(updated);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const deleted = await this.announcements.deleteById(id);
    if (!deleted) throw new NotFoundException(ANNOUNCEMENT_MESSAGES.notFound);
    await this.audit.record(actor, { kind: 'announcement', action: 'delete', recordId: id, recordLabel: deleted.Title, before: announcementView(deleted) });
  }
}
