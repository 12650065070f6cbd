import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { hindiFields } from './hindi-fields';
import type { Announcement, AnnouncementHindi } from '@society/contracts';
import type { AnnouncementRecord } from '../database/schemas/announcement.schema';

export class AnnouncementDto implements Announcement, AnnouncementHindi {
  @ApiProperty() _id: string;
  @ApiProperty() Title: string;
  @ApiProperty() Announcement: string;
  @ApiProperty() order: number;
  @ApiPropertyOptional({ description: 'The title in Hindi, when set (Hindi pages show Title otherwise)' }) TitleHi?: string;
  @ApiPropertyOptional({ description: 'The announcement in Hindi, when set (Hindi pages show Announcement otherwise)' }) AnnouncementHi?: string;
}

export function mapAnnouncement(record: AnnouncementRecord): AnnouncementDto {
  return { _id: String(record._id), Title: record.Title, Announcement: record.Announcement, order: record.order, ...hindiFields({ TitleHi: record.TitleHi, AnnouncementHi: record.AnnouncementHi }) };
}
