import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_SORT_DEFAULT, CONTACT_SORTS, type ContactMessage, type ContactSort, type Page } from '@society/contracts';
import type { ContactMessageRepository } from '../database/repositories/contact-message.repository';
import type { ContactMessageRecord } from '../database/schemas/contact-message.schema';
import { isPageRequest, pageRequest, PageDto, PageQueryDto, searchText, SortRule } from './page-query.dto';

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

/** GET /api/public/contact and /api/hr/contact with list parameters. */
export class ContactListQueryDto extends PageQueryDto {
  @SortRule(CONTACT_SORTS, CONTACT_SORT_DEFAULT)
  sort?: ContactSort;
}

export class ContactMessagePageDto extends PageDto implements Page<ContactMessageDto> {
  @ApiProperty({ type: [ContactMessageDto] }) items: ContactMessageDto[];
}

/** Every message newest first (SPEC §7), or with list parameters one page of them (admin and HR read the same). */
export async function listContactMessages(messages: ContactMessageRepository, query: ContactListQueryDto): Promise<ContactMessageDto[] | ContactMessagePageDto> {
  if (!isPageRequest(query)) return (await messages.listNewestFirst()).map(mapContactMessage);
  const { page, pageSize, sort } = pageRequest(query, CONTACT_SORT_DEFAULT);
  const { rows, total } = await messages.listPage({ page, pageSize, sort, search: searchText(query) });
  return { items: rows.map(mapContactMessage), total, page, pageSize };
}
