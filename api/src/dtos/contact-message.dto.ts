import { ApiProperty } from '@nestjs/swagger';
import type { ContactMessage } from '@society/contracts';
import type { ContactMessageRecord } from '../database/schemas/contact-message.schema';

// Response shapes read by more than one role module live here (role modules never import each other).

export class ContactMessageDto implements ContactMessage {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function mapContactMessage(record: ContactMessageRecord): ContactMessageDto {
  return {
    _id: String(record._id),
    name: record.name,
    email: record.email,
    message: record.message,
    createdAt: record.createdAt.toISOString(),
  };
}
