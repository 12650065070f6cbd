import { ApiProperty } from '@nestjs/swagger';
import type { Announcement } from '@society/contracts';
import type { AnnouncementRecord } from '../database/schemas/announcement.schema';

export class AnnouncementDto implements Announcement {
  @ApiProperty() _id: string;
  @ApiProperty() Title: string;
  @ApiProperty() Announcement: string;
  @ApiProperty() order: number;
}

export function mapAnnouncement(record: AnnouncementRecord): AnnouncementDto {
  return { _id: String(record._id), Title: record.Title, Announcement: record.Announcement, order: record.order };
}
